import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The line every form that collects personal data carries: what the form's data is used for is explained by
 * the privacy notice, one link away.
 */
export function PrivacyNoticeNote({ what, className }: { what: string; className?: string }) {
  return (
    <p className={cn('text-xs text-slate-600', className)}>
      How we use {what}:{' '}
      <a href={paths.privacy.getHref()} className="text-brand-700 underline">
        privacy notice
      </a>
      .
    </p>
  );
}
