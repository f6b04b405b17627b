import { PRESET_DONATION_AMOUNTS_NAIRA } from '@contract/constants';
import { DONATION_FORM_FIELDS } from '@contract/donation-checkout';
import { formatNaira } from '@contract/format-naira';

export interface DonationAmountPickerProps {
  /** The preset chosen ('' when the donor typed their own amount). */
  value: string;
  onPick: (amount: string) => void;
  disabled?: boolean;
}

/**
 * The six preset amounts, as radio buttons drawn as buttons: a plain form sends the chosen one (`preset`),
 * arrow keys move between them, and the checked one is drawn pressed by CSS alone.
 */
export function DonationAmountPicker({ value, onPick, disabled = false }: DonationAmountPickerProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Choose an amount</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {PRESET_DONATION_AMOUNTS_NAIRA.map((amount) => (
          <label
            key={amount}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-600 hover:bg-brand-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
          >
            <input
              type="radio"
              name={DONATION_FORM_FIELDS.preset}
              value={String(amount)}
              checked={value === String(amount)}
              onChange={() => onPick(String(amount))}
              // Transparent and as large as its label: a tap anywhere on the amount is a tap on the radio.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg"
            />
            {formatNaira(amount)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
