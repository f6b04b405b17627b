import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { APPLICATION_FEE_NAIRA, PAYMENT_MODAL_AUTOCLOSE_MS } from '@contract/constants';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/form/text-field';
import { OnlinePaymentNotSetUpError, openPayment, PaymentPopupNotLoadedError } from '@/lib/payment-gateway';
import { verifyPaymentWithRetry } from '@/lib/verify-payment';
import { refusalBeforePayment } from '@/features/membership/api/refusal-before-payment';
import { APPLICATION_PAYMENT_TEXT, MEMBERSHIP_MESSAGES } from '@/features/membership/messages';

export interface ApplicationPaymentModalProps {
  open: boolean;
  onClose(): void;
  /** The address typed in the application, which must be free to apply, as must the payer's. */
  applicantEmail?: string;
  /** The phone number typed in the application: the server says an address cannot apply only with it. */
  applicantPhone?: string;
  /** Called once the server has verified the fee, with the payment's reference. */
  onVerified(reference: string): void;
}

/** 'Pay for Your Application': the application fee through Paystack, verified by the server. */
export function ApplicationPaymentModal({
  open,
  onClose,
  applicantEmail,
  applicantPhone,
  onVerified,
}: ApplicationPaymentModalProps) {
  const [email, setEmail] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formId = useId();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPaying) return;
    setIsPaying(true);
    try {
      const earlierApplication = await refusalBeforePayment([email, applicantEmail], applicantPhone);
      setRefusal(earlierApplication);
      if (earlierApplication) return;
      const payment = await openPayment({
        email: email.trim(),
        amountNaira: APPLICATION_FEE_NAIRA,
        purpose: 'application_fee',
      });
      if (payment.status === 'cancelled') {
        toast(MEMBERSHIP_MESSAGES.paymentCancelled);
        return;
      }
      const isVerified = await verifyPaymentWithRetry({
        reference: payment.reference,
        purpose: 'application_fee',
      });
      if (!isVerified) {
        toast.error(MEMBERSHIP_MESSAGES.verificationFailed);
        return;
      }
      onVerified(payment.reference);
      toast.success(MEMBERSHIP_MESSAGES.feePaid);
      setEmail('');
      closeTimer.current = setTimeout(onClose, PAYMENT_MODAL_AUTOCLOSE_MS);
    } catch (error) {
      if (error instanceof OnlinePaymentNotSetUpError) {
        toast.error(error.message);
        return;
      }
      if (!(error instanceof PaymentPopupNotLoadedError)) {
        console.error('Application fee payment failed', error);
        toast.error(MEMBERSHIP_MESSAGES.verificationFailed);
      }
    } finally {
      setIsPaying(false);
    }
  };

  return (
    <Dialog
      isOpen={open}
      onClose={onClose}
      title={APPLICATION_PAYMENT_TEXT.title}
      description={APPLICATION_PAYMENT_TEXT.description}
      size="sm"
    >
      <form id={formId} onSubmit={(event) => void pay(event)} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder={APPLICATION_PAYMENT_TEXT.emailPlaceholder}
          isRequired
          required
          value={email}
          disabled={isPaying}
          onChange={(event) => {
            setEmail(event.target.value);
            setRefusal(null);
          }}
        />
        {refusal ? (
          <p role="alert" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" isFullWidth isLoading={isPaying}>
          {APPLICATION_PAYMENT_TEXT.submit}
        </Button>
      </form>
    </Dialog>
  );
}
