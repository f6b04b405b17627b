import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ContentForm, type ContentFormProps } from '@/features/admin-content/components/content-form';
import { programFormSchema, type ProgramFormValues } from '@/features/admin-content/lib/content-form-schemas';

const EMPTY_PROGRAM: Omit<ProgramFormValues, 'image'> = { title: '', description: '', date: '' };

/** Title, Description, Date and an image picker, with their messages. */
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
        </>
      )}
    />
  );
}
