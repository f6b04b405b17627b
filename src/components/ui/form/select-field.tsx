import type { ComponentProps } from 'react';
import {
  FieldWrapper,
  fieldControlClassName,
  splitFieldProps,
  type FieldBaseProps,
} from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';

/** A plain string is both the value and the label. */
type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps
  extends Omit<ComponentProps<'select'>, 'className' | 'children'>, FieldBaseProps {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a title'. */
  placeholder?: string;
}

/** A labelled drop-down; spread react-hook-form's `register('name')` into it. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const [field, selectProps] = splitFieldProps(props);
  return (
    <FieldWrapper {...field}>
      {(control) => (
        <select className={cn(fieldControlClassName, 'pr-8')} {...control} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: optionLabel } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {optionLabel}
              </option>
            );
          })}
        </select>
      )}
    </FieldWrapper>
  );
}
