import { cn } from '@/lib/cn';

const SPINNER_SIZES = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
} as const;

export interface SpinnerProps {
  size?: keyof typeof SPINNER_SIZES;
  /** Announced to screen readers; leave out when the spinner sits inside something already labelled. */
  label?: string;
  className?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <svg
      className={cn('animate-spin', SPINNER_SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-motion-essential=""
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );

  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
