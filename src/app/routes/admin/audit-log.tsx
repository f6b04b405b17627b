import { AuditLogTable } from '@/features/admin-audit/components/audit-log-table';
import { Seo } from '@/lib/seo';

export default function AuditLogRoute() {
  return (
    <>
      <Seo title="Audit log" description="Who changed what in the admin area, and when." />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Audit log</h1>
      <AuditLogTable />
    </>
  );
}
