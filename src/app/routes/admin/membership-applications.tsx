import { AdminPage } from '@/app/layouts/admin-page';
import { MembershipApplicationsTable } from '@/features/admin-membership-applications/components/membership-applications-table';

export default function MembershipApplicationsRoute() {
  return (
    <AdminPage
      title="Volunteer Management"
      description="Membership applications with photos, certificates and review."
    >
      <MembershipApplicationsTable />
    </AdminPage>
  );
}
