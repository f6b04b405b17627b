import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageHandlesAt } from '@/app/router';
import { DONATE_HERO } from '@/content/donate';
import { server } from '@/testing/mocks/server';
import { findPageHeading, renderApp } from '@/testing/render-app';

const pageHeading = () => screen.queryByRole('heading', { level: 1 })?.textContent;

describe('the app router', () => {
  /** The page heading on screen right after each View Transition's update ran. */
  let headingsShownByTransitions: Array<string | null | undefined>;

  beforeEach(() => {
    server.use(http.get('*/api/*', () => HttpResponse.json({ success: true, data: [] })));
    headingsShownByTransitions = [];
    const startViewTransition = vi.fn((update: () => void) => {
      update();
      headingsShownByTransitions.push(pageHeading());
      const done = Promise.resolve();
      return { finished: done, ready: done, updateCallbackDone: done, skipTransition: () => undefined };
    });
    Object.defineProperty(document, 'startViewTransition', {
      configurable: true,
      value: startViewTransition,
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(document, 'startViewTransition');
  });

  it('moves to a page from the header as a View Transition, with its chunk already in, and scrolls to the top', async () => {
    const { user, history } = renderApp('/auth/sign-in');
    await findPageHeading('Admin Login');

    const mainNavigation = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await user.click(within(mainNavigation).getByRole('link', { name: 'Blog' }));

    expect(await findPageHeading('Latest News')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/blog');
    // The update the transition animates already holds the new page, not the loading placeholder.
    expect(headingsShownByTransitions).toEqual(['Latest News']);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('changes the query string of the same page without a fade', async () => {
    const { history } = renderApp('/auth/sign-in');
    await findPageHeading('Admin Login');

    act(() => history.navigate('/auth/sign-in?from=menu'));

    await vi.waitFor(() => expect(history.location.search).toBe('?from=menu'));
    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    expect(headingsShownByTransitions).toEqual([]);
  });

  it('goes back to the previous page with Back, faded like any change of page', async () => {
    const { user, history } = renderApp('/auth/sign-in');
    await findPageHeading('Admin Login');
    const mainNavigation = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await user.click(within(mainNavigation).getByRole('link', { name: 'Blog' }));
    await findPageHeading('Latest News');

    act(() => history.back());

    expect(await findPageHeading('Admin Login')).toBeInTheDocument();
    expect(history.action).toBe('POP');
    expect(headingsShownByTransitions).toEqual(['Latest News', 'Admin Login']);
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
    expect(headingsShownByTransitions).toHaveLength(1);
  });
});

describe('pageHandlesAt', () => {
  it('names the chunks an address opens, layouts first', () => {
    expect(pageHandlesAt('/blog/7').map((handle) => handle.module)).toEqual([
      'src/app/routes/blog-article.tsx',
    ]);
    expect(pageHandlesAt('/admin/view-members').map((handle) => handle.module)).toEqual([
      'src/app/routes/admin/admin-root.tsx',
      'src/app/routes/admin/view-members.tsx',
    ]);
    expect(pageHandlesAt('/no/such/page').map((handle) => handle.module)).toEqual([
      'src/app/routes/not-found.tsx',
    ]);
  });
});
