import { useState } from 'react';
import { CURRENCY } from '@contract/constants';
import { sandboxCheckoutEndpoint } from '@contract/paystack';
import { Button } from '@/components/ui/button/button';
import { formatKoboAsNaira } from '@/components/ui/data-table/format';
import { Dialog } from '@/components/ui/dialog/dialog';
import { callEndpoint } from '@/lib/api-client';
import type { CheckoutDetails } from '@/lib/payment-gateway';

const SANDBOX_CHECKOUT_TEXT = {
  title: 'Paystack test checkout',
  testMode: 'Test mode — no real money moves',
  pay: 'Pay',
  cancel: 'Cancel',
  paying: 'Paying...',
  failed: 'The test payment could not be completed. Please try again.',
} as const;

export interface SandboxCheckoutDialogProps {
  details: CheckoutDetails;
  onPaid: (reference: string) => void;
  onCancel: () => void;
}

/**
 * Stands in for Paystack's pop-up when the site runs without Paystack keys: 'Pay' completes a successful
 * payment in the server's Paystack emulator and reports its reference exactly as the pop-up's onSuccess would;
 * 'Cancel' (or Escape, or ×) behaves like closing the pop-up.
 */
export function SandboxCheckoutDialog({ details, onPaid, onCancel }: SandboxCheckoutDialogProps) {
  const [isPaying, setIsPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setIsPaying(true);
    setError(null);
    try {
      const answer = await callEndpoint(sandboxCheckoutEndpoint, {
        body: {
          email: details.email,
          amount: details.amountKobo,
          currency: CURRENCY,
          metadata: details.metadata,
          ...(details.plan ? { plan: details.plan } : {}),
        },
      });
      onPaid(answer.data.reference);
    } catch (failure) {
      console.error('Sandbox checkout failed', failure);
      setError(SANDBOX_CHECKOUT_TEXT.failed);
      setIsPaying(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={() => {
        if (!isPaying) onCancel();
      }}
      title={SANDBOX_CHECKOUT_TEXT.title}
      description={SANDBOX_CHECKOUT_TEXT.testMode}
      size="sm"
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={isPaying}>
            {SANDBOX_CHECKOUT_TEXT.cancel}
          </Button>
          <Button onClick={() => void pay()} isLoading={isPaying} loadingText={SANDBOX_CHECKOUT_TEXT.paying}>
            {SANDBOX_CHECKOUT_TEXT.pay} {formatKoboAsNaira(details.amountKobo)}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-amber-50 p-4 text-sm text-slate-800">
        <dt className="font-medium text-slate-600">Amount</dt>
        <dd className="font-semibold">{formatKoboAsNaira(details.amountKobo)}</dd>
        <dt className="font-medium text-slate-600">E-mail</dt>
        <dd className="break-all">{details.email}</dd>
        {details.plan ? (
          <>
            <dt className="font-medium text-slate-600">Plan</dt>
            <dd>Every month</dd>
          </>
        ) : null}
      </dl>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
