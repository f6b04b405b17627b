import { PRIVACY_MESSAGES } from '@contract/privacy';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_FEE_KOBO,
  APPLICATION_IMAGE_MAX_BYTES,
  CERTIFICATE_MAX_BYTES,
} from '@contract/constants';
import { getSiteConfigEndpoint } from '@contract/site';
import {
  applicantStandingEndpoint,
  applyAgainRefusal,
  MEMBERSHIP_APPLICATION_MESSAGES as M,
  submitMembershipApplicationEndpoint,
  type ApplicantStanding,
} from '@contract/membership-application';
import { sandboxPaymentHandlers } from '@/components/payments/sandbox-test-handlers';
import { resetApiCapabilitiesForTests } from '@/lib/api-capabilities';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { createTestQueryClient } from '@/testing/test-utils';
import { MembershipApplicationModal } from '@/features/membership/components/membership-application-modal';
import { MEMBERSHIP_MESSAGES } from '@/features/membership/messages';
import {
  applicationFormSchema,
  APPLICATION_FORM_DEFAULTS,
} from '@/features/membership/utils/application-form-schema';

const FEE_STORAGE_KEY = 'membershipApplicationFeeReference';
const APPLY_URL = `*${submitMembershipApplicationEndpoint.path}`;

afterEach(() => resetApiCapabilitiesForTests());

function renderModal({ feePaid = false }: { feePaid?: boolean } = {}) {
  if (feePaid) sessionStorage.setItem(FEE_STORAGE_KEY, 'SBX-fee-paid');
  // The file inputs' accept lists are hints; the form's own rules are under test.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MembershipApplicationModal id="membership-application" />
      <Toaster />
    </QueryClientProvider>,
  );
  const dialog = document.getElementById('membership-application') as HTMLDialogElement;
  act(() => dialog.showModal());
  return { user, dialog: screen.getByRole('dialog', { name: 'Join the Movement' }) };
}

const file = (name: string, size: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(size)], name, { type });
const photoInput = () => screen.getByLabelText(/^Passport Photograph/, { selector: 'input' });
const certificateInput = () => screen.getByLabelText(/Required Certificates/, { selector: 'input' });
const consentBox = () => screen.getByRole('checkbox', { name: /I agree that the forum processes/ });
const submitButton = () => screen.getByRole('button', { name: /Submit Application|Submitting/ });

async function fillValidApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(photoInput(), file('passport.png', 2048, 'image/png'));
  await user.type(screen.getByLabelText(/^Title/), 'Dr.');
  await user.type(screen.getByLabelText(/^Full Name/), 'Okafor, Chinedu Emeka');
  await user.selectOptions(screen.getByLabelText(/^Marital Status/), 'Married');
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
  await user.type(screen.getByLabelText(/^Email Address/), 'chinedu@example.com');
  await user.type(screen.getByLabelText(/^Occupation/), 'Engineer');
  await user.type(screen.getByLabelText(/^Address/), '12 Ring Road, Ibadan');
  await user.type(screen.getByLabelText(/^Phone Number/), '+234 803 123 4567');
  await user.type(screen.getByLabelText(/^State of Origin/), 'Oyo');
  await user.upload(certificateInput(), file('certificate.pdf', 4096, 'application/pdf'));
  await user.click(consentBox());
}

describe('MembershipApplicationModal', () => {
  it('shows the notice, the fields in order with their placeholders, and the three buttons', () => {
    const { dialog } = renderModal();
    expect(dialog).toHaveAccessibleDescription('Fill out the form below to become a member');
    expect(within(dialog).getByRole('heading', { name: 'Required Documents' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Certificate of Incorporation (CAC) or Proof of Employment');
    expect(dialog).toHaveTextContent('Attestation Letter from a Sponsor');
    const labels = Array.from(dialog.querySelectorAll('form label[for]'))
      .map((label) => label.textContent?.replace('*', '').trim())
      .filter((text) => text && !text.startsWith('Click'));
    expect(labels).toEqual([
      'Passport Photograph',
      'Title',
      'Full Name',
      'Marital Status',
      'Gender',
      'Email Address',
      'Occupation',
      'Address',
      'Phone Number',
      'State of Origin',
      'Required Certificates',
      expect.stringMatching(/^I agree that the forum processes .* privacy notice \(version /),
    ]);
    expect(consentBox()).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: /privacy notice/ })).toHaveAttribute('href', '/privacy');
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('placeholder', 'Mr., Mrs., Dr., Prof., etc.');
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute(
      'placeholder',
      'Last Name, First Name, Middle Name',
    );
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('placeholder', '+234 xxx xxx xxxx');
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText(/^Marital Status/)).toHaveValue('Single');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('Male');
    expect(screen.getByRole('button', { name: 'Pay Application Fee ₦50,000' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(dialog).toHaveTextContent('* Required fields');
  });

  it("says 'Payment not verified' when Submit is pressed before the fee is verified, and sends nothing", async () => {
    const sent = vi.fn();
    server.use(http.post(APPLY_URL, () => (sent(), HttpResponse.json({ success: true }))));
    const { user } = renderModal();
    await fillValidApplication(user);
    await user.click(submitButton());
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.notVerifiedTitle)).toBeInTheDocument();
    expect(screen.getByText(MEMBERSHIP_MESSAGES.notVerifiedDescription)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows every required-field message at once on submit, tied to its field, with the form-errors toast', async () => {
    const { user } = renderModal({ feePaid: true });
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    await user.click(submitButton());
    expect(
      await screen.findByText(MEMBERSHIP_MESSAGES.formInvalidTitle, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    const expectations: [HTMLElement, string][] = [
      [photoInput(), M.imageRequired],
      [screen.getByLabelText(/^Title/), M.titleRequired],
      [screen.getByLabelText(/^Full Name/), M.nameRequired],
      [screen.getByLabelText(/^Email Address/), M.emailRequired],
      [screen.getByLabelText(/^Occupation/), M.occupationRequired],
      [screen.getByLabelText(/^Address/), M.addressRequired],
      [screen.getByLabelText(/^Phone Number/), M.phoneRequired],
      [screen.getByLabelText(/^State of Origin/), M.stateOfOriginRequired],
      [certificateInput(), M.certificateRequired],
      [consentBox(), PRIVACY_MESSAGES.consentRequired],
    ];
    for (const [field, message] of expectations) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByText(message)).toHaveClass('text-red-600');
    }
  });

  it.each([
    [/^Full Name/, 'A', M.nameTooShort],
    [/^Email Address/, 'not-an-email', M.emailInvalid],
    [/^Address/, 'Ibadan', M.addressTooShort],
    [/^Phone Number/, '0803-12', M.phoneInvalid],
    [/^Phone Number/, '0803 abc 45678', M.phoneInvalid],
  ])(
    'checks %s on blur (%j → %s) and clears the message as the visitor types',
    async (label, typed, message) => {
      const { user } = renderModal();
      const field = screen.getByLabelText(label);
      await user.type(field, typed);
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(message);
      await user.type(field, 'x');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(field).not.toHaveAttribute('aria-invalid');
    },
  );

  it('shows a required message when a required field is left empty on blur', async () => {
    const { user } = renderModal();
    await user.click(screen.getByLabelText(/^Occupation/));
    await user.tab();
    expect(await screen.findByText(M.occupationRequired)).toBeInTheDocument();
  });

  it.each([
    [
      'photo',
      photoInput,
      file('passport.png', APPLICATION_IMAGE_MAX_BYTES + 1, 'image/png'),
      M.imageTooLarge,
    ],
    ['photo', photoInput, file('passport.gif', 1000, 'image/gif'), M.imageWrongType],
    [
      'certificate',
      certificateInput,
      file('certificate.pdf', CERTIFICATE_MAX_BYTES + 1, 'application/pdf'),
      M.certificateTooLarge,
    ],
    ['certificate', certificateInput, file('certificate.exe', 1000), M.certificateWrongType],
  ])('refuses a %s that breaks the rules with its message', async (_label, input, chosen, message) => {
    const { user } = renderModal();
    await user.upload(input(), chosen);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("shows the chosen photo's name and size with 'Click to change image'", async () => {
    const { user, dialog } = renderModal();
    await user.upload(photoInput(), file('my passport.jpg', 300 * 1024, 'image/jpeg'));
    expect(dialog).toHaveTextContent('my passport.jpg');
    expect(dialog).toHaveTextContent('300 KB');
    expect(dialog).toHaveTextContent('Click to change image');
  });

  it('keeps the rules of marital status and gender (values outside the options are refused)', () => {
    const result = applicationFormSchema.safeParse({
      ...APPLICATION_FORM_DEFAULTS,
      maritalStatus: '',
      gender: '',
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain(M.maritalStatusRequired);
    expect(messages).toContain(M.genderRequired);
  });

  it('pays the fee in the test checkout, then submits the eleven fields and the fee reference, welcomes the applicant and resets', async () => {
    const { handlers, checkouts, verifications } = sandboxPaymentHandlers({ reference: 'SBX-fee' });
    const received: FormData[] = [];
    server.use(
      ...handlers,
      respondTo(applicantStandingEndpoint, { success: true, standing: 'free' }),
      http.post(APPLY_URL, async ({ request }) => {
        received.push(await request.formData());
        return HttpResponse.json({ success: true, message: 'ok' }, { status: 201 });
      }),
    );
    const { user, dialog } = renderModal();
    await fillValidApplication(user);

    await user.click(screen.getByRole('button', { name: 'Pay Application Fee ₦50,000' }));
    const payment = screen.getByRole('dialog', { name: 'Pay for Your Application' });
    await user.type(within(payment).getByPlaceholderText('Your Email'), 'chinedu@example.com');
    await user.click(within(payment).getByRole('button', { name: 'Pay Application fee ₦50000' }));
    const checkout = await screen.findByRole('dialog', { name: /Paystack test checkout/ });
    expect(checkout).toHaveTextContent('₦50,000');
    await user.click(within(checkout).getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByText(MEMBERSHIP_MESSAGES.feePaid.trim())).toBeInTheDocument();
    expect(checkouts[0]).toMatchObject({
      amount: APPLICATION_FEE_KOBO,
      metadata: { purpose: 'application_fee' },
    });
    expect(verifications).toEqual([{ reference: 'SBX-fee', purpose: 'application_fee' }]);
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-disabled'));
    await waitFor(
      () =>
        expect(screen.queryByRole('dialog', { name: 'Pay for Your Application' })).not.toBeInTheDocument(),
      { timeout: 3000 },
    );

    await user.click(submitButton());
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.successTitle)).toBeInTheDocument();
    expect(screen.getByText(MEMBERSHIP_MESSAGES.successDescription)).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    const form = received[0]!;
    expect(
      Object.fromEntries(
        [...form.keys()].map((key) => [key, typeof form.get(key) === 'string' ? form.get(key) : 'file']),
      ),
    ).toEqual({
      image: 'file',
      title: 'Dr.',
      name: 'Okafor, Chinedu Emeka',
      maritalStatus: 'Married',
      gender: 'Female',
      email: 'chinedu@example.com',
      occupation: 'Engineer',
      address: '12 Ring Road, Ibadan',
      phone: '+234 803 123 4567',
      stateOfOrigin: 'Oyo',
      certificateFile: 'file',
      consent: 'true',
      paymentReference: 'SBX-fee',
    });
    // The dialog has closed, so its form is out of the accessibility tree: read it as it waits for next time.
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
    expect(
      screen.getByRole('button', { name: /Submit Application|Submitting/, hidden: true }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(sessionStorage.getItem(FEE_STORAGE_KEY)).toBeNull();
  });

  it('offers Retry after a refused submission, which sends the application again in the same toast', async () => {
    let calls = 0;
    let answerTheRetry = () => {};
    server.use(
      http.post(APPLY_URL, async () => {
        calls += 1;
        if (calls === 2) await new Promise<void>((resolve) => (answerTheRetry = resolve));
        return HttpResponse.json(
          { success: false, message: 'The application fee has not been paid.' },
          { status: 402 },
        );
      }),
    );
    const { user, dialog } = renderModal({ feePaid: true });
    await fillValidApplication(user);
    await user.click(submitButton());
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(MEMBERSHIP_MESSAGES.failureDescription)).toBeInTheDocument();
    expect(calls).toBe(1);
    const failureToast = screen.getByText(MEMBERSHIP_MESSAGES.failureTitle).closest('li');
    await user.click(screen.getByRole('button', { name: MEMBERSHIP_MESSAGES.retry }));
    await waitFor(() => expect(calls).toBe(2));
    // One toast follows the attempt: back to 'Submitting…', then its outcome, never two failures side by side.
    expect(failureToast).toHaveTextContent(MEMBERSHIP_MESSAGES.submittingTitle);
    expect(failureToast).toHaveAttribute('data-removed', 'false');
    answerTheRetry();
    await waitFor(() => expect(failureToast).toHaveTextContent(MEMBERSHIP_MESSAGES.failureTitle));
    expect(screen.getAllByText(MEMBERSHIP_MESSAGES.failureTitle)).toHaveLength(1);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Okafor, Chinedu Emeka');
  });

  it('replaces an earlier failure and its Retry with the outcome of a later Submit', async () => {
    let calls = 0;
    server.use(
      http.post(APPLY_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 })
          : HttpResponse.json({ success: true, message: 'ok' }, { status: 201 });
      }),
    );
    const { user } = renderModal({ feePaid: true });
    await fillValidApplication(user);
    await user.click(submitButton());
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.failureTitle)).toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.successTitle)).toBeInTheDocument();
    expect(screen.queryByText(MEMBERSHIP_MESSAGES.failureTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MEMBERSHIP_MESSAGES.retry })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it.each([
    ['photo', photoInput, M.imageWrongType],
    ['certificate', certificateInput, M.certificateWrongType],
  ])(
    'shows the server refusing the %s under that field, with no Retry that would send it again',
    async (_label, input, message) => {
      let calls = 0;
      server.use(
        http.post(APPLY_URL, () => {
          calls += 1;
          return HttpResponse.json({ success: false, message }, { status: 400 });
        }),
      );
      const { user } = renderModal({ feePaid: true });
      await fillValidApplication(user);
      await user.click(submitButton());

      expect(
        await screen.findByText(MEMBERSHIP_MESSAGES.formInvalidTitle, { selector: '[data-title]' }),
      ).toBeInTheDocument();
      expect(screen.getByText(MEMBERSHIP_MESSAGES.formInvalidDescription)).toBeInTheDocument();
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(input()).toHaveFocus();
      expect(screen.queryByText(MEMBERSHIP_MESSAGES.failureTitle)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: MEMBERSHIP_MESSAGES.retry })).not.toBeInTheDocument();
      expect(calls).toBe(1);
    },
  );

  it.each<[Exclude<ApplicantStanding, 'free'>, string]>([
    ['pending', 'chinedu@example.com'],
    ['member', 'CHINEDU@example.com'],
  ])(
    'tells an applicant whose address is %s so before the fee is paid, with the phone on record, and opens no checkout',
    async (standing, payerEmail) => {
      const { handlers, checkouts } = sandboxPaymentHandlers();
      const phoneOnRecord = '+234 803 123 4567';
      const asked: Array<{ email: string; phone: string }> = [];
      server.use(
        ...handlers,
        handleEndpoint(applicantStandingEndpoint, async ({ request }) => {
          const { email, phone } = (await request.json()) as { email: string; phone: string };
          asked.push({ email, phone });
          const isKnown = email === payerEmail && phone === phoneOnRecord;
          return HttpResponse.json({ success: true, standing: isKnown ? standing : 'free' });
        }),
      );
      const { user } = renderModal();
      await user.type(screen.getByLabelText(/^Email Address/), 'chinedu@example.com');
      await user.type(screen.getByLabelText(/^Phone Number/), phoneOnRecord);
      await user.click(screen.getByRole('button', { name: 'Pay Application Fee ₦50,000' }));
      const payment = screen.getByRole('dialog', { name: 'Pay for Your Application' });
      await user.type(within(payment).getByPlaceholderText('Your Email'), payerEmail);
      await user.click(within(payment).getByRole('button', { name: 'Pay Application fee ₦50000' }));

      expect(await within(payment).findByRole('alert')).toHaveTextContent(
        applyAgainRefusal(standing, payerEmail),
      );
      // The attempt is over (the button is free again) and no checkout was opened.
      await waitFor(() =>
        expect(within(payment).getByRole('button', { name: 'Pay Application fee ₦50000' })).toBeEnabled(),
      );
      expect(screen.queryByRole('dialog', { name: /Paystack test checkout/ })).not.toBeInTheDocument();
      expect(checkouts).toHaveLength(0);
      expect(asked).toContainEqual({ email: payerEmail, phone: phoneOnRecord });
    },
  );

  it('pays as before against an API that cannot say whether the address may apply (the forum PHP API)', async () => {
    server.use(respondTo(getSiteConfigEndpoint, { message: 'Not found' }, { status: 404 }));
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Pay Application Fee ₦50,000' }));
    await user.type(screen.getByPlaceholderText('Your Email'), 'chinedu@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay Application fee ₦50000' }));
    expect(await screen.findByText(/Online payment is not set up on this site yet/)).toBeInTheDocument();
  });

  it('says the fee payment was canceled when the checkout is closed', async () => {
    const { handlers, verifications } = sandboxPaymentHandlers();
    server.use(...handlers, respondTo(applicantStandingEndpoint, { success: true, standing: 'free' }));
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Pay Application Fee ₦50,000' }));
    await user.type(screen.getByPlaceholderText('Your Email'), 'chinedu@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay Application fee ₦50000' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Paystack test checkout/ })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.paymentCancelled)).toBeInTheDocument();
    expect(verifications).toHaveLength(0);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  });
});
