import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppActionButton } from '@/components/ui/button/app-action-button';
import { buttonClassName, Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useApiKind } from '@/lib/api-capabilities';
import { ApiError } from '@/lib/api-client';
import { isAdminOnlyCardId } from '@contract/member-card';
import { MemberCardLookupError, useMemberCard } from '@/features/member-card/api/get-member-card';
import { MEMBER_CARD_MESSAGES as MESSAGES } from '@/features/member-card/config/member-card-messages';
import { DownloadCardButton } from '@/features/member-card/components/download-card-button';
import { MembershipCard } from '@/features/member-card/components/membership-card';
import './member-card-print.css';

/** The server's text when it gave one, 'Failed to load member data' when the request itself failed. */
function describeLoadFailure(error: unknown): string {
  if (error instanceof MemberCardLookupError) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return MESSAGES.loadFailed;
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 sm:px-6 sm:py-24">
      {children}
    </section>
  );
}

/** `needsApp`: shown only where scripts run. */
function Loading({ needsApp }: { needsApp?: boolean }) {
  return (
    <PageFrame>
      <div data-needs-app={needsApp}>
        <h1 className="sr-only">{MESSAGES.title}</h1>
        <p role="status" className="text-lg text-slate-600">
          {MESSAGES.loading}
        </p>
      </div>
    </PageFrame>
  );
}

function NotFound() {
  return (
    <PageFrame>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{MESSAGES.notFoundHeading}</h1>
      <p className="mt-4 text-center text-lg text-slate-700">{MESSAGES.notFoundText}</p>
      <Link to={paths.home.getHref()} className={buttonClassName({ variant: 'outline', className: 'mt-8' })}>
        Go to the home page
      </Link>
    </PageFrame>
  );
}

/** The digital member card: loading, error, not found, or the card with print and download. */
export function MemberCardPage({ memberId }: { memberId: string }) {
  const cardQuery = useMemberCard(memberId);
  const apiKind = useApiKind();

  if (cardQuery.isPending) {
    // Only the app, with an admin's session, can open a card by a numeric id: without scripts it is not found.
    return isAdminOnlyCardId(memberId) ? (
      <>
        <noscript>
          <NotFound />
        </noscript>
        <Loading needsApp />
      </>
    ) : (
      <Loading />
    );
  }

  if (cardQuery.isError) {
    return (
      <PageFrame>
        <h1 className="text-2xl font-bold text-brand-900">{MESSAGES.title}</h1>
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-700"
        >
          {describeLoadFailure(cardQuery.error)}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => void cardQuery.refetch()}>
          Try again
        </Button>
      </PageFrame>
    );
  }

  if (cardQuery.data.status === 'not-found') return <NotFound />;

  const { member } = cardQuery.data;
  const cardId = apiKind === 'ours' ? member.ulid : memberId;
  return (
    <PageFrame>
      <div className="member-card-print-area @container w-full max-w-xl">
        <MembershipCard member={member} cardId={cardId} />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <AppActionButton onAction={() => window.print()}>Print card</AppActionButton>
        <DownloadCardButton member={member} cardId={cardId} />
      </div>
      <p className="mt-4 max-w-md text-center text-sm text-slate-600">
        Anyone can scan the QR code to open this card and confirm the membership.
      </p>
    </PageFrame>
  );
}
