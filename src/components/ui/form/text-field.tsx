import type { ComponentProps } from 'react';
import { FieldWrapper, fieldControlClassName, type FieldBaseProps } from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'className'>, FieldBaseProps {
  inputClassName?: string;
}

/** A labelled input; spread react-hook-form's `register('name')` into it. */
export function TextField({
  id,
  label,
  error,
  hint,
  isRequired,
  isLabelVisuallyHidden,
  className,
  inputClassName,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldWrapper
      id={id}
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      isLabelVisuallyHidden={isLabelVisuallyHidden}
      className={className}
    >
      {(control) => (
        <input
          type={type}
          className={cn(fieldControlClassName, inputClassName)}
          {...control}
          {...inputProps}
        />
      )}
    </FieldWrapper>
  );
}
