import { useId, useState, type DragEvent, type Ref } from 'react';
import { APPLICATION_IMAGE_EXTENSIONS } from '@contract/constants';
import { FieldWrapper } from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/features/membership/utils/format-file-size';

/** What the application's file fields (the photo, the certificates) take from the form. */
export interface FileFieldProps {
  file: File | null;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onFile: (file: File | null) => void;
  onBlur: () => void;
}

const ACCEPT = APPLICATION_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The dashed drop box: click or drop a photo; shows its name and size once chosen. */
export function PassportPhotoField({ file, error, disabled, inputRef, onFile, onBlur }: FileFieldProps) {
  const [isDragging, setIsDragging] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <FieldWrapper label="Passport Photograph" isRequired error={error} describedBy={hintId}>
      {(control) => (
        <div>
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            className="peer sr-only"
            onChange={(event) => {
              onFile(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
            onBlur={onBlur}
          />
          <label
            htmlFor={control.id}
            onDragOver={(event) => {
              event.preventDefault();
              setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
              error
                ? 'border-red-600 bg-red-50'
                : isDragging
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-300 bg-slate-50 hover:border-brand-600',
            )}
          >
            {file ? (
              <>
                <span className="font-semibold break-all text-slate-900">{file.name}</span>
                <span className="text-slate-600">{formatFileSize(file.size)}</span>
                <span className="font-medium text-brand-700">Click to change image</span>
              </>
            ) : (
              <>
                <span className="font-semibold text-brand-700">Click to upload or drag and drop</span>
                <span className="text-slate-600">JPG, JPEG or PNG, up to 2MB</span>
              </>
            )}
          </label>
          <span id={hintId} className="sr-only">
            {file ? `Chosen: ${file.name}, ${formatFileSize(file.size)}` : 'No photo chosen yet'}
          </span>
        </div>
      )}
    </FieldWrapper>
  );
}
