import { listAuditLogEndpoint } from '@contract/admin-audit-log';
import { callEndpoint } from '@/lib/api-client';
import { useAdminData } from '@/lib/react-query';

export const useAuditLog = () =>
  useAdminData('audit-log', (signal) => callEndpoint(listAuditLogEndpoint, { signal }));
