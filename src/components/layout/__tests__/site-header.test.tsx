import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { renderRoute } from '@/testing/test-utils';

const LINK_NAMES = ['Home', 'Who we are', 'Programs', 'Our people', 'Blog'];

function renderHeader(initialEntry = '/') {
  return renderRoute(<SiteHeader />, { initialEntry });
}

const getDesktopNavigation = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
const getMenu = () => document.getElementById('mobile-menu')!;

// The menu is a closed popover (display: none) until the browser opens it, which jsdom cannot do.
const HIDDEN = { hidden: true } as const;

/** The browser's popover on the menu (jsdom has none): records each time the app hides it. */
function watchMenuHiding() {
  const hidePopover = vi.fn();
  Object.assign(getMenu(), { hidePopover });
  return hidePopover;
}

describe('SiteHeader', () => {
  it('links the logo home and offers the five links and the donation button', () => {
    renderHeader();

    expect(screen.getByRole('link', { name: /Helping Hands Humanitarian Forum home/ })).toHaveAttribute(
      'href',
      '/',
    );
    const links = within(getDesktopNavigation()).getAllByRole('link', HIDDEN);
    expect(links.map((link) => link.textContent)).toEqual(LINK_NAMES);
    expect(screen.getAllByRole('link', { name: 'Make a donation' })[0]).toHaveAttribute('href', '/donate');
  });

  it('marks only the link of the current section as the current page', () => {
    renderHeader('/blog/7');

    const navigation = within(getDesktopNavigation());
    expect(navigation.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(navigation.getByRole('link', { name: 'Blog' })).toHaveClass('underline', 'text-brand-700');
    for (const name of LINK_NAMES.filter((linkName) => linkName !== 'Blog')) {
      expect(navigation.getByRole('link', { name, ...HIDDEN })).not.toHaveAttribute('aria-current');
    }
  });

  it('treats Home as current only on the home page itself', () => {
    renderHeader('/');
    expect(within(getDesktopNavigation()).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("sends the mobile menu in the page's HTML as a popover the hamburger opens with no script", () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>,
    );

    // HTML attribute names are case-insensitive: React writes popoverTarget as it is spelled in JSX.
    expect(html).toMatch(/<button[^>]*popovertarget="mobile-menu"[^>]*aria-label="Menu"/i);
    expect(html).toMatch(/<div[^>]*id="mobile-menu" popover="auto"/);
  });

  it('offers the five links and the donation button in the mobile menu', () => {
    renderHeader();

    const menu = within(getMenu());
    expect(menu.getAllByRole('link', HIDDEN).map((link) => link.textContent)).toEqual([
      ...LINK_NAMES,
      'Make a donation',
    ]);
    expect(menu.getByRole('navigation', { name: 'Main', ...HIDDEN })).toBeInTheDocument();
  });

  it.each([
    ['a link in the menu', 'Programs', '/programs'],
    ['the donation button in the menu', 'Make a donation', '/donate'],
  ])('hides the menu when %s is chosen, and navigates', async (_what, name, path) => {
    const { user, history } = renderHeader();
    const hidePopover = watchMenuHiding();

    await user.click(within(getMenu()).getByRole('link', { name, ...HIDDEN }));

    expect(history.location.pathname).toBe(path);
    expect(hidePopover).toHaveBeenCalled();
  });

  it('hides the menu on any navigation, such as the logo link above it', async () => {
    const { user, history } = renderHeader('/blog');
    const hidePopover = watchMenuHiding();

    await user.click(screen.getByRole('link', { name: /home$/ }));

    expect(history.location.pathname).toBe('/');
    expect(hidePopover).toHaveBeenCalled();
  });
});
