export interface ProgressBarProps {
  /** What the bar measures, read out by screen readers (e.g. "Raised for Clean water"). */
  label: string;
  value: number;
  max: number;
  /** The value in words (e.g. "₦250,000 of ₦1,000,000"); screen readers read it instead of a bare number. */
  valueText: string;
}

/** A bar filled to value/max (never past full), with `role="progressbar"` and its aria values. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div
        className="h-full rounded-full bg-brand-600 motion-safe:transition-[width] motion-safe:duration-500"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
