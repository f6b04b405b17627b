import type { ComponentProps } from 'react';
import {
  FieldWrapper,
  fieldControlClassName,
  splitFieldProps,
  type FieldBaseProps,
} from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'className'>, FieldBaseProps {
  inputClassName?: string;
}

/** A labelled input; spread react-hook-form's `register('name')` into it. */
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <FieldWrapper {...field}>
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
