import { paths } from '@/config/paths';
import { TransparencyPage } from '@/features/transparency/components/transparency-page';
import { Seo } from '@/lib/seo';

export default function TransparencyRoute() {
  return (
    <>
      <Seo
        title="Where the money goes"
        description="The forum's public ledger: every verified gift by month and every payment made, per program."
        keywords={['transparency', 'ledger', 'charity accounts Nigeria']}
        canonicalPath={paths.transparency.getHref()}
      />
      <TransparencyPage />
    </>
  );
}
