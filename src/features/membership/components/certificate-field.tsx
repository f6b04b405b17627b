import { CERTIFICATE_EXTENSIONS } from '@contract/constants';
import { FieldWrapper, fieldControlClassName } from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';
import type { FileFieldProps } from '@/features/membership/components/passport-photo-field';
import { formatFileSize } from '@/features/membership/utils/format-file-size';

const ACCEPT = CERTIFICATE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** 'Required Certificates*': the CAC certificate or proof of employment and the attestation letter, in one file. */
export function CertificateField({ file, error, disabled, inputRef, onFile, onBlur }: FileFieldProps) {
  return (
    <FieldWrapper
      label="Required Certificates"
      isRequired
      error={error}
      hint={file ? `${file.name} (${formatFileSize(file.size)})` : 'PDF, DOC, DOCX, JPG or PNG, up to 5MB'}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          className={cn(
            fieldControlClassName,
            'file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800',
          )}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
      )}
    </FieldWrapper>
  );
}
