import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSiteConfigEndpoint, TEST_MODE_BANNERS } from '@contract/site';
import { TestModeBanner } from '@/components/layout/test-mode-banner';
import { resetMoneyModeForTests } from '@/lib/money-mode';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';

describe('TestModeBanner', () => {
  beforeEach(() => resetMoneyModeForTests());

  it.each([
    [
      'sandbox',
      { paymentMode: 'sandbox', paystackPublicKey: null, moneyMode: 'sandbox' },
      TEST_MODE_BANNERS.sandbox,
    ],
    [
      'Paystack test keys',
      { paymentMode: 'live', paystackPublicKey: 'pk_test_x', moneyMode: 'test' },
      TEST_MODE_BANNERS.test,
    ],
    [
      'an older API in sandbox',
      { paymentMode: 'sandbox', paystackPublicKey: null },
      TEST_MODE_BANNERS.sandbox,
    ],
  ])('says no money moves with %s', async (_label, config, text) => {
    server.use(respondTo(getSiteConfigEndpoint, config));
    render(<TestModeBanner />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows nothing when payments are live', async () => {
    let asked = false;
    server.use(
      respondTo(getSiteConfigEndpoint, {
        paymentMode: 'live',
        paystackPublicKey: 'pk_live_x',
        moneyMode: 'live',
      }),
    );
    server.events.on('request:start', () => {
      asked = true;
    });
    const { container } = render(<TestModeBanner />);
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    server.events.removeAllListeners();
  });
});
