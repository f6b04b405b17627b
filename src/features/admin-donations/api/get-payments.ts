import { listPaymentsEndpoint } from '@contract/admin-donations';
import { callEndpoint } from '@/lib/api-client';
import { useAdminData } from '@/lib/react-query';

export const usePayments = () =>
  useAdminData('payments', (signal) => callEndpoint(listPaymentsEndpoint, { signal }));
