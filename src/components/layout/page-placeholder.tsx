import type { ReactNode } from 'react';
import { SECTION_IN_PROGRESS_MESSAGE } from '@/config/messages';
import { cn } from '@/lib/cn';

export interface PagePlaceholderProps {
  heading: string;
  /** One sentence on what the page is for. */
  summary: string;
  /** Links or details worth showing meanwhile. */
  children?: ReactNode;
  /** 'admin' sits in the admin layout's padded main area; 'public' centres itself on the page. */
  layout?: 'public' | 'admin';
}

/** What a page shows until its feature is built: its heading, its purpose and an honest note. */
export function PagePlaceholder({ heading, summary, children, layout = 'public' }: PagePlaceholderProps) {
  return (
    <section
      className={cn(layout === 'public' ? 'mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24' : 'max-w-3xl')}
    >
      <h1
        className={cn(
          'font-bold tracking-tight text-brand-900',
          layout === 'public' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {heading}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{summary}</p>
      <p className="mt-6 rounded-xl border border-accent-400/60 bg-accent-400/10 px-4 py-3 text-sm text-slate-800">
        {SECTION_IN_PROGRESS_MESSAGE}
      </p>
      {children ? <div className="mt-8">{children}</div> : null}
    </section>
  );
}
