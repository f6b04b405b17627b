import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { DonationReturnPage } from '@/features/donations/components/donation-return-page';

export default function DonationReturnRoute() {
  return (
    <>
      <Seo
        title="Your donation"
        description="Whether your donation went through."
        canonicalPath={paths.donationReturn.getHref()}
        noIndex
      />
      <DonationReturnPage />
    </>
  );
}
