import { ConfigError } from './config-error';

interface ResolvedPayments {
  mode: 'live' | 'sandbox';
  /** Whether money moves: 'live' keys take real money; Paystack 'test' keys and the 'sandbox' emulator never do. */
  moneyMode: 'live' | 'test' | 'sandbox';
}

/** The payments mode from PAYMENTS_MODE and the keys; production refuses anything but live keys unless told. */
export function resolvePayments(e: {
  NODE_ENV: string;
  PAYMENTS_MODE: 'sandbox' | 'test' | 'live' | undefined;
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION?: string;
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
  // A live-looking site must not take simulated payments by a forgotten setting: production asks for both.
  if (
    e.PAYMENTS_MODE === 'sandbox' &&
    e.NODE_ENV === 'production' &&
    e.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION !== '1'
  ) {
    throw new ConfigError(
      'PAYMENTS_MODE',
      'must not be sandbox when NODE_ENV=production (every payment would be simulated on a live-looking site); ' +
        'set ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=1 as well for a rehearsal, or use PAYMENTS_MODE=test with Paystack test keys',
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
        'set PAYMENTS_MODE=test (Paystack test keys), or PAYMENTS_MODE=sandbox with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=1 (simulated payments), to run without real money',
    );
  }
  if (!keyKind) return { mode: 'sandbox', moneyMode: 'sandbox' };
  return { mode: 'live', moneyMode: keyKind };
}
