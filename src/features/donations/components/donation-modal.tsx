import { Suspense } from 'react';
import type { Program } from '@contract/program';
import { Dialog } from '@/components/ui/dialog/dialog';
import { DonationForm } from '@/features/donations/components/donation-form';
import { DONATION_MESSAGES } from '@/features/donations/messages';

export interface DonationModalProps {
  /** The id its opener buttons name (`dialogOpenerProps(id)`). */
  id: string;
  /** The program the gift is earmarked for ('Support this program'); absent: the general fund. */
  program?: Program;
}

/** The dialog's id for a gift to the general fund, or to one program. */
export const donationDialogId = (program?: Program) =>
  program?.id === undefined ? 'donation-dialog' : `donation-dialog-program-${program.id}`;

/**
 * 'Make a Donation' in a dialog that is in the page's HTML, closed, and opened by its buttons with no script;
 * it closes itself 2 seconds after a verified gift.
 */
export function DonationModal({ id, program }: DonationModalProps) {
  return (
    <Dialog
      id={id}
      title={program ? DONATION_MESSAGES.programTitle(program.title) : DONATION_MESSAGES.title}
      description="Choose an amount or enter your own. Payments are processed securely by Paystack."
    >
      {/* A boundary of its own: a page with a dialog per program hydrates each closed form in its own task. */}
      <Suspense>
        <DonationForm
          program={program}
          onDonated={() => {
            const dialog = document.getElementById(id);
            if (dialog instanceof HTMLDialogElement) dialog.close();
          }}
        />
      </Suspense>
    </Dialog>
  );
}
