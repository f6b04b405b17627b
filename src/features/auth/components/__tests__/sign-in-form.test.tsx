import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loginEndpoint, tooManySignInAttempts } from '@contract/auth';
import { LOGIN_STATUS_MESSAGE_CLEAR_MS } from '@contract/constants';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

function renderSignIn() {
  return renderRoute(<SignInForm />, {
    path: '/auth/sign-in',
    initialEntry: '/auth/sign-in',
    routes: [{ path: '/admin', element: <p>Admin dashboard</p> }],
  });
}

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('SignInForm', () => {
  it('shows the contract messages under empty fields and sends nothing', async () => {
    const login = vi.fn(() => HttpResponse.json({ success: true, token: 'a.b.c' }));
    server.use(handleEndpoint(loginEndpoint, login));
    const { user } = renderSignIn();

    await user.click(submitButton());

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Email is required');
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    expect(login).not.toHaveBeenCalled();
  });

  it('rejects an email in the wrong format', async () => {
    const { user } = renderSignIn();

    await user.type(emailField(), 'admin-at-example');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
  });

  it('stores the token without quotes and the login flag, then opens /admin', async () => {
    let sentBody: unknown;
    server.use(
      handleEndpoint(loginEndpoint, async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Login successful',
          token: '"header.payload.sig"',
        });
      }),
    );
    const { user, history } = renderSignIn();

    await user.type(emailField(), 'admin@example.org');
    await user.type(passwordField(), 'correct horse');
    await user.click(submitButton());

    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
    expect(sentBody).toEqual({ email: 'admin@example.org', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe('header.payload.sig');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it("shows the server's error when the login is refused", async () => {
    server.use(
      respondTo(loginEndpoint, { success: false, message: 'Invalid email or password' }, { status: 401 }),
    );
    const { user, history } = renderSignIn();

    await user.type(emailField(), 'admin@example.org');
    await user.type(passwordField(), 'wrong');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(history.location.pathname).toBe('/auth/sign-in');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it("prefers the answer's error field, as the PHP API sends it", async () => {
    server.use(respondTo(loginEndpoint, { success: false, error: 'Account locked' }));
    const { user } = renderSignIn();

    await user.type(emailField(), 'admin@example.org');
    await user.type(passwordField(), 'wrong');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked');
  });

  it('tells how long to wait when the server refuses for too many failed attempts', async () => {
    server.use(respondTo(loginEndpoint, tooManySignInAttempts(150), { status: 429 }));
    const { user } = renderSignIn();

    await user.type(emailField(), 'admin@example.org');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait 3 minute(s) and try again.',
    );
  });

  it("says 'Login failed' when the server gives no reason", async () => {
    server.use(respondTo(loginEndpoint, { success: false }));
    const { user } = renderSignIn();

    await user.type(emailField(), 'admin@example.org');
    await user.type(passwordField(), 'wrong');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    server.use(handleEndpoint(loginEndpoint, () => HttpResponse.error()));
    const { user } = renderSignIn();

    await user.type(emailField(), 'admin@example.org');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
  });

  it('goes straight to /admin when the login flag is already true', () => {
    localStorage.setItem('isLoggedIn', 'true');

    const { history } = renderSignIn();

    expect(screen.getByText('Admin dashboard')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
  });

  it('shows a stored status message as an error and clears it after 3 seconds', () => {
    vi.useFakeTimers();
    localStorage.setItem('loginStatusMessage', 'Your session has expired. Please sign in again.');

    renderSignIn();

    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');

    act(() => {
      vi.advanceTimersByTime(LOGIN_STATUS_MESSAGE_CLEAR_MS - 1);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(localStorage.getItem('loginStatusMessage')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('loginStatusMessage')).toBeNull();
  });
});
