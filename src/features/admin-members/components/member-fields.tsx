import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ADMIN_MARITAL_STATUSES, MEMBER_TITLES } from '@contract/constants';
import type { MemberFields as MemberFieldValues } from '@contract/member';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';

type TextFieldName = Exclude<keyof MemberFieldValues, 'title' | 'marital_status' | 'date_of_birth' | 'email'>;

/** The labels of the member fields, in order (also the Members List column headers' source). */
const MEMBER_TEXT_FIELDS: readonly { name: TextFieldName; label: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'off' },
  { name: 'state_of_origin', label: 'State of Origin' },
  { name: 'place_of_residence', label: 'Place of Residence' },
  { name: 'type_of_work', label: 'Type of Work' },
  { name: 'company_name', label: 'Company Name' },
  { name: 'position_held', label: 'Position Held' },
  { name: 'educational_status', label: 'Educational Status' },
];

export interface MemberFieldsProps {
  register: UseFormRegister<MemberFieldValues>;
  errors?: FieldErrors<MemberFieldValues>;
  /** Prefixes the field ids so two forms on one page never share an id. */
  idPrefix: string;
  isRequired?: boolean;
}

/** Every member field of the admin member form, laid out in a responsive grid. */
export function MemberFields({ register, errors, idPrefix, isRequired = false }: MemberFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${idPrefix}-title`}
        label="Title"
        placeholder="Select a title"
        options={MEMBER_TITLES}
        isRequired={isRequired}
        error={errors?.title?.message}
        {...register('title')}
      />
      {MEMBER_TEXT_FIELDS.slice(0, 2).map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={field.label}
          isRequired={isRequired}
          error={errors?.[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <TextField
        id={`${idPrefix}-date_of_birth`}
        type="date"
        label="Date of Birth"
        isRequired={isRequired}
        error={errors?.date_of_birth?.message}
        {...register('date_of_birth')}
      />
      {MEMBER_TEXT_FIELDS.slice(2).map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={field.label}
          isRequired={isRequired}
          error={errors?.[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <SelectField
        id={`${idPrefix}-marital_status`}
        label="Marital Status"
        placeholder="Select marital status"
        options={ADMIN_MARITAL_STATUSES}
        isRequired={isRequired}
        error={errors?.marital_status?.message}
        {...register('marital_status')}
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label="Email"
        autoComplete="off"
        isRequired={isRequired}
        error={errors?.email?.message}
        {...register('email')}
      />
    </div>
  );
}
