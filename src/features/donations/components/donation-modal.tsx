import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Program } from '@contract/program';
import { PROGRAM_EARMARK_FIELD } from '@contract/program-goal';
import { ProgramGoalProgress } from '@/components/programs/program-goal-progress';
import { ledgerKeys } from '@/lib/queries/ledger-queries';
import { programKeys, programListQueryOptions } from '@/lib/queries/program-queries';
import { PAYMENT_MODAL_AUTOCLOSE_MS, PRESET_DONATION_AMOUNTS_NAIRA } from '@contract/constants';
import { z } from '@contract/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/form/text-field';
import { formatNaira } from '@contract/format-naira';
import { OnlinePaymentNotSetUpError, openPayment, PaymentPopupNotLoadedError } from '@/lib/payment-gateway';
import { verifyPaymentWithRetry } from '@/lib/verify-payment';
import type { DonationType } from '@contract/donation';
import { getMonthlyPlanCode } from '@/features/donations/api/get-monthly-plan';
import { DonationAmountPicker } from '@/features/donations/components/donation-amount-picker';
import { DonationFrequencyChoice } from '@/features/donations/components/donation-frequency-choice';
import { useApiKind } from '@/lib/api-capabilities';
import { DONATION_MESSAGES } from '@/features/donations/messages';
import { payableDonationAmount } from '@/features/donations/utils/donation-amount';

export interface DonationModalProps {
  open: boolean;
  onClose(): void;
  /** The program the gift is earmarked for ('Support this program'); absent: the general fund. */
  program?: Program;
}

const emailSchema = z.email();
const DEFAULT_AMOUNT = String(PRESET_DONATION_AMOUNTS_NAIRA[0]);

/**
 * 'Make a Donation': once or monthly, a preset or typed amount and an e-mail, then Paystack (or the
 * sandbox checkout; monthly: charged with the amount's plan), then the server's verification; the toast says
 * how it ended.
 */
export function DonationModal({ open, onClose, program }: DonationModalProps) {
  const queryClient = useQueryClient();
  // The program as the server counts it now (the card's copy may be older), refreshed after each gift.
  const { data: programs } = useQuery({
    ...programListQueryOptions(),
    enabled: program !== undefined,
    select: (response) => response.data,
  });
  const earmarked = program ? (programs?.find((item) => item.id === program.id) ?? program) : undefined;
  const [amountText, setAmountText] = useState(DEFAULT_AMOUNT);
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<DonationType>('once');
  const apiKind = useApiKind();
  const [amountError, setAmountError] = useState<string | undefined>();
  const [emailError, setEmailError] = useState<string | undefined>();
  const [isProcessing, setIsProcessing] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formId = useId();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const amount = payableDonationAmount(amountText);

  const donate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing) return;
    const trimmedEmail = email.trim();
    const nextEmailError = !trimmedEmail
      ? DONATION_MESSAGES.emailRequired
      : emailSchema.safeParse(trimmedEmail).success
        ? undefined
        : DONATION_MESSAGES.emailInvalid;
    const nextAmountError = amount === null ? DONATION_MESSAGES.amountTooSmall : undefined;
    setEmailError(nextEmailError);
    setAmountError(nextAmountError);
    if (nextEmailError || nextAmountError || amount === null) return;

    setIsProcessing(true);
    try {
      let plan: string | undefined;
      if (frequency === 'monthly') {
        try {
          plan = await getMonthlyPlanCode(amount);
        } catch (error) {
          console.error('Monthly plan could not be had', error);
          toast.error(DONATION_MESSAGES.monthlyUnavailable);
          return;
        }
      }
      const payment = await openPayment({
        email: trimmedEmail,
        amountNaira: amount,
        purpose: 'donation',
        ...(plan ? { plan } : {}),
        ...(earmarked?.id !== undefined
          ? { customFields: [{ ...PROGRAM_EARMARK_FIELD, value: earmarked.id }] }
          : {}),
      });
      if (payment.status === 'cancelled') {
        toast(DONATION_MESSAGES.cancelled);
        return;
      }
      const isVerified = await verifyPaymentWithRetry({
        reference: payment.reference,
        purpose: 'donation',
        amount,
        ...(plan ? { donationType: 'monthly' as const } : {}),
      });
      if (!isVerified) {
        toast.error(DONATION_MESSAGES.verificationFailed);
        return;
      }
      toast.success(DONATION_MESSAGES.success);
      // Progress bars and the public ledger show the gift at once.
      void queryClient.invalidateQueries({ queryKey: programKeys.all });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
      setEmail('');
      closeTimer.current = setTimeout(onClose, PAYMENT_MODAL_AUTOCLOSE_MS);
    } catch (error) {
      if (error instanceof OnlinePaymentNotSetUpError) {
        toast.error(error.message);
        return;
      }
      // The pop-up did not load: the console says so (payment gateway), the visitor may simply try again.
      if (!(error instanceof PaymentPopupNotLoadedError)) {
        console.error('Donation failed', error);
        toast.error(DONATION_MESSAGES.verificationFailed);
      }
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <Dialog
      isOpen={open}
      onClose={onClose}
      title={earmarked ? DONATION_MESSAGES.programTitle(earmarked.title) : DONATION_MESSAGES.title}
      description="Choose an amount or enter your own. Payments are processed securely by Paystack."
      footer={
        <Button type="submit" form={formId} isFullWidth isLoading={isProcessing} loadingText="Processing...">
          Donate {formatNaira(amount ?? 0)}
          {frequency === 'monthly' ? ' monthly' : ''}
        </Button>
      }
    >
      <form id={formId} onSubmit={(event) => void donate(event)} className="flex flex-col gap-5">
        {earmarked ? (
          <section aria-label={`Your gift goes to ${earmarked.title}`} className="rounded-xl bg-brand-50 p-4">
            <p className="text-sm text-slate-700">
              Your gift goes to <strong className="text-brand-900">{earmarked.title}</strong>.
            </p>
            <ProgramGoalProgress program={earmarked} className="mt-3" />
          </section>
        ) : null}
        {/* Monthly giving needs our server's plans: the forum's PHP API takes one-off gifts only. */}
        {apiKind === 'ours' && (
          <DonationFrequencyChoice value={frequency} onChange={setFrequency} disabled={isProcessing} />
        )}
        <DonationAmountPicker
          value={amountText}
          disabled={isProcessing}
          onPick={(picked) => {
            setAmountText(String(picked));
            setAmountError(undefined);
          }}
        />
        <TextField
          label="Or enter your own amount (₦)"
          type="number"
          inputMode="decimal"
          step="any"
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
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          isRequired
          required
          value={email}
          disabled={isProcessing}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
