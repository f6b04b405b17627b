import { Link } from 'react-router-dom';
import type { DashboardSummary } from '@contract/admin-dashboard';
import { formatKoboAsNaira, formatUsShortDateTime } from '@/components/ui/data-table/format';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/admin-dashboard/api/get-dashboard';

const SCREENS = [
  { label: 'Create Member', href: paths.admin.createMember.getHref(), text: 'Add a member by hand.' },
  {
    label: 'Members List',
    href: paths.admin.viewMembers.getHref(),
    text: 'Search, edit, export or remove members.',
  },
  {
    label: 'Volunteer Management',
    href: paths.admin.membershipApplications.getHref(),
    text: 'Review membership applications.',
  },
  {
    label: 'Member Applications',
    href: paths.admin.memberRequests.getHref(),
    text: 'Approve leave and raise requests.',
  },
  { label: 'Blog posts', href: paths.admin.blogs.getHref(), text: 'Edit or remove published stories.' },
  { label: 'Add Blog', href: paths.admin.addBlog.getHref(), text: 'Publish a new story.' },
  { label: 'Programs', href: paths.admin.programs.getHref(), text: 'Edit or remove programs.' },
  { label: 'Add Program', href: paths.admin.addProgram.getHref(), text: 'Announce a program.' },
  { label: 'Donations', href: paths.admin.donations.getHref(), text: 'Every recorded payment, with totals.' },
  {
    label: 'Donors',
    href: paths.admin.donors.getHref(),
    text: 'One-off and monthly donors, failed renewals.',
  },
  { label: 'Audit log', href: paths.admin.auditLog.getHref(), text: 'Who changed what, and when.' },
] as const;

function StatCard({ label, value, href }: { label: string; value: string; href: string }) {
  return (
    <Link
      to={href}
      className="flex flex-col gap-1 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-colors hover:ring-brand-500"
    >
      <span className="text-sm font-medium text-slate-600">{label}</span>
      <span className="text-3xl font-bold text-brand-900">{value}</span>
    </Link>
  );
}

const nairaOrNone = (kobo: number | undefined) => (kobo === undefined ? undefined : formatKoboAsNaira(kobo));

/** The totals, each leading to the screen of its records; the refund figures only when the API gives them. */
function totalsOf(data: DashboardSummary) {
  const donations = paths.admin.donations.getHref();
  const totals = [
    { label: 'Members', value: String(data.members), href: paths.admin.viewMembers.getHref() },
    {
      label: 'Volunteers awaiting review',
      value: String(data.membershipApplicationsAwaitingReview),
      href: paths.admin.membershipApplications.getHref(),
    },
    {
      label: 'Pending member requests',
      value: String(data.pendingMemberRequests),
      href: paths.admin.memberRequests.getHref(),
    },
    { label: 'Donations this month', value: formatKoboAsNaira(data.donationsThisMonthKobo), href: donations },
    { label: 'Donations all time', value: formatKoboAsNaira(data.donationsAllTimeKobo), href: donations },
    { label: 'Refunded all time', value: nairaOrNone(data.refundsAllTimeKobo), href: donations },
    { label: 'Donations net of refunds', value: nairaOrNone(data.netAllTimeKobo), href: donations },
    {
      label: 'Monthly recurring income',
      value: formatKoboAsNaira(data.monthlyRecurringKobo),
      href: paths.admin.donors.getHref(),
    },
  ];
  return totals.filter((total): total is typeof total & { value: string } => total.value !== undefined);
}

/** /admin: the totals an admin checks first, open disputes, the latest donations and a way into every screen. */
export function AdminDashboard() {
  const dashboard = useDashboard();

  return (
    <div className="flex flex-col gap-8">
      {dashboard.isPending || dashboard.isError ? (
        <QueryStatus error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          {dashboard.data.negativeBalances?.length ? (
            <div role="alert" className="mb-6 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900">
              <h2 className="font-bold">The public ledger shows a fund that spent more than it raised</h2>
              <ul className="mt-2 list-disc pl-5">
                {dashboard.data.negativeBalances.map((balance) => (
                  <li key={balance.programId ?? 'general'}>
                    {balance.title}: raised {formatKoboAsNaira(balance.raisedKobo)}, spent{' '}
                    {formatKoboAsNaira(balance.spentKobo)} (balance {formatKoboAsNaira(balance.balanceKobo)})
                  </li>
                ))}
              </ul>
              <Link
                to={paths.admin.disbursements.getHref()}
                className="mt-2 inline-block font-semibold underline"
              >
                Check the disbursements
              </Link>
            </div>
          ) : null}
          <section aria-label="Totals" aria-describedby="totals-note">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {totalsOf(dashboard.data).map((total) => (
                <StatCard key={total.label} {...total} />
              ))}
            </div>
            <p id="totals-note" className="mt-2 text-sm text-slate-600">
              Donation totals leave out application fees; the Donations screen lists both.
            </p>
          </section>
          {dashboard.data.monthlyGiftsNeedingAttention > 0 ? (
            <p
              role="status"
              className="rounded-xl bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-200"
            >
              {dashboard.data.monthlyGiftsNeedingAttention === 1
                ? '1 monthly gift'
                : `${dashboard.data.monthlyGiftsNeedingAttention} monthly gifts`}{' '}
              could not be renewed.{' '}
              <Link to={paths.admin.donors.getHref()} className="underline">
                See the failed renewals
              </Link>
            </p>
          ) : null}

          {dashboard.data.openDisputes?.length ? (
            <section
              aria-labelledby="open-disputes-heading"
              className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900"
            >
              <h2 id="open-disputes-heading" className="font-bold">
                Open disputes: Paystack holds {formatKoboAsNaira(dashboard.data.disputedHeldKobo ?? 0)}
              </h2>
              <p className="mt-1 text-sm">Answer each in Paystack's dashboard before its due date.</p>
              <ul className="mt-2 divide-y divide-red-200">
                {dashboard.data.openDisputes.map((dispute) => (
                  <li key={dispute.reference} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-mono text-sm">{dispute.reference}</span>
                    <span className="font-semibold">{formatKoboAsNaira(dispute.amountKobo)}</span>
                    <span className="text-sm">
                      {dispute.dueAt ? `Due ${formatUsShortDateTime(dispute.dueAt)}` : 'No due date given'}
                    </span>
                  </li>
                ))}
              </ul>
              <Link
                to={paths.admin.donations.getHref()}
                className="mt-2 inline-block font-semibold underline"
              >
                See the disputed payments
              </Link>
            </section>
          ) : null}

          <section
            aria-labelledby="latest-donations-heading"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="latest-donations-heading" className="mb-3 text-lg font-bold text-brand-900">
              Latest donations
            </h2>
            {dashboard.data.latestDonations.length === 0 ? (
              <p className="text-slate-600">No donations recorded yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {dashboard.data.latestDonations.map((donation) => (
                  <li key={donation.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <span className="text-slate-800">{donation.email}</span>
                    <span className="font-semibold text-brand-900">
                      {formatKoboAsNaira(donation.amountKobo)}
                    </span>
                    <span className="text-sm text-slate-600">{formatUsShortDateTime(donation.paidAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <nav aria-labelledby="admin-screens-heading">
        <h2 id="admin-screens-heading" className="mb-3 text-lg font-bold text-brand-900">
          Admin screens
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {SCREENS.map((screen) => (
            <li key={screen.href}>
              <Link
                to={screen.href}
                className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
              >
                <span className="font-semibold text-brand-800">{screen.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{screen.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
