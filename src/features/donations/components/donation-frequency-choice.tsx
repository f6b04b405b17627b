import type { DonationType } from '@contract/donation';
import { DONATION_FORM_FIELDS } from '@contract/donation-checkout';
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

/**
 * 'Give once / Give monthly': native radios in a fieldset (`frequency`), so arrow keys and screen readers work
 * as usual and a plain form sends the choice. The monthly hint shows for 'monthly' by CSS alone.
 */
export function DonationFrequencyChoice({ value, onChange, disabled = false }: DonationFrequencyChoiceProps) {
  return (
    <fieldset className="group/frequency flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {DONATION_MESSAGES.frequencyLegend}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
              'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900',
            )}
          >
            <input
              type="radio"
              name={DONATION_FORM_FIELDS.frequency}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p className="hidden text-sm text-slate-600 group-has-[[value=monthly]:checked]/frequency:block">
        {DONATION_MESSAGES.monthlyHint}
      </p>
    </fieldset>
  );
}
