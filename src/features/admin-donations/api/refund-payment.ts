import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundPaymentEndpoint, type RefundBody } from '@contract/refunds';
import { acceptedOrThrow, callEndpoint } from '@/lib/api-client';
import { idempotencyKeyForApi } from '@/lib/idempotency-key';
import { ledgerKeys } from '@/lib/queries/ledger-queries';
import { programKeys } from '@/lib/queries/program-queries';

interface RefundInput {
  reference: string;
  body: RefundBody;
  /** One per refund the admin confirms, so a retry of it refunds once. */
  idempotencyKey: string;
}

async function refundPayment({ reference, body, idempotencyKey }: RefundInput) {
  const endpoint = {
    ...refundPaymentEndpoint,
    path: refundPaymentEndpoint.path.replace(':reference', encodeURIComponent(reference)),
  };
  const response = await callEndpoint(endpoint, {
    body,
    idempotencyKey: await idempotencyKeyForApi(idempotencyKey),
  });
  return acceptedOrThrow(response);
}

/** A refund changes the payments list, the dashboard, the public ledger and the programs' progress bars. */
export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
        queryClient.invalidateQueries({ queryKey: programKeys.all }),
      ]),
  });
};
