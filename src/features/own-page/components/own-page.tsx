import type { ReactNode } from 'react';
import { formatNaira } from '@contract/format-naira';
import type { MemberCard } from '@contract/member';
import {
  GIFT_STATUS_LABELS,
  NEWS_AND_APPEALS_FIELD,
  OWN_PAGE_LINK_VALID_MINUTES,
  OWN_PAGE_PATHS,
  type OwnMemberRequest,
  type OwnPageView,
} from '@contract/own-page';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { formatKoboAsNaira } from '@/components/ui/data-table/format';
import { TableHead } from '@/components/ui/data-table/table-head';
import { PrivacyNoticeNote } from '@/components/ui/form/privacy-notice-note';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import {
  MEMBER_REQUEST_STATUS_LABELS,
  MEMBER_REQUEST_TYPE_LABELS,
  MEMBER_REQUEST_TYPE_OPTIONS,
} from '@/content/member-requests';
import { cn } from '@/lib/cn';
import { formatDisplayDate } from '@/lib/format-date';
import { useOwnPage } from '@/features/own-page/api/get-own-page';

type SignedIn = Extract<OwnPageView, { state: 'signed-in' }>;

const MONTHLY_STATUS_LABELS: Record<SignedIn['monthlyGifts'][number]['status'], string> = {
  active: 'Active',
  attention: 'Paystack could not charge the last month',
  cancelled: 'Cancelled',
};

export interface OwnPageProps {
  /** The member's digital card, as the card page shows it. */
  renderMemberCard: (member: MemberCard) => ReactNode;
}

function Notice({ notice }: { notice: { tone: 'success' | 'error'; message: string } | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-4 py-3 font-medium',
        notice.tone === 'error'
          ? 'border border-red-200 bg-red-50 text-red-800'
          : 'bg-brand-50 text-brand-900',
      )}
    >
      {notice.message}
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SignInForm({ view }: { view: Extract<OwnPageView, { state: 'signed-out' }> }) {
  return (
    <div className="flex flex-col gap-6">
      <Notice notice={view.notice} />
      <p className="text-slate-700">
        See your gifts and statements, manage a monthly gift, and follow your member requests. Enter your
        e-mail address: we send a link that opens your page, once, for {OWN_PAGE_LINK_VALID_MINUTES} minutes.
        No password needed.
      </p>
      <form method="post" action={OWN_PAGE_PATHS.signIn} noValidate className="flex flex-col gap-4">
        <TextField
          id="own-page-email"
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="email"
          isRequired
          defaultValue={view.email}
          autoFocus={view.emailError !== null}
          error={view.emailError ?? undefined}
        />
        <PrivacyNoticeNote what="your e-mail address" />
        <Button type="submit" className="self-start">
          Send me a link
        </Button>
      </form>
    </div>
  );
}

function ConfirmLink({ token }: { token: string }) {
  return (
    <form method="post" action={OWN_PAGE_PATHS.open} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <p className="text-slate-700">
        This link opens your page on this device for 7 days, or until you sign out.
      </p>
      <Button type="submit" size="lg" className="self-start">
        Open my page
      </Button>
    </form>
  );
}

const OWN_TABLE_HEAD = 'border-b border-slate-300 text-slate-600';
/** Each heading but the last is spaced from the next. */
const OWN_TABLE_HEADING = 'py-2 pr-3 last:pr-0';

function Gifts({ view }: { view: SignedIn }) {
  if (view.gifts.length === 0)
    return <p className="text-slate-700">No gifts are recorded for {view.email}.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Your gifts, newest first</caption>
        <TableHead
          names={['Date', 'Amount', 'For', 'Gift', 'Reference', 'Status', 'Receipt']}
          className={OWN_TABLE_HEAD}
          cellClassName={OWN_TABLE_HEADING}
        />
        <tbody>
          {view.gifts.map((gift) => (
            <tr key={gift.reference} className="border-b border-slate-200">
              <td className="py-2 pr-3">{formatDisplayDate(gift.paidAt)}</td>
              <td className="py-2 pr-3 tabular-nums">{formatKoboAsNaira(gift.amountKobo)}</td>
              <td className="py-2 pr-3">{gift.program ?? 'General fund'}</td>
              <td className="py-2 pr-3">{gift.donationType === 'monthly' ? 'Monthly' : 'Once'}</td>
              <td className="py-2 pr-3 font-mono text-xs break-all">{gift.reference}</td>
              <td className="py-2 pr-3">
                {GIFT_STATUS_LABELS[gift.status]}
                {gift.refundedKobo > 0 ? (
                  <span className="block text-slate-600 tabular-nums">
                    {formatKoboAsNaira(gift.refundedKobo)} refunded
                  </span>
                ) : null}
              </td>
              <td className="py-2">
                <a
                  className="text-brand-700 underline"
                  href={OWN_PAGE_PATHS.receipt(gift.reference)}
                  download
                >
                  PDF<span className="sr-only"> receipt of {gift.reference}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Statements({ years }: { years: readonly number[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {years.map((year) => (
        <li key={year}>
          <a
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
            href={OWN_PAGE_PATHS.statement(year)}
          >
            Statement {year} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

function MonthlyGifts({ view }: { view: SignedIn }) {
  return (
    <ul className="flex flex-col gap-4">
      {view.monthlyGifts.map((gift) => (
        <li key={gift.subscriptionCode} className="rounded-lg border border-slate-200 p-4">
          <p className="font-medium">
            {formatKoboAsNaira(gift.amountKobo)} every month · {MONTHLY_STATUS_LABELS[gift.status]}
          </p>
          {gift.nextPaymentDate && gift.status !== 'cancelled' ? (
            <p className="text-sm text-slate-600">Next payment: {formatDisplayDate(gift.nextPaymentDate)}</p>
          ) : null}
          {gift.status !== 'cancelled' ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <form method="post" action={OWN_PAGE_PATHS.changeCard(gift.subscriptionCode)}>
                <Button type="submit" variant="outline" size="sm">
                  Change card
                </Button>
              </form>
              {gift.cancellable ? (
                // One tap opens the question, a second cancels: a stray tap cancels nothing.
                <details>
                  <summary
                    className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'cursor-pointer' })}
                  >
                    Cancel monthly gift
                  </summary>
                  <form
                    method="post"
                    action={OWN_PAGE_PATHS.cancelMonthly(gift.subscriptionCode)}
                    className="mt-2 flex flex-col gap-2"
                  >
                    <p className="text-sm text-slate-700">Paystack will not charge your card again.</p>
                    <Button type="submit" variant="danger" size="sm" className="self-start">
                      Yes, cancel my monthly gift
                    </Button>
                  </form>
                </details>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function describeRequest(request: OwnMemberRequest): string {
  if (request.type === 'leave') return `${request.duration ?? 0} day${request.duration === 1 ? '' : 's'}`;
  return formatNaira(request.amount ?? 0);
}

function MemberRequests({ requests }: { requests: readonly OwnMemberRequest[] }) {
  if (requests.length === 0) return <p className="text-slate-700">You have not filed a member request.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Your member requests, newest first</caption>
        <TableHead
          names={['Filed', 'Request', 'Description', 'Status']}
          className={OWN_TABLE_HEAD}
          cellClassName={OWN_TABLE_HEADING}
        />
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className="border-b border-slate-200">
              <td className="py-2 pr-3">{formatDisplayDate(request.createdAt)}</td>
              <td className="py-2 pr-3">
                {MEMBER_REQUEST_TYPE_LABELS[request.type]}: {describeRequest(request)}
              </td>
              <td className="py-2 pr-3">{request.description}</td>
              <td className="py-2">
                {MEMBER_REQUEST_STATUS_LABELS[request.status]}
                {request.decidedAt ? ` (${formatDisplayDate(request.decidedAt)})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The member request form with the member's name and ULID from their record, shown and locked. */
function NewMemberRequest({
  member,
  form,
  formKey,
}: {
  member: MemberCard;
  form: SignedIn['memberRequestForm'];
  formKey: string;
}) {
  const values = form?.values ?? {};
  const errors = form?.errors ?? {};
  return (
    <details open={form !== null} className="rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold text-brand-800">New request</summary>
      <form
        method="post"
        action={OWN_PAGE_PATHS.memberRequest}
        noValidate
        className="mt-4 flex flex-col gap-5"
      >
        <input type="hidden" name="idempotencyKey" value={formKey} />
        <TextField id="own-request-name" label="Name" value={member.name} readOnly aria-readonly="true" />
        <TextField
          id="own-request-ulid"
          label="ULID"
          value={member.ulid}
          readOnly
          aria-readonly="true"
          inputClassName="font-mono"
        />
        <SelectField
          id="own-request-type"
          name="type"
          label="Application Type"
          placeholder="Select application type"
          options={MEMBER_REQUEST_TYPE_OPTIONS}
          isRequired
          defaultValue={values.type ?? ''}
          error={errors.type}
        />
        <div data-shown-for="leave">
          <TextField
            id="own-request-duration"
            name="duration"
            label="Duration (in Days)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            isRequired
            defaultValue={values.duration ?? ''}
            error={errors.duration}
          />
        </div>
        <div data-shown-for="raise">
          <TextField
            id="own-request-amount"
            name="amount"
            label="Amount (in Naira)"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            isRequired
            defaultValue={values.amount ?? ''}
            error={errors.amount}
          />
        </div>
        <TextareaField
          id="own-request-description"
          name="description"
          label="Description"
          isRequired
          defaultValue={values.description ?? ''}
          error={errors.description}
        />
        <PrivacyNoticeNote what="your request" />
        <Button type="submit" className="self-start">
          Submit Application
        </Button>
      </form>
    </details>
  );
}

const NEWS_AND_APPEALS_STATUS: Record<'given' | 'withdrawn' | 'none', string> = {
  given: "You get news of the forum's work and appeals by e-mail.",
  withdrawn: 'You get no news or appeals by e-mail.',
  none: 'You get no news or appeals by e-mail: you have not asked for them.',
};

/**
 * The person's yes or no to news of the forum's work and appeals: a plain form with two native radios, the
 * latest word checked, so it works with no script.
 */
function MailPreferences({ view }: { view: SignedIn }) {
  const errorId = 'own-mail-preferences-error';
  const described = view.mailPreferencesError ? errorId : undefined;
  const choices = [
    { value: 'yes', label: "Yes, send me news of the forum's work and appeals" },
    { value: 'no', label: 'No news or appeals' },
  ] as const;
  return (
    <form method="post" action={OWN_PAGE_PATHS.mailPreferences} className="flex flex-col gap-4">
      <p className="text-slate-700">
        Receipts for your gifts always come, whatever you choose.{' '}
        {NEWS_AND_APPEALS_STATUS[view.newsAndAppeals ?? 'none']}
      </p>
      <fieldset className="flex flex-col gap-2" aria-describedby={described}>
        <legend className="mb-1 text-sm font-medium text-slate-800">News and appeals by e-mail</legend>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800"
          >
            <input
              type="radio"
              name={NEWS_AND_APPEALS_FIELD}
              value={choice.value}
              defaultChecked={(view.newsAndAppeals === 'given') === (choice.value === 'yes')}
              aria-describedby={described}
              className="size-4 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            />
            {choice.label}
          </label>
        ))}
        {view.mailPreferencesError ? (
          <p id={errorId} className="text-sm font-medium text-red-600">
            {view.mailPreferencesError}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate-600">
        Saying no also stops our other e-mails that carry an unsubscribe link, as that link does, except
        notices of requests filed in a member&apos;s name.
      </p>
      <Button type="submit" variant="outline" className="self-start">
        Save my choice
      </Button>
    </form>
  );
}

function SignedInPage({ view, renderMemberCard }: OwnPageProps & { view: SignedIn }) {
  return (
    <div className="flex flex-col gap-10">
      <Notice notice={view.notice} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Signed in as <strong>{view.email}</strong>
        </p>
        <form method="post" action={OWN_PAGE_PATHS.signOut}>
          <Button type="submit" variant="ghost" size="sm">
            Sign out
          </Button>
        </form>
      </div>
      {view.member ? (
        <Section id="own-page-member" title="Your membership">
          <div className="@container w-full max-w-xl">{renderMemberCard(view.member)}</div>
          <h3 className="text-lg font-semibold text-brand-900">Your member requests</h3>
          <MemberRequests requests={view.memberRequests} />
          <NewMemberRequest member={view.member} form={view.memberRequestForm} formKey={view.formKey} />
        </Section>
      ) : null}
      <Section id="own-page-gifts" title="Your gifts">
        <Gifts view={view} />
      </Section>
      {view.gifts.length > 0 ? (
        <Section id="own-page-statements" title="Yearly statements">
          <p className="text-slate-700">
            Every gift of a calendar year with the total, numbered so the forum can confirm it (for an
            employer's matching scheme, for example).
          </p>
          <Statements years={view.statementYears} />
        </Section>
      ) : null}
      {view.monthlyGifts.length > 0 ? (
        <Section id="own-page-monthly" title="Monthly gifts">
          <MonthlyGifts view={view} />
        </Section>
      ) : null}
      <Section id="own-page-mail" title="E-mail from the forum">
        <MailPreferences view={view} />
      </Section>
      <Section id="own-page-your-data" title="Your data">
        <p className="text-slate-700">
          Every record the forum holds under your e-mail address: gifts, applications, your member record,
          requests, consents and the e-mails sent to you, as one file.
        </p>
        <a href={OWN_PAGE_PATHS.myData} download className={buttonClassName({ className: 'mt-4' })}>
          Download my data
        </a>
      </Section>
    </div>
  );
}

/** A person's own page: the sign-in form, a mailed link's landing, or their gifts, membership and requests. */
export function OwnPage(props: OwnPageProps) {
  const page = useOwnPage();
  let content: ReactNode;
  if (page.isPending) content = <p role="status">Loading your page…</p>;
  else if (page.isError)
    content = (
      <p role="alert" className="text-red-800">
        Your page could not be loaded. Please reload the page.
      </p>
    );
  else if (page.data.state === 'signed-out') content = <SignInForm view={page.data} />;
  else if (page.data.state === 'confirm-link') content = <ConfirmLink token={page.data.token} />;
  else content = <SignedInPage view={page.data} {...props} />;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Your page</h1>
      {content}
    </section>
  );
}
