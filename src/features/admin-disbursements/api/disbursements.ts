import { useQuery } from '@tanstack/react-query';
import { withPathId } from '@contract/admin-path';
import {
  addDisbursementEndpoint,
  deleteDisbursementEndpoint,
  listDisbursementsEndpoint,
  updateDisbursementEndpoint,
  type DisbursementBody,
} from '@contract/ledger';
import { acceptedOrThrow, callEndpoint } from '@/lib/api-client';
import { ledgerKeys } from '@/lib/queries/ledger-queries';
import { useInvalidatingMutation } from '@/lib/react-query';

const disbursementKeys = { list: () => [...ledgerKeys.all, 'disbursements'] as const };

export const useDisbursements = () =>
  useQuery({
    queryKey: disbursementKeys.list(),
    queryFn: async ({ signal }) => (await callEndpoint(listDisbursementsEndpoint, { signal })).data,
  });

/** Every write changes the public ledger (and the admin list, which lives under the same key). */
export const useSaveDisbursement = () =>
  useInvalidatingMutation(ledgerKeys.all, ({ id, body }: { id?: number; body: DisbursementBody }) =>
    (id === undefined
      ? callEndpoint(addDisbursementEndpoint, { body })
      : callEndpoint(withPathId(updateDisbursementEndpoint, id), { body })
    ).then(acceptedOrThrow),
  );

export const useDeleteDisbursement = () =>
  useInvalidatingMutation(ledgerKeys.all, (id: number) =>
    callEndpoint(withPathId(deleteDisbursementEndpoint, id)).then(acceptedOrThrow),
  );
