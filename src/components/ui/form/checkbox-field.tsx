import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  label: ReactNode;
  /** The message under the box, in red; also marks the box invalid. */
  error?: string;
  isRequired?: boolean;
  className?: string;
}

/**
 * A labelled checkbox with its error under it; spread react-hook-form's `register('name')` into it. Never
 * ticked unless the person ticks it: consent is not assumed.
 */
export function CheckboxField({
  id,
  label,
  error,
  isRequired = false,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-red-600"
          {...inputProps}
        />
        <label htmlFor={controlId} className="text-sm text-slate-800">
          {label}
          {isRequired ? (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
