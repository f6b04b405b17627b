import { AdminPage } from '@/app/layouts/admin-page';
import { MembersList } from '@/features/admin-members/components/members-list';

export default function ViewMembersRoute() {
  return (
    <AdminPage
      title="Members List"
      description="Every member of the forum in one table, with editing and removal."
    >
      <MembersList />
    </AdminPage>
  );
}
