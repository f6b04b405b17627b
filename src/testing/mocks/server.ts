import { setupServer } from 'msw/node';
import { getSiteConfigEndpoint } from '@contract/site';
import { respondTo } from '@/testing/mocks/endpoint-handlers';

/**
 * The mock API of unit tests. One answer by default, the capability probe every page makes: our API, in the
 * sandbox (a test about the forum's PHP API answers it with a 404). Every other answer is stated by the test.
 */
export const server = setupServer(
  respondTo(getSiteConfigEndpoint, { paymentMode: 'sandbox', paystackPublicKey: null, moneyMode: 'sandbox' }),
);
