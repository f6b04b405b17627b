import { useMemo, useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { RowActions } from '@/components/ui/data-table/row-actions';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { readFileAsDataUrl } from '@/lib/read-file-as-data-url';
import { toast } from 'sonner';

interface ManagedItem {
  id: number;
  title: string;
}

/** What the edit form is given besides the item's own values: its label, state and a submit that saves. */
interface EditFormProps<TValues> {
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
  /** Saves the values (a new picture goes as a data URL) and answers whether they were saved. */
  onSubmit: (values: TValues) => Promise<boolean>;
}

/** Blogs or programs, as the manager lists and edits them. */
export interface ManagedContent<TItem extends ManagedItem, TValues extends { image: File | null }, TBody> {
  /** 'blog post', 'program': names the table ('Blog posts'), its empty message and the dialogs. */
  noun: string;
  addLink: { href: string; label: string };
  messages: {
    updated: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
    deleteConfirm: string;
  };
  /** The columns before Actions. */
  columns: DataTableColumn<TItem>[];
  api: {
    useItems: () => UseQueryResult<TItem[]>;
    useUpdate: () => UseMutationResult<unknown, Error, { id: number; body: TBody }>;
    useRemove: () => UseMutationResult<unknown, Error, number>;
  };
  initialSortColumn: string;
  /** The edit dialog's width: 'lg' unless the form needs more. */
  dialogSize?: 'lg' | 'xl';
  renderEditForm: (item: TItem, form: EditFormProps<TValues>) => ReactNode;
}

/** A list of blogs or programs with edit (in a dialog) and delete (after a confirmation). */
export function ContentManager<TItem extends ManagedItem, TValues extends { image: File | null }, TBody>({
  content: { noun, addLink, messages, columns, api, initialSortColumn, dialogSize = 'lg', renderEditForm },
}: {
  content: ManagedContent<TItem, TValues, TBody>;
}) {
  const items = api.useItems();
  const update = api.useUpdate();
  const remove = api.useRemove();
  const caption = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`;
  const [editing, setEditing] = useState<TItem | null>(null);
  const [toDelete, setToDelete] = useState<TItem | null>(null);

  const allColumns = useMemo<DataTableColumn<TItem>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        cell: (item) => (
          <RowActions name={item.title} onEdit={() => setEditing(item)} onDelete={() => setToDelete(item)} />
        ),
      },
    ],
    [columns],
  );

  if (items.isPending || items.isError) return <QueryStatus error={items.error} />;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to={addLink.href} className={buttonClassName({ size: 'sm' })}>
          {addLink.label}
        </Link>
      </div>
      <DataTable
        caption={caption}
        rows={items.data}
        columns={allColumns}
        getRowKey={(item) => item.id}
        emptyMessage={`No ${noun}s yet`}
        initialSort={{ columnId: initialSortColumn, direction: 'descending' }}
      />
      {editing ? (
        <Dialog
          isOpen
          onClose={() => setEditing(null)}
          title={`Edit “${editing.title}”`}
          size={dialogSize}
          closeOnBackdropClick={false}
        >
          {renderEditForm(editing, {
            submitLabel: 'Save Changes',
            isSubmitting: update.isPending,
            onCancel: () => setEditing(null),
            onSubmit: async ({ image, ...fields }) => {
              const body = { ...fields, ...(image ? { image: await readFileAsDataUrl(image) } : {}) };
              try {
                await update.mutateAsync({ id: editing.id, body: body as TBody });
                toast.success(messages.updated, { position: 'top-right' });
                setEditing(null);
                return true;
              } catch (error) {
                toast.error(messages.updateFailed, {
                  position: 'top-right',
                  description: error instanceof Error ? error.message : undefined,
                });
                return false;
              }
            },
          })}
        </Dialog>
      ) : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={`Delete ${noun}`}
        text={messages.deleteConfirm}
        confirmLabel="Delete"
        isConfirming={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => toast.success(messages.deleted, { position: 'top-right' }),
            onError: () => toast.error(messages.deleteFailed, { position: 'top-right' }),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}
