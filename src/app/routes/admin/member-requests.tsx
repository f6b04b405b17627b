import { Seo } from '@/lib/seo';
import { MemberRequests } from '@/features/admin-member-requests/components/member-requests';

export default function MemberRequestsRoute() {
  return (
    <>
      <Seo
        title="Member Applications"
        description="Leave and raise requests from members, to approve or reject."
      />
      <MemberRequests />
    </>
  );
}
