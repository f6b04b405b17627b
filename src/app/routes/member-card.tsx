import { useSearchParams } from 'react-router-dom';
import { DEFAULT_MEMBER_CARD_ID } from '@contract/constants';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { MemberCardPage } from '@/features/member-card/components/member-card-page';

export default function MemberCardRoute() {
  const [searchParams] = useSearchParams();
  const memberId = searchParams.get('id')?.trim() || DEFAULT_MEMBER_CARD_ID;

  return (
    <>
      <Seo
        title="Digital Membership Card"
        description="The digital membership card of an approved member of the forum."
        canonicalPath={paths.memberCard.getHref(memberId)}
        noIndex
      />
      <MemberCardPage key={memberId} memberId={memberId} />
    </>
  );
}
