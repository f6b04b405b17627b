import { AdminPage } from '@/app/layouts/admin-page';
import { AdminsScreen } from '@/features/admin-accounts/components/admins-screen';

export default function AdminsRoute() {
  return (
    <AdminPage title="Admins" description="Who can sign in to the admin area; invitations; your password.">
      <AdminsScreen />
    </AdminPage>
  );
}
