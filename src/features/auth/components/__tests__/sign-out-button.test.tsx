import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES, signOutEndpoint } from '@contract/admin-accounts';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { getSessionToken, saveSession } from '@/lib/session';
import { createTestToken } from '@/testing/jwt';
import { handleEndpoint } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

function renderAdminPage() {
  return renderRoute(<SignOutButton />, {
    path: '/admin',
    initialEntry: '/admin',
    routes: [{ path: '/auth/sign-in', element: <p>Sign-in page</p> }],
  });
}

describe('SignOutButton', () => {
  it('ends the session on the server with its token, then forgets it and opens sign-in', async () => {
    const token = createTestToken({ exp: undefined });
    saveSession(token);
    const sent: Array<string | null> = [];
    server.use(
      handleEndpoint(signOutEndpoint, ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, message: ADMIN_ACCOUNT_MESSAGES.signedOut });
      }),
    );
    const { history, user } = renderAdminPage();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(sent).toEqual([`Bearer ${token}`]);
    expect(getSessionToken()).toBeNull();
    expect(history.action).toBe('REPLACE');
  });

  it('forgets the session all the same when the API has no such call (404) or cannot be reached', async () => {
    for (const answer of [
      () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      () => HttpResponse.error(),
    ]) {
      saveSession(createTestToken({ exp: undefined }));
      server.use(handleEndpoint(signOutEndpoint, answer));
      const { unmount, user } = renderAdminPage();

      await user.click(screen.getByRole('button', { name: 'Sign out' }));

      expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
      await waitFor(() => expect(getSessionToken()).toBeNull());
      unmount();
    }
  });
});
