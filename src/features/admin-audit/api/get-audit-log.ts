import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAuditLogEndpoint } from '@contract/admin-audit-log';
import { callEndpoint } from '@/lib/api-client';

const getAuditLogQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'audit-log'],
    queryFn: ({ signal }) => callEndpoint(listAuditLogEndpoint, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });

export const useAuditLog = () => useQuery(getAuditLogQueryOptions());
