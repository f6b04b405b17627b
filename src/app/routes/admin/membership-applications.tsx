import { MembershipApplicationsTable } from '@/features/admin-membership-applications/components/membership-applications-table';
import { Seo } from '@/lib/seo';

export default function MembershipApplicationsRoute() {
  return (
    <>
      <Seo
        title="Volunteer Management"
        description="Membership applications with photos, certificates and review."
      />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Volunteer Management</h1>
      <MembershipApplicationsTable />
    </>
  );
}
