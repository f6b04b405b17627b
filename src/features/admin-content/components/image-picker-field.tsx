import { useEffect, useRef } from 'react';
import { FieldWrapper } from '@/components/ui/form/field-wrapper';
import { useObjectUrl } from '@/lib/use-object-url';

export interface ImagePickerFieldProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string;
  isRequired?: boolean;
  /** The image in use now (when editing), shown until another is picked. */
  currentImageUrl?: string;
}

/** An image-only file picker with a preview of the chosen picture before it is uploaded. */
export function ImagePickerField({
  id,
  label,
  file,
  onChange,
  onBlur,
  error,
  isRequired,
  currentImageUrl,
}: ImagePickerFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);

  // Clearing the field (after a reset) must clear the browser's own file input too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const shownUrl = previewUrl ?? currentImageUrl;

  return (
    <FieldWrapper
      id={id}
      label={label}
      error={error}
      isRequired={isRequired}
      hint={currentImageUrl ? 'Leave empty to keep the current image.' : 'JPG, PNG, WebP or GIF, up to 5 MB.'}
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            onBlur={onBlur}
            className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            {...control}
          />
          {shownUrl ? (
            <img
              src={shownUrl}
              alt={previewUrl ? 'Preview of the chosen image' : 'The current image'}
              className="max-h-56 w-auto self-start rounded-lg border border-slate-200 object-contain"
            />
          ) : null}
        </div>
      )}
    </FieldWrapper>
  );
}
