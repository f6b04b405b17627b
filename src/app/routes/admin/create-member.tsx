import { AdminPage } from '@/app/layouts/admin-page';
import { CreateMemberForm } from '@/features/admin-members/components/create-member-form';

export default function CreateMemberRoute() {
  return (
    <AdminPage
      title="Create Member"
      description="Add a member of the forum with their personal, work and education details."
    >
      <CreateMemberForm />
    </AdminPage>
  );
}
