import { PRESET_DONATION_AMOUNTS_NAIRA } from '@contract/constants';
import { cn } from '@/lib/cn';
import { formatNaira } from '@contract/format-naira';

export interface DonationAmountPickerProps {
  /** The amount field's text; a preset is shown pressed when it equals it. */
  value: string;
  onPick: (amount: number) => void;
  disabled?: boolean;
}

/** The six preset amounts, as toggle buttons. */
export function DonationAmountPicker({ value, onPick, disabled = false }: DonationAmountPickerProps) {
  return (
    <div role="group" aria-label="Choose an amount" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {PRESET_DONATION_AMOUNTS_NAIRA.map((amount) => {
        const isSelected = Number(value) === amount;
        return (
          <button
            key={amount}
            type="button"
            aria-pressed={isSelected}
            disabled={disabled}
            onClick={() => onPick(amount)}
            className={cn(
              'min-h-11 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
              isSelected
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50',
            )}
          >
            {formatNaira(amount)}
          </button>
        );
      })}
    </div>
  );
}
