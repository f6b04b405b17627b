import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { MemberRequestPage } from '@/features/member-requests/components/member-request-page';

export default function MemberRequestRoute() {
  return (
    <>
      <Seo
        title="Member Request"
        description="Members apply here for leave or for a raise; an admin reviews every request."
        canonicalPath={paths.memberRequest.getHref()}
      />
      <MemberRequestPage />
    </>
  );
}
