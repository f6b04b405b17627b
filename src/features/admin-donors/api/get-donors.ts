import { listDonorsEndpoint } from '@contract/admin-donors';
import { callEndpoint } from '@/lib/api-client';
import { useAdminData } from '@/lib/react-query';

export const useDonors = () =>
  useAdminData('donors', (signal) => callEndpoint(listDonorsEndpoint, { signal }));
