import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RecordedPayment } from '@contract/admin-donations';
import { KOBO_PER_NAIRA } from '@contract/constants';
import { overRefundMessage, REFUND_MESSAGES, refundBodySchema, type RefundBody } from '@contract/refunds';
import { Button } from '@/components/ui/button/button';
import { formatKoboAsNaira } from '@/components/ui/data-table/format';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { issuesByField } from '@contract/form-issues';

type FieldErrors = Partial<Record<keyof RefundBody, string>>;

export interface RefundDialogProps {
  payment: RecordedPayment | null;
  isRefunding: boolean;
  /** Answers the server's refusal message, or null when the refund started. */
  onRefund(body: RefundBody, idempotencyKey: string): Promise<string | null>;
  onClose(): void;
}

/**
 * Refunds all or part of a payment: the amount (at most what is left) and a reason, then a confirmation that
 * repeats what will go back and to whom. Each refusal shows under its field, the server's above the buttons.
 */
export function RefundDialog({ payment, isRefunding, onRefund, onClose }: RefundDialogProps) {
  return (
    <Dialog isOpen={payment !== null} onClose={onClose} title="Refund payment">
      {payment ? (
        <RefundForm
          key={payment.id}
          payment={payment}
          isRefunding={isRefunding}
          onRefund={onRefund}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function RefundForm({
  payment,
  isRefunding,
  onRefund,
  onClose,
}: RefundDialogProps & { payment: RecordedPayment }) {
  const idPrefix = useId();
  const leftKobo = payment.moneyBack?.refundableKobo ?? payment.amountKobo;
  const [amount, setAmount] = useState(String(leftKobo / KOBO_PER_NAIRA));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<RefundBody | null>(null);
  // One key for this dialog's refund: a refused or failed attempt frees it on the server, a lost answer does not.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const questionRef = useRef<HTMLParagraphElement>(null);
  // The confirmation replaces the form: focus moves to its question so a screen reader reads it.
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = refundBodySchema.safeParse({
      amountNaira: amount.trim() === '' ? undefined : Number(amount),
      reason,
    });
    const next: FieldErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
    const typed = Number(amount);
    if (!next.amountNaira && Math.round(typed * KOBO_PER_NAIRA) > leftKobo)
      next.amountNaira = overRefundMessage(leftKobo);
    if (!next.amountNaira && Number.isNaN(Number(amount))) next.amountNaira = REFUND_MESSAGES.amountRequired;
    setErrors(next);
    setFormError(undefined);
    if (parsed.success && Object.keys(next).length === 0) setConfirming(parsed.data);
  };

  const confirm = async () => {
    if (!confirming) return;
    const refusal = await onRefund(confirming, idempotencyKey);
    if (refusal) {
      setFormError(refusal);
      setConfirming(null);
    }
  };

  if (confirming) {
    return (
      <div className="flex flex-col gap-4">
        <p ref={questionRef} tabIndex={-1} className="outline-none">
          Refund <strong>{formatKoboAsNaira(Math.round(confirming.amountNaira * KOBO_PER_NAIRA))}</strong> of
          the {formatKoboAsNaira(payment.amountKobo)} payment{' '}
          <span className="font-mono text-sm">{payment.reference}</span> to {payment.email}? Paystack sends
          the money back; this cannot be undone.
        </p>
        <p className="text-sm text-slate-700">Reason: {confirming.reason}</p>
        <div className="flex gap-3">
          <Button
            variant="danger"
            onClick={() => void confirm()}
            isLoading={isRefunding}
            loadingText="Refunding..."
          >
            Confirm refund
          </Button>
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={isRefunding}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={review} noValidate className="flex flex-col gap-4" aria-label="Refund payment">
      <p className="text-sm text-slate-700">
        Payment <span className="font-mono">{payment.reference}</span> of{' '}
        {formatKoboAsNaira(payment.amountKobo)} by {payment.email}. Left to refund:{' '}
        {formatKoboAsNaira(leftKobo)}.
      </p>
      <TextField
        id={`${idPrefix}-amount`}
        type="number"
        inputMode="decimal"
        step="any"
        min="0"
        label="Amount to refund (₦)"
        isRequired
        value={amount}
        error={errors.amountNaira}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextareaField
        id={`${idPrefix}-reason`}
        label="Reason"
        rows={3}
        isRequired
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {formError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit">Continue</Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
