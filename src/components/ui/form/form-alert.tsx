import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a form says after its request: an error is announced at once, a success politely. */
export function FormAlert({
  tone,
  className,
  children,
}: {
  tone: 'error' | 'success';
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-700'
          : 'border-emerald-200 bg-emerald-50 text-emerald-800',
        className,
      )}
    >
      {children}
    </p>
  );
}
