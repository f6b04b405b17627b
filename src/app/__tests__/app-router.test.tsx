import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_CHECKOUT_PATH } from '@contract/donation-checkout';
import { OWN_PAGE_PATHS } from '@contract/own-page';
import { pageHandlesAt } from '@/app/router';
import { paths } from '@/config/paths';
import { WHO_WE_ARE_HERO } from '@/content/who-we-are';
import { DONATE_HERO } from '@/content/donate';
import { server } from '@/testing/mocks/server';
import { findPageHeading, renderApp } from '@/testing/render-app';

const mainNavigation = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('the app router', () => {
  beforeEach(() => {
    server.use(http.get('*/api/*', () => HttpResponse.json({ success: true, data: [] })));
    vi.mocked(window.scrollTo).mockClear();
  });

  it('moves to a page from the header and marks its link as the current page', async () => {
    const { user, history } = renderApp('/auth/sign-in');
    await findPageHeading('Admin Login');

    await user.click(within(mainNavigation()).getByRole('link', { name: 'Blog' }));

    expect(await findPageHeading('Latest News')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/blog');
    expect(history.action).toBe('PUSH');
    const blogLink = within(mainNavigation()).getByRole('link', { name: 'Blog' });
    expect(blogLink).toHaveAttribute('aria-current', 'page');
    expect(blogLink).toHaveClass('text-brand-700', 'underline');
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('scrolls smoothly to the top on every change of page, and not on the first one', async () => {
    const { user } = renderApp('/auth/sign-in');
    await findPageHeading('Admin Login');
    expect(window.scrollTo).not.toHaveBeenCalled();

    await user.click(within(mainNavigation()).getByRole('link', { name: 'Blog' }));
    await findPageHeading('Latest News');
    // The scroll follows the page change in an effect: on a loaded machine the heading can show first.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });

    await user.click(within(mainNavigation()).getByRole('link', { name: 'Who we are' }));
    await findPageHeading(WHO_WE_ARE_HERO.heading);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(2));
  });

  it('goes back to the previous page with Back', async () => {
    const { user, history } = renderApp('/auth/sign-in');
    await findPageHeading('Admin Login');
    await user.click(within(mainNavigation()).getByRole('link', { name: 'Blog' }));
    await findPageHeading('Latest News');

    act(() => history.back());

    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    expect(history.action).toBe('POP');
  });

  it('shows only the latest of two quick navigations', async () => {
    const { history } = renderApp('/auth/sign-in');
    await findPageHeading('Admin Login');

    act(() => {
      history.navigate('/who-we-are');
      history.navigate('/donate');
    });

    expect(await findPageHeading(DONATE_HERO.heading)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/donate');
  });

  it('sends a visitor without a session from /admin to sign-in, replacing the entry', async () => {
    const { history } = renderApp('/admin/view-members');

    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auth/sign-in');
    expect(history.action).toBe('REPLACE');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('pageHandlesAt', () => {
  it('names the route modules an address opens, layout routes first', () => {
    expect(pageHandlesAt('/blog/7').map((handle) => handle.module)).toEqual([
      'src/app/routes/blog-article.tsx',
    ]);
    expect(pageHandlesAt('/admin/view-members').map((handle) => handle.module)).toEqual([
      'src/app/routes/admin/admin-guard.tsx',
      'src/app/routes/admin/admin-root.tsx',
      'src/app/routes/admin/view-members.tsx',
    ]);
    expect(pageHandlesAt('/no/such/page').map((handle) => handle.module)).toEqual([
      'src/app/routes/not-found.tsx',
    ]);
  });

  // A form sent before the app comes back from the server as a page at the address it was posted to; once the
  // app arrives it draws that address, so each must be a page of the app and not 'Page Not Found'.
  it('has a page at every address a form without the app is posted to', () => {
    const formAddresses = [
      DONATION_CHECKOUT_PATH,
      paths.memberRequest.getHref(),
      OWN_PAGE_PATHS.signIn,
      OWN_PAGE_PATHS.open,
      OWN_PAGE_PATHS.memberRequest,
      OWN_PAGE_PATHS.mailPreferences,
      OWN_PAGE_PATHS.cancelMonthly('SUB_x'),
      OWN_PAGE_PATHS.changeCard('SUB_x'),
    ];
    for (const address of formAddresses)
      expect(
        pageHandlesAt(address).map((handle) => handle.module),
        address,
      ).not.toContain('src/app/routes/not-found.tsx');
  });
});
