import { AdminPage } from '@/app/layouts/admin-page';
import { AuditLogTable } from '@/features/admin-audit/components/audit-log-table';

export default function AuditLogRoute() {
  return (
    <AdminPage title="Audit log" description="Who changed what in the admin area, and when.">
      <AuditLogTable />
    </AdminPage>
  );
}
