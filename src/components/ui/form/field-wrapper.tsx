import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a control needs to be tied to its label, hint and error. */
interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldBaseProps {
  label: ReactNode;
  /** The message under the field, in red; also marks the control invalid. */
  error?: string;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Shows a star after the label and sets aria-required (the browser's own check stays off). */
  isRequired?: boolean;
  /** Classes of the wrapper (spacing in a grid, for example). */
  className?: string;
}

export interface FieldWrapperProps extends FieldBaseProps {
  id?: string;
  /** Extra ids the control is described by (a character counter, for example). */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A field's props parted into the wrapper's (label, hint, error, id, wrapper classes) and the rest, which go
 * to its control.
 */
export function splitFieldProps<TProps extends FieldBaseProps & { id?: string | undefined }>({
  id,
  label,
  error,
  hint,
  isRequired,
  className,
  ...controlProps
}: TProps) {
  const field = { id, label, error, hint, isRequired, className };
  return [field, controlProps] as const;
}

export const fieldControlClassName = cn(
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm',
  'placeholder:text-slate-500 transition-colors focus:border-brand-600',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'border-slate-300 aria-invalid:border-red-600',
);

/**
 * Label, hint and error around any control, with the ids wired up. Use it directly for custom controls
 * (file pickers); TextField, SelectField and TextareaField are built on it.
 */
export function FieldWrapper({
  id,
  label,
  error,
  hint,
  isRequired = false,
  describedBy,
  className,
  children,
}: FieldWrapperProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [hint ? hintId : null, error ? errorId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedByIds || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
