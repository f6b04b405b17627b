import { createElement, Suspense, use } from 'react';
import type { Program } from '@contract/program';
import { Dialog } from '@/components/ui/dialog/dialog';
import { whenDialogOpens } from '@/lib/when-dialog-opens';
import type { DonationForm, DonationFormProps } from '@/features/donations/components/donation-form';
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

const loadDonationForm = async () =>
  (await import('@/features/donations/components/donation-form')).DonationForm;

/** The form's code, one promise per dialog: fetched when that dialog first opens (at once on the server). */
const formCodeByDialog = new Map<string, Promise<typeof DonationForm>>();
function formCodeOf(dialogId: string) {
  let code = formCodeByDialog.get(dialogId);
  if (!code) {
    code = (typeof document === 'undefined' ? Promise.resolve() : whenDialogOpens(dialogId))
      .then(loadDonationForm)
      .catch((error: unknown) => {
        // Left to the page's error boundary, whose retry fetches it again.
        formCodeByDialog.delete(dialogId);
        throw error;
      });
    formCodeByDialog.set(dialogId, code);
  }
  return code;
}

/** Until its code is in, React leaves the form as the server sent it: a plain form that works on its own. */
function DonationFormWhenOpened({ dialogId, ...props }: DonationFormProps & { dialogId: string }) {
  return createElement(use(formCodeOf(dialogId)), props);
}

/**
 * 'Make a Donation' in a dialog that is in the page's HTML, closed, and opened by its buttons with no script;
 * it closes itself 2 seconds after a verified gift. Its form works as the server sent it (a plain form) until
 * the dialog first opens, when the app fetches the form's code and takes it over: a page with a dialog per
 * program loads and runs none of them for a visitor who only reads.
 */
export function DonationModal({ id, program }: DonationModalProps) {
  return (
    <Dialog
      id={id}
      title={program ? DONATION_MESSAGES.programTitle(program.title) : DONATION_MESSAGES.title}
      description="Choose an amount or enter your own. Payments are processed securely by Paystack."
    >
      <Suspense>
        <DonationFormWhenOpened
          dialogId={id}
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
