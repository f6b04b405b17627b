import { CURRENCY, DONATION_TYPE, KOBO_PER_NAIRA } from '@contract/constants';
import type { DonationType, PaymentPurpose } from '@contract/donation';
import { DONATION_TYPE_FIELD, type PaystackMetadata } from '@contract/paystack';
import type PaystackPopClass from '@paystack/inline-js';
import type { openSandboxCheckout as OpenSandboxCheckout } from '@/components/payments/sandbox-checkout';
import { loadApiCapabilities } from '@/lib/api-capabilities';

export interface PaymentRequest {
  email: string;
  amountNaira: number;
  purpose: PaymentPurpose;
  /** Extra metadata saved with the transaction (the purpose and 'Donation Type' are always added). */
  metadata?: Record<string, unknown>;
  /** Monthly gifts: the Paystack plan the first month is charged with ('Donation Type' is then 'monthly'). */
  plan?: string;
  /** Custom fields shown beside 'Donation Type' (a donation's program earmark). */
  customFields?: ReadonlyArray<{ display_name: string; variable_name: string; value: unknown }>;
}

/** Like the pop-up's callbacks: onSuccess gives a reference, onCancel nothing. */
export type PaymentResult = { status: 'paid'; reference: string } | { status: 'cancelled' };

/** The pop-up library could not be loaded: the attempt stops (no message to the visitor). */
export class PaymentPopupNotLoadedError extends Error {
  override readonly name = 'PaymentPopupNotLoadedError';
  constructor(cause?: unknown) {
    super('The Paystack pop-up is not loaded yet', { cause });
  }
}

export const POPUP_NOT_LOADED_CONSOLE_MESSAGE =
  'Paystack pop-up is not loaded yet; the payment was not started.';

export interface CheckoutDetails {
  email: string;
  amountKobo: number;
  metadata: PaystackMetadata;
  plan?: string;
}

type PaymentSettings =
  | { mode: 'live'; publicKey: string }
  | { mode: 'sandbox' }
  /** The forum's PHP API (no /api/site/config) and no build-time key: no checkout can be opened. */
  | { mode: 'not-set-up' };

const ONLINE_PAYMENT_NOT_SET_UP_MESSAGE =
  'Online payment is not set up on this site yet. Please contact the forum to give or pay.';

/** No Paystack key is known for an API that does not name one: the site must not take a payment. */
export class OnlinePaymentNotSetUpError extends Error {
  override readonly name = 'OnlinePaymentNotSetUpError';
  constructor() {
    super(ONLINE_PAYMENT_NOT_SET_UP_MESSAGE);
  }
}

/** Build-time key for a deployment whose API (the PHP one) does not answer /api/site/config. */
const buildTimePublicKey = (): string | undefined => {
  const key = import.meta.env.VITE_PAYSTACK_PUBLIC_KEY?.trim();
  return key ? key : undefined;
};

/**
 * Ours: live with the server's publishable key, or its sandbox. The forum's PHP API: live with the build-time key, or not
 * set up (never our sandbox, whose routes a foreign API does not have).
 */
async function loadPaymentSettings(): Promise<PaymentSettings> {
  const capabilities = await loadApiCapabilities();
  if (capabilities.kind === 'ours') {
    const { config } = capabilities;
    return config.paymentMode === 'live' && config.paystackPublicKey
      ? { mode: 'live', publicKey: config.paystackPublicKey }
      : { mode: 'sandbox' };
  }
  const key = buildTimePublicKey();
  return key ? { mode: 'live', publicKey: key } : { mode: 'not-set-up' };
}

function metadataFor(request: PaymentRequest): PaystackMetadata {
  return {
    ...request.metadata,
    purpose: request.purpose,
    custom_fields: [
      { ...DONATION_TYPE_FIELD, value: request.plan ? ('monthly' satisfies DonationType) : DONATION_TYPE },
      ...(request.customFields ?? []),
    ],
  };
}

type WindowWithPaystack = Window & { PaystackPop?: typeof PaystackPopClass };

async function openPaystackPopup(publicKey: string, details: CheckoutDetails): Promise<PaymentResult> {
  // A page that already carries Paystack's inline script (window.PaystackPop) uses it as it is.
  let PaystackPop: typeof PaystackPopClass | undefined = (window as WindowWithPaystack).PaystackPop;
  try {
    // Otherwise loaded only when a payment starts, so visitors who never pay never download it.
    PaystackPop ??= (await import('@paystack/inline-js')).default;
  } catch (error) {
    console.error(POPUP_NOT_LOADED_CONSOLE_MESSAGE, error);
    throw new PaymentPopupNotLoadedError(error);
  }
  return new Promise<PaymentResult>((resolve, reject) => {
    new PaystackPop().newTransaction({
      key: publicKey,
      email: details.email,
      amount: details.amountKobo,
      currency: CURRENCY,
      metadata: details.metadata,
      ...(details.plan ? { plan: details.plan } : {}),
      onSuccess: (transaction) => resolve({ status: 'paid', reference: transaction.reference }),
      onCancel: () => resolve({ status: 'cancelled' }),
      onError: (error) => {
        console.error(POPUP_NOT_LOADED_CONSOLE_MESSAGE, error.message);
        reject(new PaymentPopupNotLoadedError(error));
      },
    });
  });
}

async function openSandboxCheckoutDialog(details: CheckoutDetails): Promise<PaymentResult> {
  let openSandboxCheckout: typeof OpenSandboxCheckout;
  try {
    ({ openSandboxCheckout } = await import('@/components/payments/sandbox-checkout'));
  } catch (error) {
    console.error(POPUP_NOT_LOADED_CONSOLE_MESSAGE, error);
    throw new PaymentPopupNotLoadedError(error);
  }
  return openSandboxCheckout(details);
}

/**
 * The one payment call of the site: opens Paystack's pop-up (live) or our test checkout (sandbox) for the
 * amount in naira, and resolves when the visitor has paid (with the reference) or closed it. Throws
 * PaymentPopupNotLoadedError when the pop-up could not be loaded.
 */
export async function openPayment(request: PaymentRequest): Promise<PaymentResult> {
  const details: CheckoutDetails = {
    email: request.email,
    amountKobo: Math.round(request.amountNaira * KOBO_PER_NAIRA),
    metadata: metadataFor(request),
    ...(request.plan ? { plan: request.plan } : {}),
  };
  const settings = await loadPaymentSettings();
  if (settings.mode === 'not-set-up') throw new OnlinePaymentNotSetUpError();
  return settings.mode === 'live'
    ? openPaystackPopup(settings.publicKey, details)
    : openSandboxCheckoutDialog(details);
}
