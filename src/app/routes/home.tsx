import { lazy, Suspense, useState } from 'react';
import { HomePage } from '@/features/home/components/home-page';

// Loaded on the first click only, so the payment and form code stays out of the home page's first load.
const MembershipApplicationModal = lazy(() =>
  import('@/features/membership/components/membership-application-modal').then((module) => ({
    default: module.MembershipApplicationModal,
  })),
);

export default function HomeRoute() {
  const [isApplicationOpen, setIsApplicationOpen] = useState(false);
  const [hasOpenedApplication, setHasOpenedApplication] = useState(false);

  const openApplication = () => {
    setHasOpenedApplication(true);
    setIsApplicationOpen(true);
  };

  return (
    <>
      <HomePage onJoinMovement={openApplication} />
      {hasOpenedApplication ? (
        <Suspense fallback={null}>
          <MembershipApplicationModal open={isApplicationOpen} onClose={() => setIsApplicationOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
