import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ContentForm, type ContentFormProps } from '@/features/admin-content/components/content-form';
import { programFormSchema, type ProgramFormValues } from '@/features/admin-content/lib/content-form-schemas';

const EMPTY_PROGRAM: Omit<ProgramFormValues, 'image'> = {
  title: '',
  description: '',
  date: '',
  goalNaira: null,
  goalEndsOn: null,
};

/** Title, Description, Date, the optional fundraising goal and end date, and an image picker, with their messages. */
export function ProgramForm(props: ContentFormProps<ProgramFormValues>) {
  return (
    <ContentForm
      {...props}
      schema={programFormSchema}
      emptyValues={EMPTY_PROGRAM}
      renderFields={({ register, formState: { errors } }) => (
        <>
          <TextareaField
            id={`${props.idPrefix}-description`}
            label="Description"
            rows={5}
            isRequired
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            id={`${props.idPrefix}-date`}
            type="date"
            label="Date"
            isRequired
            error={errors.date?.message}
            {...register('date')}
          />
          <TextField
            id={`${props.idPrefix}-goal`}
            type="text"
            inputMode="numeric"
            label="Fundraising goal (₦, optional)"
            error={errors.goalNaira?.message}
            {...register('goalNaira')}
          />
          <TextField
            id={`${props.idPrefix}-goal-ends-on`}
            type="date"
            label="Fundraising ends on (optional)"
            error={errors.goalEndsOn?.message}
            {...register('goalEndsOn')}
          />
        </>
      )}
    />
  );
}
