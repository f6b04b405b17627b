import { queryOptions } from '@tanstack/react-query';
import { getLedgerEndpoint } from '@contract/ledger';
import { callEndpoint } from '@/lib/api-client';

/**
 * The public ledger's cache keys. A gift or a disbursement changes it: the donation modal and the admin's
 * disbursement writes invalidate `ledgerKeys.all` (and `programKeys.all`, whose progress bars read the same
 * payments).
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  summary: () => [...ledgerKeys.all, 'summary'] as const,
};

export const ledgerQueryOptions = () =>
  queryOptions({
    queryKey: ledgerKeys.summary(),
    queryFn: async ({ signal }) => (await callEndpoint(getLedgerEndpoint, { signal })).data,
  });
