import { Button } from '@/components/ui/button/button';

/**
 * What a screen shows until its data is in: 'Loading...', or the failed read's message, with 'Try again' when
 * the screen offers to read again.
 */
export function QueryStatus({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  if (!error) return <p role="status">Loading...</p>;
  if (!onRetry)
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    );
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-red-700">
      <p>{error.message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
