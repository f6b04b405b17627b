import { useAddProgram } from '@/features/admin-content/api/content-writes';
import { ProgramForm } from '@/features/admin-content/components/program-form';
import { CONTENT_FORM_MESSAGES as M } from '@/features/admin-content/lib/content-form-schemas';
import { useAddContentForm } from '@/features/admin-content/lib/use-add-content-form';

/** Add Program: 'Program added successfully.' or the failure toast. */
export function AddProgramForm() {
  const form = useAddContentForm(useAddProgram(), M.program);
  return <ProgramForm {...form} idPrefix="add-program" submitLabel="Add Program" />;
}
