import { lazy, Suspense, useState } from 'react';
import type { Program } from '@contract/program';
import { paths } from '@/config/paths';
import { ProgramsPage } from '@/features/programs/components/programs-page';
import { Seo } from '@/lib/seo';

// Loaded on the first 'Support this program' only, so Paystack and the form stay out of the page's first load.
const DonationModal = lazy(() =>
  import('@/features/donations/components/donation-modal').then((module) => ({
    default: module.DonationModal,
  })),
);

export default function ProgramsRoute() {
  const [supported, setSupported] = useState<Program | null>(null);
  const [isDonationOpen, setIsDonationOpen] = useState(false);

  const support = (program: Program) => {
    setSupported(program);
    setIsDonationOpen(true);
  };

  return (
    <>
      <Seo
        title="Programs"
        description="The outreach programs the forum has run and is planning across communities in Nigeria."
        keywords={['outreach programs', 'community support', 'food drive']}
        canonicalPath={paths.programs.getHref()}
      />
      <ProgramsPage onSupport={support} />
      {supported ? (
        <Suspense fallback={null}>
          <DonationModal open={isDonationOpen} program={supported} onClose={() => setIsDonationOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
