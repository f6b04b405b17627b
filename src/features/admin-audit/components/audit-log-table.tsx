import type { AuditEntry } from '@contract/admin-audit-log';
import { DataTable, dateTimeColumn } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { useAuditLog } from '@/features/admin-audit/api/get-audit-log';

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  dateTimeColumn('when', 'When', (e) => e.createdAt),
  { id: 'who', header: 'Who', value: (e) => e.adminEmail },
  { id: 'action', header: 'Action', value: (e) => e.action, className: 'capitalize' },
  { id: 'record', header: 'Record', value: (e) => (e.entityId ? `${e.entity} #${e.entityId}` : e.entity) },
  { id: 'summary', header: 'Details', value: (e) => e.summary, className: 'max-w-lg' },
];

/** Who did what, when, on which record: every admin write the server recorded. */
export function AuditLogTable() {
  const auditLog = useAuditLog();
  if (auditLog.isPending || auditLog.isError) return <QueryStatus error={auditLog.error} />;
  return (
    <DataTable
      caption="Audit log"
      rows={auditLog.data}
      columns={COLUMNS}
      getRowKey={(e) => e.id}
      emptyMessage="No admin changes recorded yet"
      exportFileName="audit-log.csv"
      initialSort={{ columnId: 'when', direction: 'descending' }}
      pageSize={25}
    />
  );
}
