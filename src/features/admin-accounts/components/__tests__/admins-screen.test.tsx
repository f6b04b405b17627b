import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES, listAdminsEndpoint, revokeInviteEndpoint } from '@contract/admin-accounts';
import { AdminsScreen } from '@/features/admin-accounts/components/admins-screen';
import { saveSession } from '@/lib/session';
import { createTestToken } from '@/testing/jwt';
import { handleEndpoint } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const ADMIN = { id: 1, email: 'first@forum.test', createdAt: '2026-01-05T10:00:00.000Z', isYou: true };

describe('AdminsScreen invitations', () => {
  it('withdraws a waiting invitation and shows the list without it', async () => {
    saveSession(createTestToken({ exp: undefined }));
    let invites = [{ email: 'volunteer@forum.test', expiresAt: '2030-01-02T10:00:00.000Z' }];
    const withdrawn: unknown[] = [];
    server.use(
      handleEndpoint(listAdminsEndpoint, () => HttpResponse.json({ success: true, data: [ADMIN], invites })),
      handleEndpoint(revokeInviteEndpoint, async ({ request }) => {
        withdrawn.push(await request.json());
        invites = [];
        return HttpResponse.json({ success: true, message: ADMIN_ACCOUNT_MESSAGES.inviteRevoked });
      }),
    );
    const { user } = renderRoute(<AdminsScreen />);

    const pending = await screen.findByRole('heading', { name: 'Invitations not yet accepted' });
    expect(pending.parentElement).toHaveTextContent('volunteer@forum.test');
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to volunteer@forum.test' }));

    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.inviteRevoked);
    expect(withdrawn).toEqual([{ email: 'volunteer@forum.test' }]);
    expect(await screen.findByRole('list', { name: 'Admins' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations not yet accepted' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Admins' })).getByText(ADMIN.email)).toBeInTheDocument();
  });
});
