import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MembershipApplication } from '@contract/membership-application';
import { DataTable, dateTimeColumn } from '@/components/ui/data-table/data-table';
import { formatKoboAsNaira } from '@/components/ui/data-table/format';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { paths } from '@/config/paths';
import { useApiKind } from '@/lib/api-capabilities';
import { useMembershipApplications } from '@/features/admin-membership-applications/api/get-membership-applications';
import { CertificateDownloadButton } from '@/features/admin-membership-applications/components/certificate-download-button';
import { PhotoViewerDialog } from '@/features/admin-membership-applications/components/photo-viewer-dialog';
import {
  GenderBadge,
  MaritalStatusBadge,
  ReviewStatusBadge,
  reviewStatusLabel,
} from '@/features/admin-membership-applications/components/membership-application-badges';
import { MembershipApplicationPhotoThumbnail } from '@/features/admin-membership-applications/components/membership-application-photo-thumbnail';
import {
  MembershipApplicationReviewActions,
  type AcceptedApplication,
} from '@/features/admin-membership-applications/components/membership-application-review-actions';

/** Volunteer Management: total, table, photo viewer, certificate download, plus the review. */
export function MembershipApplicationsTable() {
  const membershipApplications = useMembershipApplications();
  const [viewing, setViewing] = useState<MembershipApplication | null>(null);
  const [accepted, setAccepted] = useState<AcceptedApplication | null>(null);

  const apiKind = useApiKind();
  const reviewColumns = useMemo<DataTableColumn<MembershipApplication>[]>(
    () =>
      apiKind === 'ours'
        ? [
            {
              id: 'status',
              header: 'Status',
              value: (v) => reviewStatusLabel(v.status),
              cell: (v) => (
                <>
                  <ReviewStatusBadge status={v.status} />
                  {v.feeRefundedKobo ? (
                    <span className="mt-1 block text-xs text-slate-700">
                      Fee refunded: {formatKoboAsNaira(v.feeRefundedKobo)}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              id: 'actions',
              header: 'Review',
              cell: (v) => (
                <MembershipApplicationReviewActions membershipApplication={v} onAccepted={setAccepted} />
              ),
            },
          ]
        : [],
    [apiKind],
  );
  const columns = useMemo<DataTableColumn<MembershipApplication>[]>(
    () => [
      {
        id: 'photo',
        header: 'Photo',
        cell: (v) => (
          <MembershipApplicationPhotoThumbnail
            name={v.name}
            imageUrl={v.imageUrl}
            onOpen={() => setViewing(v)}
          />
        ),
      },
      {
        id: 'name',
        header: 'Name',
        value: (v) => [v.title, v.name].filter(Boolean).join(' '),
        className: 'font-medium',
      },
      {
        id: 'contact',
        header: 'Contact',
        value: (v) => `${v.email} ${v.phone}`,
        cell: (v) => (
          <div className="flex flex-col">
            <a href={`mailto:${v.email}`} className="text-brand-700 underline-offset-2 hover:underline">
              {v.email}
            </a>
            <span className="text-slate-600">{v.phone}</span>
          </div>
        ),
      },
      {
        id: 'personal',
        header: 'Personal Info',
        value: (v) => `${v.gender} ${v.marital_status}`,
        cell: (v) => (
          <div className="flex flex-wrap gap-1.5">
            <GenderBadge gender={v.gender} />
            <MaritalStatusBadge status={v.marital_status} />
          </div>
        ),
      },
      {
        id: 'location',
        header: 'Location',
        value: (v) => `${v.address} (${v.state_of_origin})`,
        cell: (v) => (
          <div className="flex max-w-56 flex-col">
            <span>{v.address}</span>
            <span className="text-slate-600">{v.state_of_origin}</span>
          </div>
        ),
      },
      { id: 'occupation', header: 'Occupation', value: (v) => v.occupation },
      {
        id: 'certificate',
        header: 'Certificate',
        cell: (v) =>
          v.file_path ? (
            <CertificateDownloadButton url={v.file_path} applicantName={v.name} />
          ) : (
            <span className="text-slate-500">No file</span>
          ),
      },
      dateTimeColumn('applied', 'Applied', (v) => v.created_at),
      // Review is ours only: the forum's PHP API has no status for an application nor a call to set one.
      ...reviewColumns,
    ],
    [reviewColumns],
  );

  if (membershipApplications.isPending) return <p role="status">Loading volunteers...</p>;
  if (membershipApplications.isError)
    return (
      <QueryStatus
        error={membershipApplications.error}
        onRetry={() => void membershipApplications.refetch()}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-brand-900">
        Total Volunteers:{' '}
        <span data-testid="total-membership-applications">{membershipApplications.data.length}</span>
      </p>
      {accepted ? (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
          {accepted.name} is now a member.{' '}
          <Link to={paths.memberCard.getHref(accepted.memberUlid)} className="font-semibold underline">
            View their member card
          </Link>
        </p>
      ) : null}
      {membershipApplications.data.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-8 text-center text-slate-600 shadow-sm">
          No volunteers found
        </p>
      ) : (
        <DataTable
          caption="Volunteer applications"
          rows={membershipApplications.data}
          columns={columns}
          getRowKey={(v) => v.id}
          emptyMessage="No volunteers found"
          exportFileName="volunteers.csv"
          initialSort={{ columnId: 'applied', direction: 'descending' }}
        />
      )}
      {viewing ? (
        <PhotoViewerDialog name={viewing.name} imageUrl={viewing.imageUrl} onClose={() => setViewing(null)} />
      ) : null}
    </div>
  );
}
