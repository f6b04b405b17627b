import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** Whether a navigation link points at the page on screen: exactly, or (unless `end`) a page below it. */
export function isNavLinkActive(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  return !end && to !== '/' && pathname.startsWith(`${to}/`);
}

interface NavLinkProps {
  to: string;
  /** Active only on `to` itself, not on the pages below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: ReactNode;
}

/** A link of a navigation menu: marked `aria-current="page"` and styled while its page is on screen. */
export function NavLink({ to, end, className, onClick, children }: NavLinkProps) {
  const [pathname] = useLocation();
  const isActive = isNavLinkActive(pathname, to, end);
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    >
      {children}
    </Link>
  );
}
