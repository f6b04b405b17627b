import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { MemberRequisitionPage } from '@/features/requisitions/components/member-requisition-page';

export default function MemberRequisitionRoute() {
  return (
    <>
      <Seo
        title="Member Request"
        description="Members apply here for leave or for a raise; an admin reviews every request."
        canonicalPath={paths.memberRequisition.getHref()}
      />
      <MemberRequisitionPage />
    </>
  );
}
