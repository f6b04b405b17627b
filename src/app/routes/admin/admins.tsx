import { AdminsScreen } from '@/features/admin-accounts/components/admins-screen';
import { Seo } from '@/lib/seo';

export default function AdminsRoute() {
  return (
    <>
      <Seo title="Admins" description="Who can sign in to the admin area; invitations; your password." />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Admins</h1>
      <AdminsScreen />
    </>
  );
}
