import { Controller } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { BlogBodyEditor } from '@/features/admin-content/components/blog-body-editor';
import { ContentForm, type ContentFormProps } from '@/features/admin-content/components/content-form';
import { blogFormSchema, type BlogFormValues } from '@/features/admin-content/lib/content-form-schemas';

const EMPTY_BLOG: Omit<BlogFormValues, 'image'> = { title: '', summary: '', body: '', author: '' };

/** Title, Summary, Body (formatted, with preview), Author and an image picker, with their messages. */
export function BlogForm(props: ContentFormProps<BlogFormValues>) {
  return (
    <ContentForm
      {...props}
      schema={blogFormSchema}
      emptyValues={EMPTY_BLOG}
      renderFields={({ register, control, formState: { errors } }) => (
        <>
          <TextareaField
            id={`${props.idPrefix}-summary`}
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
                id={`${props.idPrefix}-body`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                isRequired
              />
            )}
          />
          <TextField
            id={`${props.idPrefix}-author`}
            label="Author"
            isRequired
            error={errors.author?.message}
            {...register('author')}
          />
        </>
      )}
    />
  );
}
