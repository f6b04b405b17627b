import { z } from '@contract/zod';
import {
  checkApplicationImage,
  checkCertificateFile,
  membershipApplicationFieldsSchema,
  type FileFacts,
} from '@contract/membership-application';
import { PRIVACY_MESSAGES } from '@contract/privacy';

const fileRule = (check: (file: FileFacts | null) => string | null) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .check(
      z.superRefine((file, context) => {
        const problem = check(file ? { name: file.name, size: file.size } : null);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    );

/** The application's rules and messages: the contract's field rules (shared with the server) plus the two files. */
export const applicationFormSchema = z.extend(membershipApplicationFieldsSchema, {
  image: fileRule(checkApplicationImage),
  certificateFile: fileRule(checkCertificateFile),
  /** The declaration: consent to the processing of the documents, under the current privacy notice. */
  consent: z
    .boolean({ error: PRIVACY_MESSAGES.consentRequired })
    .check(z.refine((ticked) => ticked, PRIVACY_MESSAGES.consentRequired)),
});

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

/** The form's defaults: Single, Male, every other text field empty, no files, the declaration unticked. */
export const APPLICATION_FORM_DEFAULTS: ApplicationFormInput = {
  image: null,
  title: '',
  name: '',
  maritalStatus: 'Single',
  gender: 'Male',
  email: '',
  occupation: '',
  address: '',
  phone: '',
  stateOfOrigin: '',
  certificateFile: null,
  consent: false,
};
