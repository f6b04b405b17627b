import { toast } from '@/lib/toast';
import { useAddProgram } from '@/features/admin-content/api/add-program';
import { ProgramForm } from '@/features/admin-content/components/program-form';
import { CONTENT_FORM_MESSAGES } from '@/features/admin-content/lib/content-form-schemas';
import { readFileAsDataUrl } from '@/features/admin-content/lib/read-file-as-data-url';

/** SPEC's Add Program: the image goes as a data URL; 'Program added successfully.' or the failure toast. */
export function AddProgramForm() {
  const addProgram = useAddProgram();
  return (
    <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
      <ProgramForm
        idPrefix="add-program"
        submitLabel="Add Program"
        isSubmitting={addProgram.isPending}
        resetAfterSave
        onSubmit={async ({ image, ...fields }) => {
          try {
            if (!image) return false;
            await addProgram.mutateAsync({ ...fields, image: await readFileAsDataUrl(image) });
            toast.success(CONTENT_FORM_MESSAGES.programAdded, { position: 'top-right' });
            return true;
          } catch (error) {
            toast.error(CONTENT_FORM_MESSAGES.programAddFailed, {
              position: 'top-right',
              description: error instanceof Error ? error.message : undefined,
            });
            return false;
          }
        }}
      />
    </div>
  );
}
