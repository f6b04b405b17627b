import type { UseFormReturn } from 'react-hook-form';
import { APPLICATION_MARITAL_STATUSES, GENDERS } from '@contract/constants';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { TextField } from '@/components/ui/form/text-field';
import type {
  ApplicationFormInput,
  ApplicationFormValues,
} from '@/features/membership/utils/application-form-schema';

type TextFieldName = Exclude<keyof ApplicationFormInput, 'image' | 'certificateFile'>;

export interface ApplicationFieldsProps {
  form: UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;
  disabled: boolean;
}

/** The text fields of the application, in the form's order; typing in a field clears that field's error. */
export function ApplicationFields({ form, disabled }: ApplicationFieldsProps) {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const field = (name: TextFieldName) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
    disabled,
    isRequired: true,
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Title"
        placeholder="Mr., Mrs., Dr., Prof., etc."
        autoComplete="honorific-prefix"
        {...field('title')}
      />
      <TextField
        label="Full Name"
        placeholder="Last Name, First Name, Middle Name"
        autoComplete="name"
        {...field('name')}
      />
      <SelectField
        label="Marital Status"
        options={APPLICATION_MARITAL_STATUSES}
        {...field('maritalStatus')}
      />
      <SelectField label="Gender" options={GENDERS} {...field('gender')} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...field('email')}
      />
      <TextField label="Occupation" autoComplete="organization-title" {...field('occupation')} />
      <TextareaField
        label="Address"
        rows={3}
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('address')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        placeholder="+234 xxx xxx xxxx"
        autoComplete="tel"
        {...field('phone')}
      />
      <TextField label="State of Origin" {...field('stateOfOrigin')} />
    </div>
  );
}
