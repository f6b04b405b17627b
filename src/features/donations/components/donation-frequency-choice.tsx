import { useId } from 'react';
import type { DonationType } from '@contract/donation';
import { cn } from '@/lib/cn';
import { DONATION_MESSAGES } from '@/features/donations/messages';

const CHOICES: readonly { value: DonationType; label: string }[] = [
  { value: 'once', label: DONATION_MESSAGES.giveOnce },
  { value: 'monthly', label: DONATION_MESSAGES.giveMonthly },
];

export interface DonationFrequencyChoiceProps {
  value: DonationType;
  onChange: (value: DonationType) => void;
  disabled?: boolean;
}

/** 'Give once / Give monthly': native radios in a fieldset, so arrow keys and screen readers work as usual. */
export function DonationFrequencyChoice({ value, onChange, disabled = false }: DonationFrequencyChoiceProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {DONATION_MESSAGES.frequencyLegend}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              value === choice.value
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {value === 'monthly' ? <p className="text-sm text-slate-600">{DONATION_MESSAGES.monthlyHint}</p> : null}
    </fieldset>
  );
}
