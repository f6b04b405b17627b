import { Link } from 'react-router-dom';
import { FORUM_NAME } from '@contract/constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The forum's mark: a heart held in a green circle, with a warm sun above it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={cn('size-10 shrink-0', className)}
    >
      <circle cx="24" cy="24" r="24" fill="#187b4b" />
      <circle cx="24" cy="13" r="4.5" fill="#f7b733" />
      <path
        d="M24 38s-11-6.6-11-14.6c0-3.5 2.7-6.1 6-6.1 2.1 0 3.9 1 5 2.7 1.1-1.7 2.9-2.7 5-2.7 3.3 0 6 2.6 6 6.1C35 31.4 24 38 24 38Z"
        fill="#ffffff"
      />
    </svg>
  );
}

/** The logo linking home, as the header shows it. */
export function Logo() {
  return (
    <Link
      to={paths.home.getHref()}
      aria-label={`${FORUM_NAME} home`}
      className="flex min-w-0 items-center gap-2.5 rounded-lg"
    >
      <LogoMark />
      <span className="max-w-[11rem] text-sm leading-tight font-bold text-brand-900 sm:max-w-none sm:text-base">
        {FORUM_NAME}
      </span>
    </Link>
  );
}
