import { VolunteersTable } from '@/features/admin-volunteers/components/volunteers-table';
import { Seo } from '@/lib/seo';

export default function VolunteersRoute() {
  return (
    <>
      <Seo
        title="Volunteer Management"
        description="Membership applications with photos, certificates and review."
      />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Volunteer Management</h1>
      <VolunteersTable />
    </>
  );
}
