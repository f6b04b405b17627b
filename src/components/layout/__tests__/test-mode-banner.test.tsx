import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSiteConfigEndpoint, MONEY_MODE_ATTRIBUTE, TEST_MODE_BANNERS } from '@contract/site';
import { TestModeBanner } from '@/components/layout/test-mode-banner';
import { resetApiCapabilitiesForTests } from '@/lib/api-capabilities';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { withTestModeBanner } from '../../../../server/pages/test-mode-banner-html';

describe('TestModeBanner', () => {
  beforeEach(() => resetApiCapabilitiesForTests());

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

describe('TestModeBanner in a page the server wrote it into', () => {
  beforeEach(() => resetApiCapabilitiesForTests());
  afterEach(() => document.documentElement.removeAttribute(MONEY_MODE_ATTRIBUTE));

  it.each(['sandbox', 'test'] as const)(
    'renders, from the first render, the markup the server wrote (%s), so the page hydrates without a shift',
    (mode) => {
      server.use(
        respondTo(getSiteConfigEndpoint, {
          paymentMode: 'sandbox',
          paystackPublicKey: null,
          moneyMode: mode,
        }),
      );
      const served = withTestModeBanner(
        '<html lang="en"><body><main id="main-content" tabindex="-1" class="pt-16"></main></body></html>',
        mode,
      );
      const mainHtml = /<main[^>]*>(.*)<\/main>/.exec(served)?.[1] ?? '';
      document.documentElement.setAttribute(
        MONEY_MODE_ATTRIBUTE,
        /data-money-mode="(\w+)"/.exec(served)?.[1] ?? '',
      );

      const firstRender = renderToString(<TestModeBanner />);

      expect(firstRender).toBe(mainHtml);
      expect(mainHtml).toContain(TEST_MODE_BANNERS[mode]);
    },
  );

  it('leaves a live site’s page as it is', () => {
    const page = '<html lang="en"><body><main id="main-content"></main></body></html>';
    expect(withTestModeBanner(page, 'live')).toBe(page);
  });
});
