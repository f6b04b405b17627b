import type { ReactNode } from 'react';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { AdminAccessGuard } from '@/features/auth/components/admin-access-guard';

/** /admin and everything below it: only with a valid session, inside the admin layout. */
export default function AdminRootRoute({ children }: { children?: ReactNode }) {
  return (
    <AdminAccessGuard>
      <AdminLayout>{children}</AdminLayout>
    </AdminAccessGuard>
  );
}
