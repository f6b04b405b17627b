import type { ComponentProps } from 'react';
import {
  FieldWrapper,
  fieldControlClassName,
  splitFieldProps,
  type FieldBaseProps,
} from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldBaseProps;

/** A labelled multi-line input; spread react-hook-form's `register('name')` into it. */
export function TextareaField({ rows = 4, ...props }: TextareaFieldProps) {
  const [field, textareaProps] = splitFieldProps(props);
  return (
    <FieldWrapper {...field}>
      {(control) => (
        <textarea
          rows={rows}
          className={cn(fieldControlClassName, 'resize-y')}
          {...control}
          {...textareaProps}
        />
      )}
    </FieldWrapper>
  );
}
