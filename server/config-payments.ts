import { ConfigError } from './config-error';

export type PaymentMode = 'live' | 'sandbox';

/** Whether money moves: 'live' keys take real money; Paystack 'test' keys and the 'sandbox' emulator never do. */
export type MoneyMode = 'live' | 'test' | 'sandbox';
interface ResolvedPayments {
  mode: PaymentMode;
  moneyMode: MoneyMode;
}

/** The payments mode from PAYMENTS_MODE and the keys; production refuses anything but live keys unless told. */
export function resolvePayments(e: {
  NODE_ENV: string;
  PAYMENTS_MODE: 'sandbox' | 'test' | 'live' | undefined;
  PAYSTACK_PUBLIC_KEY: string | undefined;
  PAYSTACK_SECRET_KEY: string | undefined;
}): ResolvedPayments {
  const secret = e.PAYSTACK_SECRET_KEY;
  const keyKind = secret ? (secret.startsWith('sk_live_') ? 'live' : 'test') : undefined;
  if (secret && e.PAYSTACK_PUBLIC_KEY && !e.PAYSTACK_PUBLIC_KEY.startsWith(`pk_${keyKind}_`)) {
    throw new ConfigError(
      'PAYSTACK_PUBLIC_KEY',
      `must be a ${keyKind} key (pk_${keyKind}_...) like PAYSTACK_SECRET_KEY`,
    );
  }
  if (e.PAYMENTS_MODE === 'sandbox') return { mode: 'sandbox', moneyMode: 'sandbox' };
  if (e.PAYMENTS_MODE && e.PAYMENTS_MODE !== keyKind) {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY',
      `must be a ${e.PAYMENTS_MODE} key (sk_${e.PAYMENTS_MODE}_...) when PAYMENTS_MODE=${e.PAYMENTS_MODE}`,
    );
  }
  if (e.NODE_ENV === 'production' && !e.PAYMENTS_MODE && keyKind !== 'live') {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY',
      'must be a live key (sk_live_..., with PAYSTACK_PUBLIC_KEY pk_live_...) when NODE_ENV=production; ' +
        'set PAYMENTS_MODE=sandbox (simulated payments) or PAYMENTS_MODE=test (Paystack test keys) to run without real money',
    );
  }
  if (!keyKind) return { mode: 'sandbox', moneyMode: 'sandbox' };
  return { mode: 'live', moneyMode: keyKind };
}
