import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORUM_NAME } from '@contract/constants';
import { getMembershipApplicationsEndpoint } from '@contract/membership-application';
import { getSiteConfigEndpoint } from '@contract/site';
import { API_MESSAGES, SESSION_MESSAGES } from '@/config/messages';
import { saveSession } from '@/lib/session';
import { createTestToken } from '@/testing/jwt';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { PENDING_APPLICANT } from '@/testing/membership-application-fixture';
import { findPageHeading, renderApp } from '@/testing/render-app';

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('app routes', () => {
  beforeEach(() => {
    // Pages load their data; an empty answer keeps these tests about the shell, not the features.
    server.use(
      // Our API (the admin's own screens are shown), then an empty answer to everything else.
      respondTo(getSiteConfigEndpoint, { paymentMode: 'sandbox', paystackPublicKey: null }),
      http.get('*/api/*', () => HttpResponse.json({ success: true, data: [] })),
    );
  });

  it('shows public pages inside the header and footer, behind a skip link', async () => {
    renderApp('/');

    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('gives a page its title, description and Open Graph tags', async () => {
    renderApp('/auth/sign-in');

    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Admin Login | ${FORUM_NAME}`));
    expect(metaContent('meta[name="description"]')).toBe("Sign in to the forum's admin area.");
    // The site's name is in og:site_name, not in og:title, as the server writes them too.
    expect(metaContent('meta[property="og:title"]')).toBe('Admin Login');
    expect(metaContent('meta[property="og:site_name"]')).toBe(FORUM_NAME);
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    expect(metaContent('meta[property="og:url"]')).toBe(`${window.location.origin}/auth/sign-in`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/sign-in`,
    );
  });

  it("answers an unknown address with 'Page Not Found' and a link home", async () => {
    renderApp('/no/such/page');

    expect(await findPageHeading('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a visitor without a session from /admin to the sign-in page', async () => {
    const { history } = renderApp('/admin/view-members');

    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auth/sign-in');
  });

  it('shows the admin area in its own layout, without the public header and footer', async () => {
    saveSession(createTestToken({ exp: undefined }));
    renderApp('/admin');

    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make a donation' })).not.toBeInTheDocument();

    const adminNavigation = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(adminNavigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin',
      '/admin/create-member',
      '/admin/view-members',
      '/admin/volunteers',
      '/admin/add-blog',
      '/admin/add-program',
      '/admin/member-application',
      '/admin/blogs',
      '/admin/programs',
      '/admin/donations',
      '/admin/donors',
      '/admin/disbursements',
      '/admin/audit-log',
      '/admin/admins',
      '/admin/privacy',
      '/admin/breaches',
    ]);
  });

  it("on the PHP API (no /api/site/config), shows only the PHP API's admin screens and no dashboard request", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/site/config', () => new HttpResponse('<h1>Not Found</h1>', { status: 404 })),
      http.get('*/api/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    saveSession(createTestToken({ exp: undefined }));
    renderApp('/admin');

    expect(await findPageHeading('Admin Panel')).toBeInTheDocument();
    const adminNavigation = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(adminNavigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/create-member',
      '/admin/view-members',
      '/admin/volunteers',
      '/admin/add-blog',
      '/admin/add-program',
      '/admin/member-application',
    ]);
    expect(screen.queryByText(/Could not reach the server/)).not.toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
  });

  it('on the PHP API, /transparency says the server does not offer it, asks nothing, and the footer drops its link', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/site/config', () => new HttpResponse('<h1>Not Found</h1>', { status: 404 })),
      http.get('*/api/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    renderApp('/transparency');

    expect(await findPageHeading('Where the money goes')).toBeInTheDocument();
    expect(await screen.findByText(API_MESSAGES.notOffered)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Where the money goes' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/transparency'))).toEqual([]);
  });

  it('answers an unknown admin address inside the admin layout', async () => {
    saveSession(createTestToken({ exp: undefined }));
    renderApp('/admin/no-such-screen');

    expect(await findPageHeading('Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it("sends the admin to sign in again when a private file's download is refused with 401", async () => {
    saveSession(createTestToken({ exp: undefined }));
    server.use(
      respondTo(getMembershipApplicationsEndpoint, {
        success: true,
        data: [{ ...PENDING_APPLICANT, imageUrl: null }],
      }),
      http.get('*/api/admin/membership-applications/7/certificate', () =>
        HttpResponse.json({ success: false, message: 'Unauthorised' }, { status: 401 }),
      ),
    );
    const { user, history } = renderApp('/admin/volunteers');

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Download the certificate of Funke Adeyemi' },
        { timeout: 5000 },
      ),
    );

    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auth/sign-in');
    expect(screen.getByText(SESSION_MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out from the admin sidebar', async () => {
    saveSession(createTestToken({ exp: undefined }));
    const { user, history } = renderApp('/admin');

    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auth/sign-in');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });
});
