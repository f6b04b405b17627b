import { AdminLayout } from '@/app/layouts/admin-layout';

/** The admin layout around every admin page, once the guard has let the visitor in. */
export default function AdminRootRoute() {
  return <AdminLayout />;
}
