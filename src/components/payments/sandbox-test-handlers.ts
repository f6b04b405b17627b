import { HttpResponse } from 'msw';
import { verifyPaymentEndpoint, type VerifyPaymentBody } from '@contract/donation';
import { sandboxCheckoutEndpoint, type SandboxCheckoutBody } from '@contract/paystack';
import { getSiteConfigEndpoint } from '@contract/site';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';

/**
 * Mock API answers for component tests of payment journeys: the site in sandbox mode, the test checkout's
 * "Pay" answering `reference`, and verify answering `verifyStatus`. The arrays record what was sent.
 */
export function sandboxPaymentHandlers({
  reference = 'SBX-test-reference',
  verifyStatus = 'success',
}: { reference?: string; verifyStatus?: 'success' | 'failed' } = {}) {
  const checkouts: SandboxCheckoutBody[] = [];
  const verifications: VerifyPaymentBody[] = [];
  const handlers = [
    respondTo(getSiteConfigEndpoint, { paymentMode: 'sandbox', paystackPublicKey: null }),
    handleEndpoint(sandboxCheckoutEndpoint, async ({ request }) => {
      checkouts.push((await request.json()) as SandboxCheckoutBody);
      return HttpResponse.json({
        status: true,
        message: 'Approved',
        data: { id: 1, reference, message: 'Approved' },
      });
    }),
    handleEndpoint(verifyPaymentEndpoint, async ({ request }) => {
      verifications.push((await request.json()) as VerifyPaymentBody);
      return verifyStatus === 'success'
        ? HttpResponse.json({ status: 'success', message: 'Payment verified' })
        : HttpResponse.json({ status: 'failed', message: 'The payment was not successful' }, { status: 402 });
    }),
  ];
  return { handlers, checkouts, verifications };
}
