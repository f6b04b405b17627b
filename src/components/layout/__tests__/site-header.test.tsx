import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { renderRoute } from '@/testing/test-utils';

const LINK_NAMES = ['Home', 'Who we are', 'Programs', 'Our people', 'Blog'];

function renderHeader(initialEntry = '/') {
  return renderRoute(<SiteHeader />, { initialEntry });
}

const getDesktopNavigation = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
const openMenuButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('SiteHeader', () => {
  it('links the logo home and offers the five links and the donation button', () => {
    renderHeader();

    expect(screen.getByRole('link', { name: /Helping Hands Humanitarian Forum home/ })).toHaveAttribute(
      'href',
      '/',
    );
    const links = within(getDesktopNavigation()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LINK_NAMES);
    expect(screen.getByRole('link', { name: 'Make a donation' })).toHaveAttribute('href', '/donate');
  });

  it('marks only the link of the current section as the current page', () => {
    renderHeader('/blog/7');

    const navigation = within(getDesktopNavigation());
    expect(navigation.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(navigation.getByRole('link', { name: 'Blog' })).toHaveClass('underline', 'text-brand-700');
    for (const name of LINK_NAMES.filter((linkName) => linkName !== 'Blog')) {
      expect(navigation.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('treats Home as current only on the home page itself', () => {
    renderHeader('/');
    expect(within(getDesktopNavigation()).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the mobile menu as a labelled modal dialog and switches the button to close', async () => {
    const { user } = renderHeader();

    const toggle = openMenuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('open-menu-icon')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);

    // The panel's code loads on first use, so it may take a moment to appear.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByTestId('close-menu-icon')).toBeInTheDocument();
    expect(screen.queryByTestId('open-menu-icon')).not.toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...LINK_NAMES, 'Make a donation']);
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes the menu from its close button and returns to the open state', async () => {
    const { user } = renderHeader();

    await user.click(openMenuButton());
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(openMenuButton()).toHaveFocus();
  });

  it('closes the menu when the backdrop is clicked and gives focus back to the hamburger', async () => {
    const { user } = renderHeader();

    await user.click(openMenuButton());
    await user.click(screen.getByTestId('mobile-menu-backdrop'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveFocus();
  });

  it('closes the menu on Escape and gives focus back to the hamburger', async () => {
    const { user } = renderHeader();

    await user.click(openMenuButton());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveFocus();
  });

  it('closes the menu and navigates when a link in it is chosen', async () => {
    const { user, history } = renderHeader();

    await user.click(openMenuButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Programs' }));

    expect(history.location.pathname).toBe('/programs');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the menu when the donation button in it is chosen', async () => {
    const { user, history } = renderHeader();

    await user.click(openMenuButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Make a donation' }));

    expect(history.location.pathname).toBe('/donate');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the menu on any navigation, such as the logo link above it', async () => {
    const { user, history } = renderHeader('/blog');

    await user.click(openMenuButton());
    await user.click(screen.getByRole('link', { name: /home$/ }));

    expect(history.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the menu as the platform's modal dialog, with its close button inside", async () => {
    const { user } = renderHeader();

    await user.click(openMenuButton());
    const menu = await screen.findByRole('dialog', { name: 'Menu' });

    // showModal(): the rest of the page is inert, so the close control must be in the dialog itself.
    expect(menu.tagName).toBe('DIALOG');
    expect(menu).toHaveAttribute('open');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });
});
