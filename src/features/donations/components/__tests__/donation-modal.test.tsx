import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/test-utils';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { KOBO_PER_NAIRA, PRESET_DONATION_AMOUNTS_NAIRA } from '@contract/constants';
import { monthlyPlanEndpoint } from '@contract/monthly-giving';
import { sandboxPaymentHandlers } from '@/components/payments/sandbox-test-handlers';
import { resetApiCapabilitiesForTests } from '@/lib/api-capabilities';
import { server } from '@/testing/mocks/server';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { getProgramsEndpoint } from '@contract/program';
import type { Program } from '@contract/program';
import { dialogOpenerProps } from '@/components/ui/dialog/dialog-opener';
import { DonationForm } from '@/features/donations/components/donation-form';
import { DonationModal, donationDialogId } from '@/features/donations/components/donation-modal';
import { DONATION_MESSAGES } from '@/features/donations/messages';

afterEach(() => resetApiCapabilitiesForTests());

/** The dialog as a page has it: closed in the HTML, opened by its button. */
async function renderModal(program?: Program) {
  const id = donationDialogId(program);
  let rendered: ReturnType<typeof renderRoute> | undefined;
  // Awaited: the form's code is fetched once the dialog is on the page, and React takes the form in then.
  await act(async () => {
    rendered = renderRoute(
      <>
        <button {...dialogOpenerProps(id)}>Donate Now</button>
        <DonationModal id={id} program={program} />
        <Toaster />
      </>,
    );
  });
  const { user } = rendered!;
  await user.click(screen.getByRole('button', { name: 'Donate Now' }));
  const dialog = screen.getByRole('dialog', {
    name: program ? `Support ${program.title}` : 'Make a Donation',
  });
  return { user, dialog };
}

/** The form's submit button (not the 'Donate Now' that opens the dialog), whatever amount it names. */
const donateButton = () => screen.getByRole('button', { name: /^Donate($| ₦| monthly)/ });

describe('DonationModal', () => {
  it('offers the six preset amounts and labels the button with the picked one, thousands separated', async () => {
    const { user, dialog } = await renderModal();
    const presets = within(within(dialog).getByRole('group', { name: 'Choose an amount' })).getAllByRole(
      'radio',
    );
    expect(presets.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '₦50,000',
      '₦100,000',
      '₦250,000',
      '₦500,000',
      '₦1,000,000',
      '₦2,000,000',
    ]);
    expect(presets).toHaveLength(PRESET_DONATION_AMOUNTS_NAIRA.length);
    expect(donateButton()).toHaveTextContent('Donate ₦50,000');

    expect(screen.getByRole('radio', { name: '₦50,000' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '₦1,000,000' }));
    expect(screen.getByRole('radio', { name: '₦1,000,000' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '₦50,000' })).not.toBeChecked();
    expect(donateButton()).toHaveTextContent('Donate ₦1,000,000');
    // A plain form: what a browser without the app sends.
    const form = dialog.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/donate');
    const sent = Object.fromEntries(new FormData(form ?? undefined));
    expect(sent).toMatchObject({ preset: '1000000', amount: '', email: '', frequency: 'once' });
    expect(sent.idempotency_key).toMatch(/.{8,}/);
  });

  it('takes a typed amount and unchecks the presets', async () => {
    const { user } = await renderModal();
    const amount = screen.getByLabelText(/enter your own amount/i);
    await user.clear(amount);
    await user.type(amount, '123456');
    expect(donateButton()).toHaveTextContent('Donate ₦123,456');
    for (const preset of screen.getAllByRole('radio', { name: /^₦/ })) expect(preset).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: '₦250,000' }));
    expect(amount).toHaveValue(null);
    expect(donateButton()).toHaveTextContent('Donate ₦250,000');
  });

  it.each([
    ['0', DONATION_MESSAGES.amountTooSmall],
    ['-500', DONATION_MESSAGES.amountTooSmall],
    ['99', DONATION_MESSAGES.amountTooSmall],
    ['1000000000.01', DONATION_MESSAGES.amountTooLarge],
    ['1e15', DONATION_MESSAGES.amountTooLarge],
    ['99999999999', DONATION_MESSAGES.amountTooLarge],
    ['1e21', DONATION_MESSAGES.amountTooLarge],
  ])(
    'refuses to start a payment for the amount %j, naming no amount on the button',
    async (typed, message) => {
      const { handlers, checkouts } = sandboxPaymentHandlers();
      server.use(...handlers);
      const { user } = await renderModal();
      const amount = screen.getByLabelText(/enter your own amount/i);
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.type(screen.getByLabelText(/^email/i), 'donor@example.com');
      expect(donateButton()).toHaveAccessibleName('Donate');
      await user.click(donateButton());
      expect(amount).toHaveAccessibleDescription(message);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('dialog', { name: /Paystack test checkout/ })).not.toBeInTheDocument();
      expect(checkouts).toHaveLength(0);
    },
  );

  it("offers an unticked 'Keep me updated' that travels with the gift only when ticked, beside a link to the privacy notice", async () => {
    const { handlers, checkouts } = sandboxPaymentHandlers({ reference: 'SBX-updates' });
    server.use(...handlers);
    const { user, dialog } = await renderModal();
    const keepUpdated = within(dialog).getByRole('checkbox', {
      name: "Keep me updated about the forum's work",
    });
    expect(keepUpdated).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    await user.click(keepUpdated);
    await user.type(screen.getByLabelText(/^email/i), 'donor@example.com');
    await user.click(donateButton());
    const checkout = await screen.findByRole('dialog', { name: /Paystack test checkout/ });
    await user.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(DONATION_MESSAGES.success, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(checkouts[0]?.metadata?.custom_fields).toContainEqual({
      display_name: 'Keep me updated',
      variable_name: 'keep_updated',
      value: 'yes',
    });
  });

  it('pays through the test checkout, verifies the amount with the server, thanks the donor and closes after 2 s', async () => {
    const { handlers, checkouts, verifications } = sandboxPaymentHandlers({ reference: 'SBX-paid' });
    server.use(...handlers);
    const { user, dialog } = await renderModal();
    await user.click(screen.getByRole('radio', { name: '₦250,000' }));
    await user.type(screen.getByLabelText(/^email/i), 'donor@example.com');
    await user.click(donateButton());

    const checkout = await screen.findByRole('dialog', { name: /Paystack test checkout/ });
    expect(checkout).toHaveTextContent('Test mode — no real money moves');
    expect(checkout).toHaveTextContent('₦250,000');
    expect(checkout).toHaveTextContent('donor@example.com');
    await user.click(within(checkout).getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByText(DONATION_MESSAGES.success, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(checkouts).toEqual([
      {
        email: 'donor@example.com',
        amount: 250_000 * KOBO_PER_NAIRA,
        currency: 'NGN',
        metadata: {
          purpose: 'donation',
          custom_fields: [{ display_name: 'Donation Type', variable_name: 'donation_type', value: 'once' }],
        },
      },
    ]);
    expect(verifications).toEqual([{ reference: 'SBX-paid', purpose: 'donation', amount: 250_000 }]);
    expect(screen.getByLabelText(/^email/i)).toHaveValue('');
    expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'), { timeout: 3000 });
  });

  it('names the program it supports, shows its progress and earmarks the gift in the metadata', async () => {
    const program = {
      id: 7,
      date: '2030-01-10',
      title: 'Clean water',
      description: 'Boreholes',
      imageUrl: '/a.svg',
      goalNaira: 1_000_000,
      goalEndsOn: null,
      progress: { raisedKobo: 100_000_00, donors: 2 },
    };
    const { handlers, checkouts } = sandboxPaymentHandlers({ reference: 'SBX-earmarked' });
    server.use(...handlers, respondTo(getProgramsEndpoint, { success: true, data: [program] }));
    const { user, dialog } = await renderModal(program);
    expect(within(dialog).getByRole('progressbar', { name: 'Raised for Clean water' })).toHaveAttribute(
      'aria-valuenow',
      '100000',
    );
    await user.type(screen.getByLabelText(/^email/i), 'donor@example.com');
    await user.click(donateButton());
    const checkout = await screen.findByRole('dialog', { name: /Paystack test checkout/ });
    await user.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(checkouts[0]).toMatchObject({
      metadata: {
        purpose: 'donation',
        custom_fields: [
          { display_name: 'Donation Type', variable_name: 'donation_type', value: 'once' },
          { display_name: 'Program', variable_name: 'program_id', value: 7 },
        ],
      },
    });
  });

  it('says the donation was canceled when the checkout is closed, and lets the donor try again', async () => {
    const { handlers, verifications } = sandboxPaymentHandlers();
    server.use(...handlers);
    const { user } = await renderModal();
    await user.type(screen.getByLabelText(/^email/i), 'donor@example.com');
    await user.click(donateButton());
    const checkout = await screen.findByRole('dialog', { name: /Paystack test checkout/ });
    await user.click(within(checkout).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(DONATION_MESSAGES.cancelled)).toBeInTheDocument();
    expect(verifications).toHaveLength(0);
    await waitFor(() => expect(donateButton()).toBeEnabled());
  });

  it('reports a failed verification after three attempts', async () => {
    const { handlers, verifications } = sandboxPaymentHandlers({ verifyStatus: 'failed' });
    server.use(...handlers);
    const { user, dialog } = await renderModal();
    await user.type(screen.getByLabelText(/^email/i), 'donor@example.com');
    await user.click(donateButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: /Paystack test checkout/ })).getByRole('button', {
        name: /^Pay/,
      }),
    );
    expect(
      await screen.findByText(DONATION_MESSAGES.verificationFailed, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(verifications).toHaveLength(3);
    expect(dialog).toHaveAttribute('open');
  });

  describe('Give once / Give monthly', () => {
    it('is a radio group that starts on Give once and relabels the button for a monthly gift', async () => {
      const { user, dialog } = await renderModal();
      const choice = await within(dialog).findByRole('group', { name: DONATION_MESSAGES.frequencyLegend });
      const once = within(choice).getByRole('radio', { name: 'Give once' });
      const monthly = within(choice).getByRole('radio', { name: 'Give monthly' });
      expect(once).toBeChecked();
      expect(donateButton()).toHaveTextContent(/^Donate ₦50,000$/);
      await user.click(monthly);
      expect(monthly).toBeChecked();
      expect(once).not.toBeChecked();
      expect(donateButton()).toHaveTextContent('Donate ₦50,000 monthly');
      expect(dialog).toHaveTextContent(DONATION_MESSAGES.monthlyHint);
    });

    it("charges the first month with the amount's plan, sends 'monthly' and verifies it as monthly", async () => {
      const { handlers, checkouts, verifications } = sandboxPaymentHandlers({ reference: 'SBX-month-1' });
      const planRequests: unknown[] = [];
      server.use(
        ...handlers,
        handleEndpoint(monthlyPlanEndpoint, async ({ request }) => {
          planRequests.push(await request.json());
          return HttpResponse.json({ success: true, data: { planCode: 'PLN_monthly100k' } });
        }),
      );
      const { user } = await renderModal();
      await user.click(await screen.findByRole('radio', { name: 'Give monthly' }));
      await user.click(screen.getByRole('radio', { name: '₦100,000' }));
      await user.type(screen.getByLabelText(/^email/i), 'monthly@example.com');
      await user.click(donateButton());
      const checkout = await screen.findByRole('dialog', { name: /Paystack test checkout/ });
      expect(checkout).toHaveTextContent('Every month');
      await user.click(within(checkout).getByRole('button', { name: /^Pay/ }));
      expect(await screen.findByText(DONATION_MESSAGES.success, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(planRequests).toEqual([{ amount: 100_000 }]);
      expect(checkouts).toEqual([
        {
          email: 'monthly@example.com',
          amount: 100_000 * KOBO_PER_NAIRA,
          currency: 'NGN',
          plan: 'PLN_monthly100k',
          metadata: {
            purpose: 'donation',
            custom_fields: [
              { display_name: 'Donation Type', variable_name: 'donation_type', value: 'monthly' },
            ],
          },
        },
      ]);
      expect(verifications).toEqual([
        { reference: 'SBX-month-1', purpose: 'donation', amount: 100_000, donationType: 'monthly' },
      ]);
    });

    it('says so and opens no checkout when the plan cannot be had', async () => {
      const { handlers, checkouts } = sandboxPaymentHandlers();
      server.use(
        ...handlers,
        respondTo(monthlyPlanEndpoint, { success: false, message: 'down' }, { status: 502 }),
      );
      const { user } = await renderModal();
      await user.click(await screen.findByRole('radio', { name: 'Give monthly' }));
      await user.type(screen.getByLabelText(/^email/i), 'monthly@example.com');
      await user.click(donateButton());
      expect(await screen.findByText(DONATION_MESSAGES.monthlyUnavailable)).toBeInTheDocument();
      expect(checkouts).toHaveLength(0);
    });
  });
});

describe('DonationForm sent back by the server', () => {
  it('keeps what was sent and shows each message under its field', () => {
    renderRoute(
      <DonationForm
        answer={{
          outcome: 'refused',
          values: { preset: '100000', amount: '50', email: 'not-an-email', frequency: 'monthly' },
          errors: { amount: DONATION_MESSAGES.amountTooSmall, email: DONATION_MESSAGES.emailInvalid },
          message: 'We could not reach Paystack right now. Please try again in a moment.',
        }}
      />,
    );
    const amount = screen.getByLabelText(/enter your own amount/i);
    expect(amount).toHaveValue(50);
    expect(amount).toHaveAccessibleDescription(DONATION_MESSAGES.amountTooSmall);
    const email = screen.getByLabelText(/^email/i);
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAccessibleDescription(DONATION_MESSAGES.emailInvalid);
    expect(screen.getByRole('radio', { name: 'Give monthly' })).toBeChecked();
    // The typed amount wins: no preset is shown chosen.
    for (const preset of screen.getAllByRole('radio', { name: /^₦/ })) expect(preset).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach Paystack right now.');
  });
});
