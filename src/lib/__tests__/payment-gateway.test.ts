import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_FEE_KOBO, APPLICATION_FEE_NAIRA } from '@contract/constants';
import { verifyPaymentEndpoint } from '@contract/donation';
import { getSiteConfigEndpoint } from '@contract/site';
import {
  OnlinePaymentNotSetUpError,
  openPayment,
  PaymentPopupNotLoadedError,
  POPUP_NOT_LOADED_CONSOLE_MESSAGE,
} from '@/lib/payment-gateway';
import { resetApiCapabilitiesForTests } from '@/lib/api-capabilities';
import { verifyPaymentWithRetry } from '@/lib/verify-payment';
import { server } from '@/testing/mocks/server';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';

const popup = vi.hoisted(() => ({
  newTransaction: vi.fn(),
  failToLoad: false,
}));

class FakePaystackPop {
  newTransaction(options: unknown) {
    return popup.newTransaction(options);
  }
}

vi.mock('@paystack/inline-js', () => ({
  get default() {
    // What a failed chunk download looks like from inside the gateway.
    if (popup.failToLoad) throw new Error('Failed to fetch dynamically imported module');
    return FakePaystackPop;
  },
}));

beforeEach(() => {
  resetApiCapabilitiesForTests();
  popup.newTransaction.mockReset();
  popup.failToLoad = false;
});

describe('openPayment in live mode', () => {
  beforeEach(() => {
    server.use(respondTo(getSiteConfigEndpoint, { paymentMode: 'live', paystackPublicKey: 'pk_test_forum' }));
  });

  it("opens Paystack's pop-up with the key, kobo, NGN and the 'Donation Type' custom field, and reports the reference", async () => {
    popup.newTransaction.mockImplementation(
      (options: { onSuccess: (t: { id: number; reference: string; message: string }) => void }) =>
        options.onSuccess({ id: 7, reference: 'T-live-1', message: 'Approved' }),
    );
    const result = await openPayment({
      email: 'fee@example.com',
      amountNaira: APPLICATION_FEE_NAIRA,
      purpose: 'application_fee',
    });
    expect(result).toEqual({ status: 'paid', reference: 'T-live-1' });
    expect(popup.newTransaction).toHaveBeenCalledWith(
      expect.objectContaining({
        key: 'pk_test_forum',
        email: 'fee@example.com',
        amount: APPLICATION_FEE_KOBO,
        currency: 'NGN',
        metadata: {
          purpose: 'application_fee',
          custom_fields: [{ display_name: 'Donation Type', variable_name: 'donation_type', value: 'once' }],
        },
      }),
    );
  });

  it('reports a closed pop-up as cancelled', async () => {
    popup.newTransaction.mockImplementation((options: { onCancel: () => void }) => options.onCancel());
    expect(await openPayment({ email: 'a@example.com', amountNaira: 100, purpose: 'donation' })).toEqual({
      status: 'cancelled',
    });
  });

  it('stops with PaymentPopupNotLoadedError and a console message when the pop-up cannot be loaded', async () => {
    popup.failToLoad = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      openPayment({ email: 'a@example.com', amountNaira: 100, purpose: 'donation' }),
    ).rejects.toBeInstanceOf(PaymentPopupNotLoadedError);
    expect(consoleError).toHaveBeenCalledWith(POPUP_NOT_LOADED_CONSOLE_MESSAGE, expect.anything());
    expect(popup.newTransaction).not.toHaveBeenCalled();
  });
});

describe('verifyPaymentWithRetry', () => {
  const instant = () => Promise.resolve();

  it('stops at the first success', async () => {
    let calls = 0;
    server.use(
      handleEndpoint(verifyPaymentEndpoint, () => ((calls += 1), HttpResponse.json({ status: 'success' }))),
    );
    expect(await verifyPaymentWithRetry({ reference: 'r1' }, { wait: instant })).toBe(true);
    expect(calls).toBe(1);
  });

  it('sends its three attempts with one Idempotency-Key, and a new verification with another', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`*${verifyPaymentEndpoint.path}`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length % 3 === 0 ? HttpResponse.json({ status: 'success' }) : HttpResponse.error();
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await verifyPaymentWithRetry({ reference: 'r-key' }, { wait: instant })).toBe(true);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await verifyPaymentWithRetry({ reference: 'r-key' }, { wait: instant })).toBe(true);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('tries again after a failed call and a non-success status, 2 s apart, and succeeds on the third try', async () => {
    const answers = [
      () => HttpResponse.error(),
      () => HttpResponse.json({ status: 'pending' }),
      () => HttpResponse.json({ status: 'success' }),
    ];
    let calls = 0;
    server.use(http.post(`*${verifyPaymentEndpoint.path}`, () => answers[calls++]!()));
    const waits: number[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const verified = await verifyPaymentWithRetry(
      { reference: 'r2' },
      { wait: async (ms) => void waits.push(ms) },
    );
    expect(verified).toBe(true);
    expect(calls).toBe(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('gives up after exactly three attempts', async () => {
    let calls = 0;
    server.use(
      handleEndpoint(
        verifyPaymentEndpoint,
        () => ((calls += 1), HttpResponse.json({ status: 'failed' }, { status: 402 })),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await verifyPaymentWithRetry({ reference: 'r3' }, { wait: instant })).toBe(false);
    expect(calls).toBe(3);
  });
});

describe('openPayment on the PHP API (no /api/site/config)', () => {
  beforeEach(() => {
    server.use(http.get('*/api/site/config', () => new HttpResponse('<h1>Not Found</h1>', { status: 404 })));
  });

  it('says online payment is not set up without a build-time key, and opens nothing', async () => {
    vi.stubEnv('VITE_PAYSTACK_PUBLIC_KEY', '');
    const failure = await openPayment({
      email: 'a@example.com',
      amountNaira: 5000,
      purpose: 'donation',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OnlinePaymentNotSetUpError);
    expect((failure as Error).message).toMatch(/Online payment is not set up/);
    expect(popup.newTransaction).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });

  it("opens Paystack's pop-up with the build-time key", async () => {
    vi.stubEnv('VITE_PAYSTACK_PUBLIC_KEY', 'pk_test_build');
    popup.newTransaction.mockImplementation((options: { onSuccess: (t: { reference: string }) => void }) =>
      options.onSuccess({ reference: 'T-spec-1' }),
    );
    const result = await openPayment({ email: 'a@example.com', amountNaira: 5000, purpose: 'donation' });
    expect(result).toEqual({ status: 'paid', reference: 'T-spec-1' });
    expect(popup.newTransaction).toHaveBeenCalledWith(expect.objectContaining({ key: 'pk_test_build' }));
    vi.unstubAllEnvs();
  });
});
