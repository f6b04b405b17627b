import { OWN_PAGE_PATH } from '@contract/constants';
import { Seo } from '@/lib/seo';
import { MembershipCard } from '@/features/member-card/components/membership-card';
import { OwnPage } from '@/features/own-page/components/own-page';

export default function OwnPageRoute() {
  return (
    <>
      <Seo
        title="Your page"
        description="Your gifts, statements, monthly giving and member requests, opened by a link sent to your e-mail."
        canonicalPath={OWN_PAGE_PATH}
        noIndex
      />
      <OwnPage renderMemberCard={(member) => <MembershipCard member={member} />} />
    </>
  );
}
