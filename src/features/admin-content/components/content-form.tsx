import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/text-field';
import { ImagePickerField } from '@/features/admin-content/components/image-picker-field';
import { cn } from '@/lib/cn';

interface ContentValues extends FieldValues {
  title: string;
  image: File | null;
}

/** What the pages using a blog or program form pass it. */
export interface ContentFormProps<TValues extends ContentValues> {
  idPrefix: string;
  initialValues?: Omit<TValues, 'image'>;
  /** The picture the record has (editing): choosing none keeps it. */
  currentImageUrl?: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** Resolves true when saved, so the form can clear itself (when adding). */
  onSubmit: (values: TValues) => Promise<boolean>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
  /** Classes beyond the form's own layout (the add pages show it as a card). */
  className?: string;
}

interface ContentFormShellProps<TValues extends ContentValues> extends ContentFormProps<TValues> {
  schema: (isImageRequired: boolean) => z.ZodMiniType<TValues, FieldValues>;
  emptyValues: Omit<TValues, 'image'>;
  /** The fields between Title and Image. */
  renderFields: (form: UseFormReturn<TValues>) => ReactNode;
}

/** A blog or program form: Title, the record's own fields, an image picker, and its buttons. */
export function ContentForm<TValues extends ContentValues>({
  idPrefix,
  emptyValues,
  initialValues = emptyValues,
  currentImageUrl,
  submitLabel,
  isSubmitting,
  onSubmit,
  resetAfterSave = false,
  onCancel,
  className,
  schema,
  renderFields,
}: ContentFormShellProps<TValues>) {
  // zodResolver types its input as any FieldValues; the schema reads exactly these values.
  const resolver = useMemo(
    () => zodResolver(schema(!currentImageUrl)) as unknown as Resolver<TValues>,
    [schema, currentImageUrl],
  );
  const form = useForm<TValues>({
    resolver,
    defaultValues: { ...initialValues, image: null } as DefaultValues<TValues>,
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await onSubmit(values);
    if (saved && resetAfterSave) form.reset({ ...emptyValues, image: null } as TValues);
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={cn('flex flex-col gap-5', className)}
    >
      <TextField
        id={`${idPrefix}-title`}
        label="Title"
        isRequired
        error={form.formState.errors.title?.message?.toString()}
        {...form.register('title' as Path<TValues>)}
      />
      {renderFields(form)}
      <Controller
        control={form.control}
        name={'image' as Path<TValues>}
        render={({ field, fieldState }) => (
          <ImagePickerField
            id={`${idPrefix}-image`}
            label="Image"
            file={field.value as File | null}
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
