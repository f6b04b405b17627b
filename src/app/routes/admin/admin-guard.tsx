import { AdminAccessGuard } from '@/features/auth/components/admin-access-guard';

/** /admin and everything below it: the guard's layout route. */
export default function AdminGuardRoute() {
  return <AdminAccessGuard />;
}
