import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ADMIN_MARITAL_STATUSES, MEMBER_TITLES } from '@contract/constants';
import type { MemberFields as MemberFieldValues } from '@contract/member';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';

type TextFieldName = Exclude<keyof MemberFieldValues, 'title' | 'marital_status' | 'email'>;

/** The member fields typed in (the date of birth picked), in the form's order between Title and Marital Status. */
const MEMBER_TEXT_FIELDS: readonly { name: TextFieldName; label: string; type?: 'date' }[] = [
  { name: 'name', label: 'Name' },
  { name: 'state_of_origin', label: 'State of Origin' },
  { name: 'date_of_birth', label: 'Date of Birth', type: 'date' },
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
  /** The member's stored title and marital status, offered as one more choice when the options lack them. */
  stored?: { title: string; marital_status: string };
}

const withStored = (options: readonly string[], value = '') =>
  value && !options.includes(value) ? [...options, value] : options;

/** Every member field of the admin member form, laid out in a responsive grid. */
export function MemberFields({ register, errors, idPrefix, isRequired = false, stored }: MemberFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${idPrefix}-title`}
        label="Title"
        placeholder="Select a title"
        options={withStored(MEMBER_TITLES, stored?.title)}
        isRequired={isRequired}
        error={errors?.title?.message}
        {...register('title')}
      />
      {MEMBER_TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          type={field.type}
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
        options={withStored(ADMIN_MARITAL_STATUSES, stored?.marital_status)}
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
