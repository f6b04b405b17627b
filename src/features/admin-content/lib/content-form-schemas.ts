import { z } from '@contract/zod';
import { CONTENT_IMAGE_MAX_BYTES, MB } from '@contract/constants';

export const CONTENT_FORM_MESSAGES = {
  blog: { added: 'Blog added successfully!', addFailed: 'An error occurred while adding the blog.' },
  program: { added: 'Program added successfully.', addFailed: 'An error occurred while adding the program.' },
  imageRequired: 'Image is required',
  imageNotAnImage: 'Only image files are allowed',
  imageTooLarge: `Image must be at most ${CONTENT_IMAGE_MAX_BYTES / MB} MB`,
} as const;

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** The picked image: required when adding, optional when editing (left empty keeps the current one). */
const imageSchema = (isRequired: boolean) =>
  z
    .custom<File | null>((value) => value === null || value === undefined || value instanceof File)
    .check(
      z.superRefine((file, context) => {
        if (!file) {
          if (isRequired) context.addIssue({ code: 'custom', message: CONTENT_FORM_MESSAGES.imageRequired });
          return;
        }
        if (!file.type.startsWith('image/')) {
          context.addIssue({ code: 'custom', message: CONTENT_FORM_MESSAGES.imageNotAnImage });
        } else if (file.size > CONTENT_IMAGE_MAX_BYTES) {
          context.addIssue({ code: 'custom', message: CONTENT_FORM_MESSAGES.imageTooLarge });
        }
      }),
    );

/** The Add Blog messages, in the order of the form. */
export const blogFormSchema = (isImageRequired: boolean) =>
  z.object({
    title: required('Title is required'),
    summary: required('Summary is required'),
    body: required('Body is required'),
    author: required('Author is required'),
    image: imageSchema(isImageRequired),
  });
export type BlogFormValues = z.infer<ReturnType<typeof blogFormSchema>>;

/** The Add Program messages. */
export const programFormSchema = (isImageRequired: boolean) =>
  z.object({
    title: required('Title is required'),
    description: required('Description is required'),
    date: required('Date is required'),
    image: imageSchema(isImageRequired),
  });
export type ProgramFormValues = z.infer<ReturnType<typeof programFormSchema>>;
