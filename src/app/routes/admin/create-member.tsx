import { CreateMemberForm } from '@/features/admin-members/components/create-member-form';
import { Seo } from '@/lib/seo';

export default function CreateMemberRoute() {
  return (
    <>
      <Seo
        title="Create Member"
        description="Add a member of the forum with their personal, work and education details."
      />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Create Member</h1>
      <CreateMemberForm />
    </>
  );
}
