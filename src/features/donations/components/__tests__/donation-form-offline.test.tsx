import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/test-utils';
import { DonationForm } from '@/features/donations/components/donation-form';

// The payment's code is fetched with the tap on Donate; here that fetch fails, as on a dropped connection.
vi.mock('@/features/donations/lib/pay-and-verify-donation', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

describe('DonationForm when the payment code cannot be fetched', () => {
  it('sends the form to the server, with what the donor typed, as it does without the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: Array<Record<string, FormDataEntryValue>> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push(Object.fromEntries(new FormData(this)));
    });
    const { user } = renderRoute(<DonationForm />);

    await user.type(screen.getByLabelText(/enter your own amount/i), '7500');
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /^Donate ₦/ }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount: '7500', email: 'ada@example.com', frequency: 'once' });
  });
});
