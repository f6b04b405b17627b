import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { dialogOpenerProps } from '@/components/ui/dialog/dialog-opener';
import { paths } from '@/config/paths';
import { DonatePage } from '@/features/donate-page/components/donate-page';
import { DonationModal, donationDialogId } from '@/features/donations/components/donation-modal';
import { DONATION_MESSAGES } from '@/features/donations/messages';
import { programListQueryOptions } from '@/lib/queries/program-queries';
import { Seo } from '@/lib/seo';

const DIALOG_ID = donationDialogId();

// Only a form the server sent back needs the form's code with the page; a visitor who only reads never loads it.
// Until it is here, React leaves that form as the server sent it.
const DonationForm = lazy(async () => ({
  default: (await import('@/features/donations/components/donation-form')).DonationForm,
}));

export default function DonateRoute() {
  // A donation form sent without the app and refused comes back on this page, open, to be corrected.
  const queryClient = useQueryClient();
  const [answer] = useState(() => queryClient.getQueryData<FormAnswer>(formAnswerQueryKey('donation')));
  // A gift earmarked for a program stays earmarked for it (the server sends the programs with the form).
  const programId = answer?.values.program_id;
  const { data: program } = useQuery({
    ...programListQueryOptions(),
    enabled: programId !== undefined,
    select: (response) => response.data.find((item) => String(item.id) === programId),
  });

  return (
    <>
      <Seo
        title="Donate"
        description="Give to the forum's work with families and communities in Nigeria; every donation goes directly to real impact."
        keywords={['donate', 'give', 'charity Nigeria', 'Paystack']}
        canonicalPath={paths.donate.getHref()}
      />
      <DonatePage
        donateButtonProps={dialogOpenerProps(DIALOG_ID)}
        returnedForm={
          answer ? (
            <section
              aria-labelledby="returned-donation-heading"
              className="mx-auto max-w-lg px-4 pt-12 sm:px-6"
            >
              <h2 id="returned-donation-heading" className="text-2xl font-bold text-brand-900">
                {program ? DONATION_MESSAGES.programTitle(program.title) : DONATION_MESSAGES.title}
              </h2>
              <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Suspense>
                  <DonationForm answer={answer} program={program} />
                </Suspense>
              </div>
            </section>
          ) : undefined
        }
      />
      <DonationModal id={DIALOG_ID} />
    </>
  );
}
