import { lazy, Suspense } from 'react';
import { whenDialogOpens } from '@/lib/when-dialog-opens';
import { HomePage } from '@/features/home/components/home-page';

const MEMBERSHIP_APPLICATION_DIALOG_ID = 'membership-application';

const loadForm = async () =>
  (await import('@/features/membership/components/membership-application-modal')).MembershipApplicationModal;

// A page the app draws itself (after a change of page, or on a static host) has the dialog only once the form's
// code is here: with no boundary of its own, the whole page waits for it, so it never shows 'Join the Movement'
// before the dialog it opens.
const isPageDrawnByTheApp =
  typeof document !== 'undefined' && document.getElementById(MEMBERSHIP_APPLICATION_DIALOG_ID) === null;
const FormDrawnByTheApp = lazy(async () => ({ default: await loadForm() }));

// In a page the server sent, the membership application is in the HTML, closed, and 'Join the Movement' opens
// it with no script: its fields can be filled in before the app. Its code (the form's rules, the fee payment)
// is fetched when it first opens, then takes over the dialog as it stands; until then React leaves that part
// of the page as the server sent it. The server renders it at once.
const FormSentByTheServer = lazy(async () => {
  if (typeof document !== 'undefined') await whenDialogOpens(MEMBERSHIP_APPLICATION_DIALOG_ID);
  return { default: await loadForm() };
});

export default function HomeRoute() {
  return (
    <>
      <HomePage joinMovementDialogId={MEMBERSHIP_APPLICATION_DIALOG_ID} />
      {isPageDrawnByTheApp ? (
        <FormDrawnByTheApp id={MEMBERSHIP_APPLICATION_DIALOG_ID} />
      ) : (
        <Suspense fallback={null}>
          <FormSentByTheServer id={MEMBERSHIP_APPLICATION_DIALOG_ID} />
        </Suspense>
      )}
    </>
  );
}
