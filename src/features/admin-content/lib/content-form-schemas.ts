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

const PROGRAM_GOAL_FORM_MESSAGES = {
  goalWhole: 'Goal must be a whole number of naira above 0',
  endsOnNeedsGoal: 'Set a goal to give it an end date',
} as const;

/** The goal as typed: empty (no goal) or a whole number of naira above 0; sent as a number or null. */
const goalNairaSchema = z.pipe(
  z.pipe(
    // The field starts as null (no goal) or the saved number; once typed in, it is text.
    z.transform((value: unknown) => (value === null || value === undefined ? '' : String(value).trim())),
    z.string().check(z.regex(/^([1-9]\d{0,10})?$/, PROGRAM_GOAL_FORM_MESSAGES.goalWhole)),
  ),
  z.transform((value): number | null => (value === '' ? null : Number(value))),
);

/** The date field: empty (open-ended) or YYYY-MM-DD; sent as the date or null. */
const goalEndsOnSchema = z.transform((value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null,
);

/** The Add Program messages, and the optional fundraising goal. */
export const programFormSchema = (isImageRequired: boolean) =>
  z
    .object({
      title: required('Title is required'),
      description: required('Description is required'),
      date: required('Date is required'),
      goalNaira: goalNairaSchema,
      goalEndsOn: goalEndsOnSchema,
      image: imageSchema(isImageRequired),
    })
    .check(
      z.refine((values) => values.goalEndsOn === null || values.goalNaira !== null, {
        message: PROGRAM_GOAL_FORM_MESSAGES.endsOnNeedsGoal,
        path: ['goalEndsOn'],
      }),
    );
export type ProgramFormValues = z.infer<ReturnType<typeof programFormSchema>>;
