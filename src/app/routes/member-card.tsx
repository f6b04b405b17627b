import { useSearchParams } from 'react-router-dom';
import { MEMBER_CARD_PAGE, memberCardIdOf } from '@contract/member-card';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { MemberCardPage } from '@/features/member-card/components/member-card-page';

export default function MemberCardRoute() {
  const [searchParams] = useSearchParams();
  const memberId = memberCardIdOf(searchParams);

  return (
    <>
      <Seo {...MEMBER_CARD_PAGE} canonicalPath={paths.memberCard.getHref(memberId)} noIndex />
      <MemberCardPage key={memberId} memberId={memberId} />
    </>
  );
}
