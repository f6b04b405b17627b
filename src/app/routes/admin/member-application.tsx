import { Seo } from '@/lib/seo';
import { MemberApplications } from '@/features/admin-requisitions/components/member-applications';

export default function MemberApplicationRoute() {
  return (
    <>
      <Seo
        title="Member Applications"
        description="Leave and raise requests from members, to approve or reject."
      />
      <MemberApplications />
    </>
  );
}
