import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { toast } from '@/lib/toast';
import { CONTENT_MANAGEMENT_MESSAGES as M } from '@contract/admin-content';
import type { Program } from '@contract/program';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { paths } from '@/config/paths';
import { useDeleteProgram } from '@/features/admin-content/api/delete-program';
import { useAdminPrograms } from '@/features/admin-content/api/get-programs';
import { useUpdateProgram } from '@/features/admin-content/api/update-program';
import { ProgramForm } from '@/features/admin-content/components/program-form';
import { readFileAsDataUrl } from '@/features/admin-content/lib/read-file-as-data-url';

type ManagedProgram = Program & { id: number };

/** The programs with edit (in a dialog) and delete (after a confirmation). */
export function ProgramsManager() {
  const programs = useAdminPrograms();
  const updateProgram = useUpdateProgram();
  const deleteProgram = useDeleteProgram();
  const [editing, setEditing] = useState<ManagedProgram | null>(null);
  const [toDelete, setToDelete] = useState<ManagedProgram | null>(null);

  const columns = useMemo<DataTableColumn<ManagedProgram>[]>(
    () => [
      { id: 'date', header: 'Date', value: (p) => p.date, className: 'whitespace-nowrap' },
      { id: 'title', header: 'Title', value: (p) => p.title, className: 'font-medium' },
      { id: 'description', header: 'Description', value: (p) => p.description, className: 'max-w-md' },
      {
        id: 'actions',
        header: 'Actions',
        cell: (p) => (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(p)}
              aria-label={`Edit ${p.title}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setToDelete(p)}
              aria-label={`Delete ${p.title}`}
            >
              Delete
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  if (programs.isPending) return <p role="status">Loading...</p>;
  if (programs.isError)
    return (
      <p role="alert" className="text-red-700">
        {programs.error.message}
      </p>
    );

  // Our server always sends ids; a program without one cannot be edited, so it is not listed here.
  const rows = programs.data.filter((program): program is ManagedProgram => typeof program.id === 'number');

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to={paths.admin.addProgram.getHref()} className={buttonClassName({ size: 'sm' })}>
          Add Program
        </Link>
      </div>
      <DataTable
        caption="Programs"
        rows={rows}
        columns={columns}
        getRowKey={(p) => p.id}
        emptyMessage="No programs yet"
        initialSort={{ columnId: 'date', direction: 'descending' }}
      />
      {editing ? (
        <Dialog
          isOpen
          onClose={() => setEditing(null)}
          title={`Edit “${editing.title}”`}
          size="lg"
          closeOnBackdropClick={false}
        >
          <ProgramForm
            idPrefix={`edit-program-${editing.id}`}
            initialValues={{ title: editing.title, description: editing.description, date: editing.date }}
            currentImageUrl={editing.imageUrl}
            submitLabel="Save Changes"
            isSubmitting={updateProgram.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async ({ image, ...fields }) => {
              try {
                await updateProgram.mutateAsync({
                  id: editing.id,
                  program: { ...fields, ...(image ? { image: await readFileAsDataUrl(image) } : {}) },
                });
                toast.success(M.programUpdated, { position: 'top-right' });
                setEditing(null);
                return true;
              } catch (error) {
                toast.error(M.programUpdateFailed, {
                  position: 'top-right',
                  description: error instanceof Error ? error.message : undefined,
                });
                return false;
              }
            }}
          />
        </Dialog>
      ) : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete program"
        text={M.programDeleteConfirm}
        confirmLabel="Delete"
        confirmVariant="danger"
        isConfirming={deleteProgram.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deleteProgram.mutate(toDelete.id, {
            onSuccess: () => toast.success(M.programDeleted, { position: 'top-right' }),
            onError: () => toast.error(M.programDeleteFailed, { position: 'top-right' }),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}
