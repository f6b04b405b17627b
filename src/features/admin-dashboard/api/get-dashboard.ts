import { getDashboardEndpoint } from '@contract/admin-dashboard';
import { callEndpoint } from '@/lib/api-client';
import { useAdminData } from '@/lib/react-query';

export const useDashboard = () =>
  useAdminData('dashboard', (signal) => callEndpoint(getDashboardEndpoint, { signal }));
