import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PAYMENT_MODAL_AUTOCLOSE_MS, PRESET_DONATION_AMOUNTS_NAIRA } from '@contract/constants';
import { z } from '@contract/zod';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/form/text-field';
import { formatNaira } from '@contract/format-naira';
import { OnlinePaymentNotSetUpError, openPayment, PaymentPopupNotLoadedError } from '@/lib/payment-gateway';
import { verifyPaymentWithRetry } from '@/lib/verify-payment';
import { DonationAmountPicker } from '@/features/donations/components/donation-amount-picker';
import { DONATION_MESSAGES } from '@/features/donations/messages';
import { payableDonationAmount } from '@/features/donations/utils/donation-amount';

export interface DonationModalProps {
  open: boolean;
  onClose(): void;
}

const emailSchema = z.email();
const DEFAULT_AMOUNT = String(PRESET_DONATION_AMOUNTS_NAIRA[0]);

/**
 * 'Make a Donation': a preset or typed amount and an e-mail, then Paystack (or the
 * sandbox checkout), then the server's verification; the toast says how it ended.
 */
export function DonationModal({ open, onClose }: DonationModalProps) {
  const [amountText, setAmountText] = useState(DEFAULT_AMOUNT);
  const [email, setEmail] = useState('');
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
      const payment = await openPayment({ email: trimmedEmail, amountNaira: amount, purpose: 'donation' });
      if (payment.status === 'cancelled') {
        toast(DONATION_MESSAGES.cancelled);
        return;
      }
      const isVerified = await verifyPaymentWithRetry({
        reference: payment.reference,
        purpose: 'donation',
        amount,
      });
      if (!isVerified) {
        toast.error(DONATION_MESSAGES.verificationFailed);
        return;
      }
      toast.success(DONATION_MESSAGES.success);
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
      title={DONATION_MESSAGES.title}
      description="Choose an amount or enter your own. Payments are processed securely by Paystack."
      footer={
        <Button type="submit" form={formId} isFullWidth isLoading={isProcessing} loadingText="Processing...">
          Donate {formatNaira(amount ?? 0)}
        </Button>
      }
    >
      <form id={formId} onSubmit={(event) => void donate(event)} className="flex flex-col gap-5">
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
