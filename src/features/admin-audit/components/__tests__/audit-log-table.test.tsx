import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAuditLogEndpoint } from '@contract/admin-audit-log';
import { AuditLogTable } from '@/features/admin-audit/components/audit-log-table';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

describe('AuditLogTable', () => {
  it('lists who did what on which record, newest first', async () => {
    server.use(
      respondTo(listAuditLogEndpoint, {
        success: true,
        data: [
          {
            id: 1,
            adminEmail: 'a@forum.ng',
            action: 'create',
            entity: 'member',
            entityId: '4',
            summary: 'Created member Sola',
            createdAt: '2026-03-01T09:00:00.000Z',
          },
          {
            id: 2,
            adminEmail: 'b@forum.ng',
            action: 'delete',
            entity: 'blog',
            entityId: '9',
            summary: 'Deleted blog "Old"',
            createdAt: '2026-03-02T09:00:00.000Z',
          },
        ],
      }),
    );
    renderRoute(<AuditLogTable />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('b@forum.ng')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('blog #9')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Created member Sola')).toBeInTheDocument();
  });
});
