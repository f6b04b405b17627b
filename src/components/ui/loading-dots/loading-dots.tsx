import { cn } from '@/lib/cn';

export interface LoadingDotsProps {
  /** Announced to screen readers while the dots show. */
  label: string;
  className?: string;
}

/** Three pulsing dots for content that is loading (the blog list, for example). */
export function LoadingDots({ label, className }: LoadingDotsProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-8', className)}>
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          aria-hidden="true"
          data-motion-essential=""
          className="animate-loading-dot size-3 rounded-full bg-brand-600"
          style={{ animationDelay: `${dot * 0.16}s` }}
        />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
