import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ImagePickerField } from '@/features/admin-content/components/image-picker-field';
import { programFormSchema, type ProgramFormValues } from '@/features/admin-content/lib/content-form-schemas';

export interface ProgramFormProps {
  idPrefix: string;
  initialValues?: Omit<ProgramFormValues, 'image'>;
  currentImageUrl?: string;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: ProgramFormValues) => Promise<boolean>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
}

const EMPTY_PROGRAM: Omit<ProgramFormValues, 'image'> = { title: '', description: '', date: '' };

/** Title, Description, Date and an image picker, with SPEC's messages. */
export function ProgramForm({
  idPrefix,
  initialValues = EMPTY_PROGRAM,
  currentImageUrl,
  submitLabel,
  isSubmitting,
  onSubmit,
  resetAfterSave = false,
  onCancel,
}: ProgramFormProps) {
  const schema = useMemo(() => programFormSchema(!currentImageUrl), [currentImageUrl]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProgramFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...initialValues, image: null },
  });

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit(values);
    if (saved && resetAfterSave) reset({ ...EMPTY_PROGRAM, image: null });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        id={`${idPrefix}-title`}
        label="Title"
        isRequired
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        id={`${idPrefix}-description`}
        label="Description"
        rows={5}
        isRequired
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        id={`${idPrefix}-date`}
        type="date"
        label="Date"
        isRequired
        error={errors.date?.message}
        {...register('date')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImagePickerField
            id={`${idPrefix}-image`}
            label="Image"
            file={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            isRequired={!currentImageUrl}
            currentImageUrl={currentImageUrl}
          />
        )}
      />
      <div className="flex gap-3">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
