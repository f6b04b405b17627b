import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { BlogBodyEditor } from '@/features/admin-content/components/blog-body-editor';
import { ImagePickerField } from '@/features/admin-content/components/image-picker-field';
import { blogFormSchema, type BlogFormValues } from '@/features/admin-content/lib/content-form-schemas';

export interface BlogFormProps {
  idPrefix: string;
  initialValues?: Omit<BlogFormValues, 'image'>;
  currentImageUrl?: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** Resolves true when saved, so the form can clear itself (when adding). */
  onSubmit: (values: BlogFormValues) => Promise<boolean>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
}

const EMPTY_BLOG: Omit<BlogFormValues, 'image'> = { title: '', summary: '', body: '', author: '' };

/** Title, Summary, Body (formatted, with preview), Author and an image picker, with SPEC's messages. */
export function BlogForm({
  idPrefix,
  initialValues = EMPTY_BLOG,
  currentImageUrl,
  submitLabel,
  isSubmitting,
  onSubmit,
  resetAfterSave = false,
  onCancel,
}: BlogFormProps) {
  const schema = useMemo(() => blogFormSchema(!currentImageUrl), [currentImageUrl]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BlogFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...initialValues, image: null },
  });

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit(values);
    if (saved && resetAfterSave) reset({ ...EMPTY_BLOG, image: null });
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
        id={`${idPrefix}-summary`}
        label="Summary"
        rows={3}
        isRequired
        error={errors.summary?.message}
        {...register('summary')}
      />
      <Controller
        control={control}
        name="body"
        render={({ field, fieldState }) => (
          <BlogBodyEditor
            id={`${idPrefix}-body`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <TextField
        id={`${idPrefix}-author`}
        label="Author"
        isRequired
        error={errors.author?.message}
        {...register('author')}
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
