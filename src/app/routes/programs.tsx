import { dialogOpenerProps } from '@/components/ui/dialog/dialog-opener';
import { paths } from '@/config/paths';
import { ProgramsPage } from '@/features/programs/components/programs-page';
import { DonationModal, donationDialogId } from '@/features/donations/components/donation-modal';
import { Seo } from '@/lib/seo';

export default function ProgramsRoute() {
  return (
    <>
      <Seo
        title="Programs"
        description="The outreach programs the forum has run and is planning across communities in Nigeria."
        keywords={['outreach programs', 'community support', 'food drive']}
        canonicalPath={paths.programs.getHref()}
      />
      {/* Each card's 'Support this program' opens its own donation dialog, in the page's HTML. */}
      <ProgramsPage
        support={{
          buttonPropsOf: (program) => dialogOpenerProps(donationDialogId(program)),
          dialogOf: (program) => <DonationModal id={donationDialogId(program)} program={program} />,
        }}
      />
    </>
  );
}
