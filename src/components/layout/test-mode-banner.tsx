import { TEST_MODE_BANNERS } from '@contract/site';
import { cn } from '@/lib/cn';
import { useMoneyMode } from '@/lib/money-mode';

/** Says plainly, on every page and in the admin, when this site takes no real money (sandbox or Paystack test keys). */
export function TestModeBanner({ className }: { className?: string }) {
  const mode = useMoneyMode();
  if (mode === null || mode === 'live') return null;
  return (
    <p
      data-testid="test-mode-banner"
      className={cn(
        'border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950',
        className,
      )}
    >
      {TEST_MODE_BANNERS[mode]}
    </p>
  );
}
