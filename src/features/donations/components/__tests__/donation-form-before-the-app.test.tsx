import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormAnswer } from '@contract/server-rendered-page';
import { createTestQueryClient } from '@/testing/test-utils';
import { DonationForm } from '@/features/donations/components/donation-form';
import { payAndVerifyDonation } from '@/features/donations/lib/pay-and-verify-donation';
import { DONATION_MESSAGES } from '@/features/donations/messages';

vi.mock('@/features/donations/lib/pay-and-verify-donation', () => ({
  payAndVerifyDonation: vi.fn(() => Promise.resolve(false)),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

const form = () => (
  <QueryClientProvider client={createTestQueryClient()}>
    <DonationForm />
  </QueryClientProvider>
);

describe('DonationForm filled in before the app arrives', () => {
  it('keeps the amount and e-mail chosen in the server’s HTML, and pays with them', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(form());
    document.body.append(host);
    // The donor picks ₦100,000 and types an e-mail while the app's scripts are still on their way.
    host.querySelector<HTMLInputElement>('input[name="preset"][value="100000"]')!.checked = true;
    host.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';

    render(form(), { container: host, hydrate: true });

    expect(await screen.findByRole('button', { name: 'Donate ₦100,000' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '₦100,000' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Donate ₦100,000' }));

    await vi.waitFor(() => expect(payAndVerifyDonation).toHaveBeenCalledTimes(1));
    expect(vi.mocked(payAndVerifyDonation).mock.calls[0]![0]).toMatchObject({
      email: 'early@example.com',
      amountNaira: 100_000,
      frequency: 'once',
    });
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('early@example.com');
  });
});

describe('DonationForm the server sent back', () => {
  /** What the browser focuses (and scrolls to) in the server's HTML of the form, without a script. */
  const autofocused = (answer?: FormAnswer) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <DonationForm answer={answer} />
      </QueryClientProvider>,
    );
    return [...host.querySelectorAll('[autofocus]')].map(
      (element) => element.getAttribute('name') ?? element.getAttribute('role'),
    );
  };
  const refused = (errors: Record<string, string>, message?: string): FormAnswer => ({
    outcome: 'refused',
    values: { amount: '50', email: 'ada@forum' },
    errors,
    ...(message ? { message } : {}),
  });

  it('opens on the first field to fix, or on the message when no field is wrong', () => {
    const amountTooSmall = DONATION_MESSAGES.amountTooSmall;
    const emailInvalid = DONATION_MESSAGES.emailInvalid;
    expect(autofocused(refused({ amount: amountTooSmall, email: emailInvalid }))).toEqual(['amount']);
    expect(autofocused(refused({ email: emailInvalid }))).toEqual(['email']);
    expect(autofocused(refused({}, 'We could not reach Paystack right now.'))).toEqual(['alert']);
    // The form as the app or the built page has it opens on nothing.
    expect(autofocused()).toEqual([]);
  });
});
