import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundPaymentEndpoint, type RefundBody } from '@contract/refunds';
import { callEndpoint } from '@/lib/api-client';
import { ledgerKeys } from '@/lib/queries/ledger-queries';
import { programKeys } from '@/lib/queries/program-queries';

async function refundPayment({ reference, body }: { reference: string; body: RefundBody }) {
  const endpoint = {
    ...refundPaymentEndpoint,
    path: refundPaymentEndpoint.path.replace(':reference', encodeURIComponent(reference)),
  };
  const response = await callEndpoint(endpoint, { body });
  if (!response.success) throw new Error(response.message);
  return response;
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
