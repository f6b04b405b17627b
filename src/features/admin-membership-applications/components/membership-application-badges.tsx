import type { ReactNode } from 'react';
import type { MembershipApplication } from '@contract/membership-application';
import { cn } from '@/lib/cn';

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>
      {children}
    </span>
  );
}

/** Gender male is blue, otherwise pink. */
export function GenderBadge({ gender }: { gender: string }) {
  const isMale = gender.trim().toLowerCase() === 'male';
  return (
    <Badge className={isMale ? 'bg-blue-100 text-blue-800' : 'bg-pink-100 text-pink-800'}>
      {gender || '—'}
    </Badge>
  );
}

/** Marital status single is green, otherwise purple. */
export function MaritalStatusBadge({ status }: { status: string }) {
  const isSingle = status.trim().toLowerCase() === 'single';
  return (
    <Badge className={isSingle ? 'bg-green-100 text-green-800' : 'bg-purple-100 text-purple-800'}>
      {status || '—'}
    </Badge>
  );
}

const REVIEW_STATUS_STYLES = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  withdrawn: 'bg-slate-200 text-slate-800',
} as const;

export const reviewStatusLabel = (status: MembershipApplication['status']) => {
  const value = status ?? 'pending';
  return value.charAt(0).toUpperCase() + value.slice(1);
};

/** The review status of an application (a missing status is pending). */
export function ReviewStatusBadge({ status }: { status: MembershipApplication['status'] }) {
  return <Badge className={REVIEW_STATUS_STYLES[status ?? 'pending']}>{reviewStatusLabel(status)}</Badge>;
}
