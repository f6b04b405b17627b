import { createRoot } from 'react-dom/client';
import { SandboxCheckoutDialog } from '@/components/payments/sandbox-checkout-dialog';
import type { CheckoutDetails, PaymentResult } from '@/lib/payment-gateway';

/**
 * Opens the sandbox test checkout over the page, like Paystack's pop-up opens its own frame: it lives in its
 * own React root, so any feature can call it from an event handler, and it resolves once paid or cancelled.
 */
export function openSandboxCheckout(details: CheckoutDetails): Promise<PaymentResult> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.sandboxCheckout = '';
    document.body.appendChild(host);
    const root = createRoot(host);
    let settled = false;
    const finish = (result: PaymentResult) => {
      if (settled) return;
      settled = true;
      // Unmounted after the click that settled it has finished.
      setTimeout(() => {
        root.unmount();
        host.remove();
        resolve(result);
      }, 0);
    };
    root.render(
      <SandboxCheckoutDialog
        details={details}
        onPaid={(reference) => finish({ status: 'paid', reference })}
        onCancel={() => finish({ status: 'cancelled' })}
      />,
    );
  });
}
