import type { Requisition } from '@contract/requisition';
import { formatNaira } from '@/lib/format-naira';

export const NOT_APPLICABLE = '—';

export const formatRequisitionType = (type: Requisition['type']) => (type === 'leave' ? 'Leave' : 'Raise');

export function formatDuration(days: number | undefined): string {
  if (days === undefined) return NOT_APPLICABLE;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export function formatAmount(amount: number | undefined): string {
  return amount === undefined ? NOT_APPLICABLE : formatNaira(amount);
}
