import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ComponentType } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { TOAST_SUBMIT_FAILURE_MS, TOAST_SUBMIT_SUCCESS_MS } from '@contract/constants';
import { AppActionButton } from '@/components/ui/button/app-action-button';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { organisation } from '@/content/organisation';
import type { UploadProgress } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { ApplicationConsentField } from '@/features/membership/components/application-consent-field';
import { ApplicationFields } from '@/features/membership/components/application-fields';
import { ApplicationPaymentModal } from '@/features/membership/components/application-payment-modal';
import { CertificateField } from '@/features/membership/components/certificate-field';
import {
  PassportPhotoField,
  type FileFieldProps,
} from '@/features/membership/components/passport-photo-field';
import { RequiredDocumentsNotice } from '@/features/membership/components/required-documents-notice';
import { UploadProgressBar } from '@/features/membership/components/upload-progress-bar';
import {
  refusedField,
  useSubmitMembershipApplication,
} from '@/features/membership/api/submit-membership-application';
import { useApplicationFee } from '@/features/membership/hooks/use-application-fee';
import { APPLICATION_PAYMENT_TEXT, MEMBERSHIP_MESSAGES as MESSAGES } from '@/features/membership/messages';
import {
  APPLICATION_FORM_DEFAULTS,
  applicationFormSchema,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from '@/features/membership/utils/application-form-schema';

export interface MembershipApplicationModalProps {
  /** The dialog's id, which 'Join the Movement' names to open it (with no script). */
  id: string;
}

type ApplicationForm = UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;

/**
 * Every toast of a press of Submit takes the place of the last one, its Retry and its time included: an
 * earlier failure never stays up beside a later outcome, nor offers to send values the visitor has since changed.
 */
const SUBMIT_TOAST = { id: 'membership-application-submit', action: undefined, duration: undefined };

/**
 * A file picked in the page the server sent, before the app arrived: the input holds it, but its `change` was
 * heard by no one. Taken into the form when the app takes the field over.
 */
function takeFileChosenBeforeTheApp(
  input: HTMLInputElement | null,
  current: File | null | undefined,
  take: (file: File) => void,
) {
  const chosen = input?.files?.[0];
  if (chosen && !current) take(chosen);
}

/** One of the form's file fields: a file is checked as soon as it is chosen. */
function FileController({
  form,
  name,
  Field,
  disabled,
}: {
  form: ApplicationForm;
  name: 'image' | 'certificateFile';
  Field: ComponentType<FileFieldProps>;
  disabled: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          file={field.value}
          error={fieldState.error?.message}
          disabled={disabled}
          inputRef={(input) => {
            field.ref(input);
            takeFileChosenBeforeTheApp(input, field.value, field.onChange);
          }}
          onBlur={field.onBlur}
          onFile={(file) => {
            field.onChange(file);
            void form.trigger(name);
          }}
        />
      )}
    />
  );
}

/**
 * 'Join the Movement': the membership application with its documents, the
 * application fee paid and verified first, then sent with upload progress. In the page's HTML and opened by
 * its invoker with no script, its fields can be filled in before the app arrives; Pay and Submit need the app
 * and act on a tap made before it once it has.
 */
export function MembershipApplicationModal({ id }: MembershipApplicationModalProps) {
  const fee = useApplicationFee();
  const [isPaymentOpen, setIsPaymentOpen] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submission = useSubmitMembershipApplication();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const closeDialog = () => formRef.current?.closest('dialog')?.close();

  const form: ApplicationForm = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: APPLICATION_FORM_DEFAULTS,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const { formState, handleSubmit, reset, setError } = form;
  const isSubmitting = submission.isPending;

  /** Sends the application; Retry sends the same values with the same key, so a lost answer files nothing twice. */
  const send = (values: ApplicationFormValues, paymentReference: string, idempotencyKey: string) => {
    toast.loading(MESSAGES.submittingTitle, { ...SUBMIT_TOAST, description: MESSAGES.submittingDescription });
    setProgress({ loaded: 0, total: 0, fraction: 0 });
    submission.mutate(
      { values, paymentReference, idempotencyKey, onUploadProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(MESSAGES.successTitle, {
            ...SUBMIT_TOAST,
            description: MESSAGES.successDescription,
            duration: TOAST_SUBMIT_SUCCESS_MS,
          });
          reset(APPLICATION_FORM_DEFAULTS);
          setFormKey((key) => key + 1);
          fee.reset();
          closeDialog();
        },
        onError: (error) => {
          console.error('The membership application was not accepted', error);
          // What the server refuses in one field is refused again on Retry: it is the field's error until changed.
          const refused = refusedField(error);
          if (refused) {
            setError(refused.field, { message: refused.message }, { shouldFocus: true });
            toast.error(MESSAGES.formInvalidTitle, {
              ...SUBMIT_TOAST,
              description: MESSAGES.formInvalidDescription,
            });
            return;
          }
          toast.error(MESSAGES.failureTitle, {
            ...SUBMIT_TOAST,
            description: MESSAGES.failureDescription,
            duration: TOAST_SUBMIT_FAILURE_MS,
            action: {
              label: MESSAGES.retry,
              onClick: (event) => {
                event.preventDefault();
                send(values, paymentReference, idempotencyKey);
              },
            },
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const submitApplication = () => {
    if (isSubmitting) return;
    const paymentReference = fee.reference;
    if (paymentReference === null) {
      toast.error(MESSAGES.notVerifiedTitle, {
        ...SUBMIT_TOAST,
        description: MESSAGES.notVerifiedDescription,
      });
      return;
    }
    void handleSubmit(
      (values) => send(values, paymentReference, newIdempotencyKey()),
      () =>
        toast.error(MESSAGES.formInvalidTitle, {
          ...SUBMIT_TOAST,
          description: MESSAGES.formInvalidDescription,
        }),
    )();
  };

  return (
    <>
      <Dialog
        id={id}
        title={MESSAGES.title}
        description={<span data-needs-app>{MESSAGES.subtitle}</span>}
        size="lg"
        footer={
          <>
            <AppActionButton
              variant="accent"
              onAction={() => setIsPaymentOpen(true)}
              disabled={fee.isVerified || isSubmitting}
            >
              {fee.isVerified ? 'Application Fee Paid ✓' : APPLICATION_PAYMENT_TEXT.payButton}
            </AppActionButton>
            <Button variant="ghost" commandfor={id} command="close" disabled={isSubmitting}>
              Cancel
            </Button>
            <AppActionButton
              onAction={() => formRef.current?.requestSubmit()}
              aria-disabled={!fee.isVerified || undefined}
              className={fee.isVerified ? undefined : 'cursor-not-allowed opacity-60'}
              isLoading={isSubmitting}
              loadingText="Submitting..."
            >
              Submit Application
            </AppActionButton>
          </>
        }
      >
        {/* The fee's pop-up and the uploads need the app: with no script, the form is replaced by other ways. */}
        <p data-without-app className="hidden text-slate-700">
          {MESSAGES.needsScript} Please turn JavaScript on, or use a browser that runs it. To ask about
          membership, call us on{' '}
          <a className="font-semibold text-brand-700 underline" href={organisation.contact.phoneHref}>
            {organisation.contact.phone}
          </a>{' '}
          or write to{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${organisation.contact.email}`}>
            {organisation.contact.email}
          </a>
          .
        </p>
        <form
          key={formKey}
          ref={formRef}
          id={formId}
          data-needs-app
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitApplication();
          }}
          className="flex flex-col gap-5"
        >
          <RequiredDocumentsNotice />
          <FileController form={form} name="image" Field={PassportPhotoField} disabled={isSubmitting} />
          <ApplicationFields form={form} disabled={isSubmitting} />
          <FileController
            form={form}
            name="certificateFile"
            Field={CertificateField}
            disabled={isSubmitting}
          />
          <ApplicationConsentField form={form} disabled={isSubmitting} />
          {progress ? <UploadProgressBar progress={progress} /> : null}
          <p className="text-sm text-slate-600">* Required fields</p>
          {formState.isSubmitted && Object.keys(formState.errors).length > 0 ? (
            <p className="sr-only" role="alert">
              {MESSAGES.formInvalidTitle}
            </p>
          ) : null}
        </form>
      </Dialog>
      <ApplicationPaymentModal
        open={isPaymentOpen}
        onClose={() => setIsPaymentOpen(false)}
        applicantEmail={form.getValues('email')}
        applicantPhone={form.getValues('phone')}
        onVerified={fee.markVerified}
      />
    </>
  );
}
