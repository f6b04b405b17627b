import type { ComponentProps } from 'react';
import { FieldWrapper, fieldControlClassName, type FieldBaseProps } from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'className'>, FieldBaseProps {
  textareaClassName?: string;
}

/** A labelled multi-line input; spread react-hook-form's `register('name')` into it. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  isRequired,
  isLabelVisuallyHidden,
  className,
  textareaClassName,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
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
        <textarea
          rows={rows}
          className={cn(fieldControlClassName, 'resize-y', textareaClassName)}
          {...control}
          {...textareaProps}
        />
      )}
    </FieldWrapper>
  );
}
