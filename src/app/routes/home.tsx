import { lazy, Suspense } from 'react';
import { whenDialogOpens } from '@/lib/when-dialog-opens';
import { HomePage } from '@/features/home/components/home-page';

const MEMBERSHIP_APPLICATION_DIALOG_ID = 'membership-application';

// The membership application is in the page's HTML, closed, and 'Join the Movement' opens it with no script:
// its fields can be filled in before the app. Its code (the form's rules, the fee payment) is fetched when it
// first opens, then takes over the dialog as it stands; until then React leaves that part of the page as the
// server sent it. The server renders it at once.
const MembershipApplicationModal = lazy(async () => {
  if (typeof document !== 'undefined') await whenDialogOpens(MEMBERSHIP_APPLICATION_DIALOG_ID);
  const module = await import('@/features/membership/components/membership-application-modal');
  return { default: module.MembershipApplicationModal };
});

export default function HomeRoute() {
  return (
    <>
      <HomePage joinMovementDialogId={MEMBERSHIP_APPLICATION_DIALOG_ID} />
      <Suspense fallback={null}>
        <MembershipApplicationModal id={MEMBERSHIP_APPLICATION_DIALOG_ID} />
      </Suspense>
    </>
  );
}
