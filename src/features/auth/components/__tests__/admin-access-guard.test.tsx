import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminAccessGuard } from '@/features/auth/components/admin-access-guard';
import { clearSession, saveSession } from '@/lib/session';
import { createTestToken, toJwtSeconds } from '@/testing/jwt';
import { renderRoute } from '@/testing/test-utils';

function renderAdminArea() {
  return renderRoute(<AdminAccessGuard />, {
    path: '/admin',
    initialEntry: '/admin/view-members',
    children: [{ path: 'view-members', element: <p>Admin area</p> }],
    routes: [{ path: '/auth/sign-in', element: <p>Sign-in page</p> }],
  });
}

function expectRedirectedToSignIn(history: ReturnType<typeof renderAdminArea>['history']) {
  expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  expect(history.location.pathname).toBe('/auth/sign-in');
  // Replacing the entry keeps Back from returning to a page the visitor may not see.
  expect(history.action).toBe('REPLACE');
}

describe('AdminAccessGuard', () => {
  it('sends a visitor without a token to sign-in, replacing the history entry', () => {
    const { history } = renderAdminArea();
    expectRedirectedToSignIn(history);
  });

  it('removes an undecodable token and sends the visitor to sign-in', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveSession('this-is-not-a-jwt');

    const { history } = renderAdminArea();

    expectRedirectedToSignIn(history);
    expect(localStorage.getItem('token')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('removes an expired token, leaves the session-expired note and sends the visitor to sign-in', () => {
    saveSession(createTestToken({ exp: toJwtSeconds(Date.now()) - 60 }));

    const { history } = renderAdminArea();

    expectRedirectedToSignIn(history);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('loginStatusMessage')).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('lets a token without exp in', () => {
    saveSession(createTestToken({ exp: undefined }));

    const { history } = renderAdminArea();

    expect(screen.getByText('Admin area')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/view-members');
  });

  it('lets an unexpired token in', () => {
    saveSession(createTestToken({ exp: toJwtSeconds(Date.now()) + 3600 }));

    renderAdminArea();

    expect(screen.getByText('Admin area')).toBeInTheDocument();
  });

  it('sends the visitor to sign-in as soon as the session is cleared', () => {
    saveSession(createTestToken({ exp: undefined }));
    const { history } = renderAdminArea();

    act(() => clearSession());

    expectRedirectedToSignIn(history);
  });
});
