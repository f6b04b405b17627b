import { lazy, Suspense, useState } from 'react';
import { paths } from '@/config/paths';
import { DonatePage } from '@/features/donate-page/components/donate-page';
import { Seo } from '@/lib/seo';

// Loaded on the first click only, so Paystack and the form stay out of the page's first load.
const DonationModal = lazy(() =>
  import('@/features/donations/components/donation-modal').then((module) => ({
    default: module.DonationModal,
  })),
);

export default function DonateRoute() {
  const [isDonationOpen, setIsDonationOpen] = useState(false);
  const [hasOpenedDonation, setHasOpenedDonation] = useState(false);

  const openDonation = () => {
    setHasOpenedDonation(true);
    setIsDonationOpen(true);
  };

  return (
    <>
      <Seo
        title="Donate"
        description="Give to the forum's work with families and communities in Nigeria; every donation goes directly to real impact."
        keywords={['donate', 'give', 'charity Nigeria', 'Paystack']}
        canonicalPath={paths.donate.getHref()}
      />
      <DonatePage onDonate={openDonation} />
      {hasOpenedDonation ? (
        <Suspense fallback={null}>
          <DonationModal open={isDonationOpen} onClose={() => setIsDonationOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
