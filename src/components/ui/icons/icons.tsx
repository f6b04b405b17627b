import type { ComponentProps, ReactNode } from 'react';

/** Decorative 24x24 icons in the current colour; the control that holds one carries the name. */
type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

/** Line drawings: a round-ended stroke, 24px unless the caller sizes them. */
const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-6',
} as const;

/** Brand marks and the slideshow's play and pause are filled shapes rather than line drawings. */
const FILLED = { fill: 'currentColor', className: 'size-5' } as const;

function icon(look: typeof LINE | typeof FILLED, shapes: ReactNode) {
  return function Icon({ className = look.className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        {...look}
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const MenuIcon = icon(LINE, <path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = icon(LINE, <path d="M18 6 6 18M6 6l12 12" />);

export const HeartIcon = icon(
  LINE,
  <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />,
);

export const MailIcon = icon(
  LINE,
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

export const PhoneIcon = icon(
  LINE,
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
);

export const MapPinIcon = icon(
  LINE,
  <>
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);

export const SignOutIcon = icon(
  LINE,
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);

export const ArrowLeftIcon = icon(LINE, <path d="M19 12H5M12 19l-7-7 7-7" />);

export const PlayIcon = icon(FILLED, <path d="M8 5v14l11-7z" />);

export const PauseIcon = icon(FILLED, <path d="M7 5h4v14H7zM13 5h4v14h-4z" />);

export const FacebookIcon = icon(
  FILLED,
  <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.3-3.8 3.8v2.4H8v3h2.5V21h3Z" />,
);

export const InstagramIcon = icon(
  FILLED,
  <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm5-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5.1 2-5.2 5.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.2 2 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.2-.1 5.1-2 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.2-2-5.1-5.2-5.2C14.7 3 14.4 3 12 3Zm0 1.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6c.1-2.4 1.3-3.6 3.7-3.7.9-.1 1.2-.1 3.6-.1Z" />,
);

export const XSocialIcon = icon(
  FILLED,
  <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z" />,
);
