import { useId, useState, type FormEvent } from 'react';
import {
  DISBURSEMENT_MESSAGES,
  disbursementBodySchema,
  type Disbursement,
  type DisbursementBody,
} from '@contract/ledger';
import { KOBO_PER_NAIRA } from '@contract/constants';
import { lagosDate } from '@contract/lagos-time';
import { Button } from '@/components/ui/button/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { readFileAsDataUrl } from '@/lib/read-file-as-data-url';
import { issuesByField } from '@contract/form-issues';

const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
const GENERAL_FUND_VALUE = '';

type FieldName = 'paidOn' | 'programId' | 'amountNaira' | 'description' | 'receipt';
type FieldErrors = Partial<Record<FieldName, string>>;

export interface DisbursementFormProps {
  programs: ReadonlyArray<{ id: number; title: string }>;
  /** Editing this disbursement; absent: recording a new one. */
  initial?: Disbursement;
  isSaving: boolean;
  /** Answers the server's refusal message, or null when saved. */
  onSave(body: DisbursementBody): Promise<string | null>;
  onCancel?(): void;
  /** Today in Lagos; tests fix it. */
  today?: string;
}

/** Date, fund, amount, what it paid for and an optional public receipt: each refusal under its field. */
export function DisbursementForm({
  programs,
  initial,
  isSaving,
  onSave,
  onCancel,
  today = lagosDate(),
}: DisbursementFormProps) {
  const idPrefix = useId();
  const [paidOn, setPaidOn] = useState(initial?.paidOn ?? today);
  const [programId, setProgramId] = useState(
    initial?.programId ? String(initial.programId) : GENERAL_FUND_VALUE,
  );
  const [amount, setAmount] = useState(initial ? String(initial.amountKobo / KOBO_PER_NAIRA) : '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const candidate = {
      paidOn,
      programId: programId === GENERAL_FUND_VALUE ? null : Number(programId),
      amountNaira: amount.trim() === '' ? undefined : Number(amount),
      description,
    };
    const parsed = disbursementBodySchema.safeParse(candidate);
    const next: FieldErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (receipt && !(receipt.type.startsWith('image/') || receipt.type === 'application/pdf'))
      next.receipt = DISBURSEMENT_MESSAGES.receiptType;
    else if (receipt && receipt.size > RECEIPT_MAX_BYTES)
      next.receipt = DISBURSEMENT_MESSAGES.receiptTooLarge;
    if (!next.amountNaira && candidate.amountNaira !== undefined && Number.isNaN(candidate.amountNaira))
      next.amountNaira = DISBURSEMENT_MESSAGES.amountRequired;
    if (!next.paidOn && paidOn > today) next.paidOn = DISBURSEMENT_MESSAGES.dateInFuture;
    setErrors(next);
    setFormError(undefined);
    if (!parsed.success || Object.keys(next).length > 0) return;
    const body: DisbursementBody = {
      ...parsed.data,
      ...(receipt ? { receipt: await readFileAsDataUrl(receipt) } : {}),
    };
    const refusal = await onSave(body);
    if (refusal) {
      setFormError(refusal);
      return;
    }
    if (!initial) {
      setAmount('');
      setDescription('');
      setReceipt(null);
      // The file input is uncontrolled: clear it with the form.
      form.reset();
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={initial ? 'Edit disbursement' : 'Record a disbursement'}
    >
      <TextField
        id={`${idPrefix}-date`}
        type="date"
        label="Date paid"
        isRequired
        max={today}
        value={paidOn}
        error={errors.paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      <SelectField
        id={`${idPrefix}-fund`}
        label="Paid from"
        value={programId}
        error={errors.programId}
        options={[
          { value: GENERAL_FUND_VALUE, label: 'General fund' },
          ...programs.map((program) => ({ value: String(program.id), label: program.title })),
        ]}
        onChange={(event) => setProgramId(event.target.value)}
      />
      <TextField
        id={`${idPrefix}-amount`}
        type="number"
        inputMode="decimal"
        step="any"
        min="0"
        label="Amount (₦)"
        isRequired
        value={amount}
        error={errors.amountNaira}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        id={`${idPrefix}-receipt`}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        label="Receipt (image or PDF, optional)"
        hint="The receipt is published on the public ledger. Hide any personal details first."
        error={errors.receipt}
        onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
      />
      <TextareaField
        id={`${idPrefix}-description`}
        label="What it paid for"
        rows={3}
        isRequired
        className="sm:col-span-2"
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {formError ? (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" isLoading={isSaving} loadingText="Saving...">
          {initial ? 'Save changes' : 'Record disbursement'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
