import type { UseFormReturn } from 'react-hook-form';
import { PRIVACY_NOTICE_VERSION } from '@contract/privacy';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { paths } from '@/config/paths';
import type {
  ApplicationFormInput,
  ApplicationFormValues,
} from '@/features/membership/utils/application-form-schema';

export interface ApplicationConsentFieldProps {
  form: UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;
  disabled: boolean;
}

/**
 * The declaration the application needs: consent to the processing of the passport photograph, certificate and
 * details, under the privacy notice of the version shown. Unticked until the applicant ticks it.
 */
export function ApplicationConsentField({ form, disabled }: ApplicationConsentFieldProps) {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = form;
  return (
    <CheckboxField
      {...register('consent', { onChange: () => clearErrors('consent') })}
      disabled={disabled}
      isRequired
      error={errors.consent?.message}
      label={
        <>
          I agree that the forum processes my passport photograph, certificate and the details above to decide
          on my membership, as the{' '}
          <a
            href={paths.privacy.getHref()}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline"
          >
            privacy notice (version {PRIVACY_NOTICE_VERSION}, opens in a new tab)
          </a>{' '}
          explains.
        </>
      }
    />
  );
}
