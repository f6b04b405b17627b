import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isNavLinkActive, NavLink } from '@/components/ui/nav-link/nav-link';
import { renderRoute } from '@/testing/test-utils';

describe('isNavLinkActive', () => {
  it('is active on its own page and, unless `end`, on the pages below it', () => {
    expect(isNavLinkActive('/blog', '/blog')).toBe(true);
    expect(isNavLinkActive('/blog/7', '/blog')).toBe(true);
    expect(isNavLinkActive('/blog/7', '/blog', true)).toBe(false);
    expect(isNavLinkActive('/blogger', '/blog')).toBe(false);
  });

  it('treats the home page as active only on itself', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/blog', '/')).toBe(false);
  });
});

describe('NavLink', () => {
  it('marks the link of the page on screen, and moves the mark when the visitor follows another', async () => {
    const { user, history } = renderRoute(
      <nav>
        <NavLink to="/programs" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Programs
        </NavLink>
        <NavLink to="/blog" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Blog
        </NavLink>
      </nav>,
      { initialEntry: '/programs' },
    );

    expect(screen.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('idle');

    await user.click(screen.getByRole('link', { name: 'Blog' }));

    expect(history.location.pathname).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Programs' })).not.toHaveAttribute('aria-current');
  });
});
