import { useMutation } from '@tanstack/react-query';
import {
  MEMBERSHIP_APPLICATION_FILE_FIELDS,
  MEMBERSHIP_APPLICATION_MESSAGES as M,
  submitMembershipApplicationEndpoint,
  UNUSED_FEE_NOTE,
} from '@contract/membership-application';
import { APPLICATION_CONSENT_FIELD, APPLICATION_CONSENT_VALUE } from '@contract/privacy';
import { callMultipartEndpoint, type UploadProgress } from '@/lib/api-client';
import { idempotencyKeyForApi } from '@/lib/idempotency-key';
import type { ApplicationFormValues } from '@/features/membership/utils/application-form-schema';

interface SubmitMembershipApplicationInput {
  values: ApplicationFormValues;
  /** The verified application-fee payment this application uses. */
  paymentReference: string;
  /** One per press of Submit, the same when Retry sends the application again. */
  idempotencyKey: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * The fee's reference, the eleven fields and the ticked declaration; files appended only when present. The
 * reference goes first: the server refuses an unpaid one as soon as it reads it, before the files.
 */
function toApplicationFormData({ values, paymentReference }: SubmitMembershipApplicationInput): FormData {
  const form = new FormData();
  form.append('paymentReference', paymentReference);
  if (values.image) form.append(MEMBERSHIP_APPLICATION_FILE_FIELDS.image, values.image);
  form.append('title', values.title);
  form.append('name', values.name);
  form.append('maritalStatus', values.maritalStatus);
  form.append('gender', values.gender);
  form.append('email', values.email);
  form.append('occupation', values.occupation);
  form.append('address', values.address);
  form.append('phone', values.phone);
  form.append('stateOfOrigin', values.stateOfOrigin);
  if (values.certificateFile)
    form.append(MEMBERSHIP_APPLICATION_FILE_FIELDS.certificate, values.certificateFile);
  if (values.consent) form.append(APPLICATION_CONSENT_FIELD, APPLICATION_CONSENT_VALUE);
  return form;
}

class ApplicationRefusedError extends Error {
  override readonly name = 'ApplicationRefusedError';
}

/** The server's refusals of one file, by the form field holding it: it checks what a file is, not its name. */
const FILE_REFUSALS = new Map<string, keyof ApplicationFormValues>([
  [M.imageRequired, 'image'],
  [M.imageTooLarge, 'image'],
  [M.imageWrongType, 'image'],
  [M.certificateRequired, 'certificateFile'],
  [M.certificateTooLarge, 'certificateFile'],
  [M.certificateWrongType, 'certificateFile'],
]);

/**
 * The field an error of the submission is about, with the server's words for it: a refused file, or an address
 * that cannot apply again (sent again, it is refused again). Null for any other error.
 */
export function refusedField(error: unknown) {
  if (!(error instanceof ApplicationRefusedError)) return null;
  const field = error.message.endsWith(UNUSED_FEE_NOTE) ? 'email' : FILE_REFUSALS.get(error.message);
  return field ? { field, message: error.message } : null;
}

/** `submitMembershipApplicationEndpoint` (multipart, with upload progress); a `success: false` answer is a failure. */
async function submitMembershipApplication(input: SubmitMembershipApplicationInput) {
  const answer = await callMultipartEndpoint(
    submitMembershipApplicationEndpoint,
    toApplicationFormData(input),
    {
      onUploadProgress: input.onUploadProgress,
      idempotencyKey: await idempotencyKeyForApi(input.idempotencyKey),
    },
  );
  if (!answer.success) throw new ApplicationRefusedError(answer.message || 'The application was refused');
  return answer;
}

export function useSubmitMembershipApplication() {
  return useMutation({ mutationFn: submitMembershipApplication });
}
