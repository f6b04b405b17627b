import { CONTENT_MANAGEMENT_MESSAGES as M, type UpdateProgramBody } from '@contract/admin-content';
import { paths } from '@/config/paths';
import { useDeleteProgram, useUpdateProgram } from '@/features/admin-content/api/content-writes';
import { useAdminPrograms, type ManagedProgram } from '@/features/admin-content/api/get-programs';
import { ContentManager, type ManagedContent } from '@/features/admin-content/components/content-manager';
import { ProgramForm } from '@/features/admin-content/components/program-form';
import type { ProgramFormValues } from '@/features/admin-content/lib/content-form-schemas';

const PROGRAMS: ManagedContent<ManagedProgram, ProgramFormValues, UpdateProgramBody> = {
  noun: 'program',
  addLink: { href: paths.admin.addProgram.getHref(), label: 'Add Program' },
  messages: M.program,
  columns: [
    { id: 'date', header: 'Date', value: (p) => p.date, className: 'whitespace-nowrap' },
    { id: 'title', header: 'Title', value: (p) => p.title, className: 'font-medium' },
    { id: 'description', header: 'Description', value: (p) => p.description, className: 'max-w-md' },
  ],
  api: { useItems: useAdminPrograms, useUpdate: useUpdateProgram, useRemove: useDeleteProgram },
  initialSortColumn: 'date',
  renderEditForm: (item, form) => (
    <ProgramForm
      {...form}
      idPrefix={`edit-program-${item.id}`}
      initialValues={{
        title: item.title,
        description: item.description,
        date: item.date,
        goalNaira: item.goalNaira ?? null,
        goalEndsOn: item.goalEndsOn ?? null,
      }}
      currentImageUrl={item.imageUrl}
    />
  ),
};

/** The programs with edit (in a dialog) and delete (after a confirmation). */
export function ProgramsManager() {
  return <ContentManager content={PROGRAMS} />;
}
