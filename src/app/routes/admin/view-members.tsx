import { MembersList } from '@/features/admin-members/components/members-list';
import { Seo } from '@/lib/seo';

export default function ViewMembersRoute() {
  return (
    <>
      <Seo
        title="Members List"
        description="Every member of the forum in one table, with editing and removal."
      />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Members List</h1>
      <MembersList />
    </>
  );
}
