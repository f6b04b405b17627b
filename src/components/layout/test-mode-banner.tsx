import { TEST_MODE_BANNER_CLASS_NAME, TEST_MODE_BANNERS } from '@contract/site';
import { cn } from '@/lib/cn';
import { useMoneyMode } from '@/lib/money-mode';

/** Says plainly, on every page and in the admin, when this site takes no real money (sandbox or Paystack test keys). */
export function TestModeBanner({ className }: { className?: string }) {
  const mode = useMoneyMode();
  if (mode === null || mode === 'live') return null;
  return (
    <p data-testid="test-mode-banner" className={cn(TEST_MODE_BANNER_CLASS_NAME, className)}>
      {TEST_MODE_BANNERS[mode]}
    </p>
  );
}
