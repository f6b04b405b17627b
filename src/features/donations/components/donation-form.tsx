import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Program } from '@contract/program';
import { PROGRAM_EARMARK_FIELD } from '@contract/program-goal';
import { KEEP_UPDATED_FIELD, KEEP_UPDATED_VALUE, PRIVACY_MESSAGES } from '@contract/privacy';
import { PAYMENT_MODAL_AUTOCLOSE_MS, PRESET_DONATION_AMOUNTS_NAIRA } from '@contract/constants';
import {
  chosenDonationAmount,
  donationAmountError,
  DONATION_CHECKOUT_PATH,
  DONATION_FORM_FIELDS,
} from '@contract/donation-checkout';
import type { DonationType } from '@contract/donation';
import type { FormAnswer } from '@contract/server-rendered-page';
import { formatNaira } from '@contract/format-naira';
import { z } from '@contract/zod';
import { ProgramGoalProgress } from '@/components/programs/program-goal-progress';
import { Button } from '@/components/ui/button/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextField } from '@/components/ui/form/text-field';
import { PrivacyNoticeNote } from '@/components/ui/form/privacy-notice-note';
import { useApiKind } from '@/lib/api-capabilities';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { programListQueryOptions } from '@/lib/queries/program-queries';
import { useIsAppRunning } from '@/lib/use-is-app-running';
import { DonationAmountPicker } from '@/features/donations/components/donation-amount-picker';
import { DonationFrequencyChoice } from '@/features/donations/components/donation-frequency-choice';
import { DONATION_MESSAGES } from '@/features/donations/messages';

export interface DonationFormProps {
  /** The program the gift is earmarked for ('Support this program'); absent: the general fund. */
  program?: Program;
  /** The server's answer when the form was sent without the app and had something to fix. */
  answer?: FormAnswer;
  /** After a verified gift, once the donor has read the thanks (the dialog closes). */
  onDonated?: () => void;
}

const emailSchema = z.email();
const DEFAULT_PRESET = String(PRESET_DONATION_AMOUNTS_NAIRA[0]);
const FREQUENCIES: readonly string[] = ['once', 'monthly'] satisfies DonationType[];

/**
 * 'Make a Donation': once or monthly, a preset or typed amount (the typed one wins) and an e-mail. A plain form:
 * without the app the server starts the Paystack transaction and sends the donor to Paystack's checkout; with
 * it, Paystack's pop-up (or the sandbox checkout; monthly: charged with the amount's plan) opens here, the
 * server verifies the reference, and a toast says how it ended; that code is fetched with the tap on Donate.
 */
export function DonationForm({ program, answer, onDonated }: DonationFormProps) {
  const queryClient = useQueryClient();
  // The program as the server counts it now (the card's copy may be older), refreshed after each gift.
  const { data: programs } = useQuery({
    ...programListQueryOptions(),
    enabled: program !== undefined,
    select: (response) => response.data,
  });
  const earmarked = program ? (programs?.find((item) => item.id === program.id) ?? program) : undefined;
  const sent = answer?.values ?? {};
  const [preset, setPreset] = useState(sent.preset ?? (sent.amount ? '' : DEFAULT_PRESET));
  const [amountText, setAmountText] = useState(sent.amount ?? '');
  const [email, setEmail] = useState(sent.email ?? '');
  // Never ticked for the donor: consent to updates is theirs to give, and the gift does not depend on it.
  const [keepUpdated, setKeepUpdated] = useState(sent.keep_updated === KEEP_UPDATED_VALUE);
  const [frequency, setFrequency] = useState<DonationType>(
    FREQUENCIES.includes(sent.frequency ?? '') ? (sent.frequency as DonationType) : 'once',
  );
  const [amountError, setAmountError] = useState<string | undefined>(answer?.errors.amount);
  const [emailError, setEmailError] = useState<string | undefined>(answer?.errors.email);
  const [isProcessing, setIsProcessing] = useState(false);
  // A fresh key for this rendering of the form: sent with it, so the server starts one checkout per form.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const apiKind = useApiKind();
  const isAppRunning = useIsAppRunning();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const messageId = useId();
  // A form the server sent back opens on what is wrong: the first field it refused, otherwise its message. The
  // browser focuses and scrolls to it without a script.
  const refusedFirst = [DONATION_FORM_FIELDS.amount, DONATION_FORM_FIELDS.email].find(
    (field) => answer?.errors[field],
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // What the donor chose or typed before the app took the form over is what the form holds: React keeps a
  // field's value while it hydrates the server's HTML, then would write the state back over it.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const filled = new FormData(formRef.current);
    const text = (name: string) => {
      const value = filled.get(name);
      return typeof value === 'string' ? value : '';
    };
    setPreset(text(DONATION_FORM_FIELDS.preset));
    setAmountText(text(DONATION_FORM_FIELDS.amount));
    setEmail(text(DONATION_FORM_FIELDS.email));
    setKeepUpdated(text(DONATION_FORM_FIELDS.keepUpdated) === KEEP_UPDATED_VALUE);
    const chosenFrequency = text(DONATION_FORM_FIELDS.frequency);
    if (FREQUENCIES.includes(chosenFrequency)) setFrequency(chosenFrequency as DonationType);
  }, []);

  const amount = chosenDonationAmount(amountText, preset);

  const donate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing) return;
    const trimmedEmail = email.trim();
    const nextEmailError = !trimmedEmail
      ? DONATION_MESSAGES.emailRequired
      : emailSchema.safeParse(trimmedEmail).success
        ? undefined
        : DONATION_MESSAGES.emailInvalid;
    const nextAmountError = donationAmountError(amountText, preset);
    setEmailError(nextEmailError);
    setAmountError(nextAmountError);
    if (nextEmailError || nextAmountError || amount === null) return;

    const form = event.currentTarget;
    setIsProcessing(true);
    try {
      const loaded = await import('@/features/donations/lib/pay-and-verify-donation').catch(
        (error: unknown) => {
          // The payment's code could not be fetched: the form goes to the server as it does without the app,
          // which starts the checkout on Paystack's page.
          console.error('The payment code did not load; the form is sent to the server instead', error);
          // Its fields must be enabled again first: a disabled field is not sent.
          flushSync(() => setIsProcessing(false));
          form.submit();
        },
      );
      if (!loaded) return;
      const isDonated = await loaded.payAndVerifyDonation(
        {
          email: trimmedEmail,
          amountNaira: amount,
          frequency,
          customFields: [
            ...(earmarked?.id !== undefined ? [{ ...PROGRAM_EARMARK_FIELD, value: earmarked.id }] : []),
            ...(keepUpdated ? [{ ...KEEP_UPDATED_FIELD, value: KEEP_UPDATED_VALUE }] : []),
          ],
        },
        queryClient,
      );
      if (!isDonated) return;
      setEmail('');
      setKeepUpdated(false);
      if (onDonated) closeTimer.current = setTimeout(onDonated, PAYMENT_MODAL_AUTOCLOSE_MS);
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={DONATION_CHECKOUT_PATH}
      onSubmit={(event) => void donate(event)}
      noValidate
      aria-describedby={answer?.message ? messageId : undefined}
      className="donation-form flex flex-col gap-5"
    >
      {answer?.message ? (
        <p
          id={messageId}
          role="alert"
          tabIndex={-1}
          autoFocus={refusedFirst === undefined}
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {answer.message}
        </p>
      ) : null}
      {earmarked ? (
        <section aria-label={`Your gift goes to ${earmarked.title}`} className="rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">
            Your gift goes to <strong className="text-brand-900">{earmarked.title}</strong>.
          </p>
          <ProgramGoalProgress program={earmarked} className="mt-3" />
          <input type="hidden" name={DONATION_FORM_FIELDS.program} value={String(earmarked.id)} />
        </section>
      ) : null}
      {/* Monthly giving needs our server's plans: the forum's PHP API takes one-off gifts only. */}
      {apiKind !== 'php' && (
        <DonationFrequencyChoice value={frequency} onChange={setFrequency} disabled={isProcessing} />
      )}
      <DonationAmountPicker
        value={amountText.trim() === '' ? preset : ''}
        disabled={isProcessing}
        onPick={(picked) => {
          setPreset(picked);
          setAmountText('');
          setAmountError(undefined);
        }}
      />
      <TextField
        label="Or enter your own amount (₦)"
        name={DONATION_FORM_FIELDS.amount}
        type="number"
        inputMode="decimal"
        step="any"
        placeholder="Any amount from ₦100"
        autoFocus={refusedFirst === DONATION_FORM_FIELDS.amount}
        value={amountText}
        disabled={isProcessing}
        error={amountError}
        onChange={(event) => {
          setAmountText(event.target.value);
          setAmountError(undefined);
        }}
      />
      <TextField
        label="Email"
        name={DONATION_FORM_FIELDS.email}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        autoFocus={refusedFirst === DONATION_FORM_FIELDS.email}
        isRequired
        value={email}
        disabled={isProcessing}
        error={emailError}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
      />
      <CheckboxField
        name={DONATION_FORM_FIELDS.keepUpdated}
        value={KEEP_UPDATED_VALUE}
        checked={keepUpdated}
        disabled={isProcessing}
        onChange={(event) => setKeepUpdated(event.target.checked)}
        label={PRIVACY_MESSAGES.keepUpdated}
      />
      <PrivacyNoticeNote what="your e-mail address" className="-mt-3" />
      <input
        type="hidden"
        name={DONATION_FORM_FIELDS.idempotencyKey}
        value={idempotencyKey}
        // Each rendering has its own key (the server's HTML keeps the server's): with the app, the form is
        // never posted.
        suppressHydrationWarning
      />
      <Button type="submit" isFullWidth isLoading={isProcessing} loadingText="Processing...">
        Donate{' '}
        {isAppRunning ? (
          <>
            {/* An amount it refuses is not named, as before the app a typed amount is not. */}
            {amount !== null && formatNaira(amount)}
            {frequency === 'monthly' ? ' monthly' : ''}
          </>
        ) : (
          // Before the app: the label follows the checked preset and frequency by CSS (src/styles/index.css).
          <>
            {PRESET_DONATION_AMOUNTS_NAIRA.map((preset) => (
              <span key={preset} data-preset-label={preset}>
                {formatNaira(preset)}
              </span>
            ))}
            <span data-monthly-label> monthly</span>
          </>
        )}
      </Button>
    </form>
  );
}
