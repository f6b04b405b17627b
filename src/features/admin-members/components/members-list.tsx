import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MEMBER_MESSAGES } from '@contract/admin-members';
import type { Member } from '@contract/member';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { RowActions } from '@/components/ui/data-table/row-actions';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { useDeleteMember } from '@/features/admin-members/api/delete-member';
import { useMembers } from '@/features/admin-members/api/get-members';
import { MemberEditForm } from '@/features/admin-members/components/member-edit-form';

const TOAST_POSITION = 'top-right';

/** What the CSV adds to the table's columns: how to reach a member and the id they quote on requests. */
const EXPORT_ONLY_COLUMNS: DataTableColumn<Member>[] = [
  { id: 'email', header: 'Email', value: (m) => m.email },
  { id: 'ulid', header: 'Member ID (ULID)', value: (m) => m.ulid },
  { id: 'created_at', header: 'Member since', value: (m) => m.created_at },
];

/** The Members List: the table, inline edit under the member's row, and delete after an accessible confirmation. */
export function MembersList() {
  const members = useMembers();
  const deleteMember = useDeleteMember();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const [memberToDelete, setMemberToDelete] = useState<Member | null>(null);

  const columns = useMemo<DataTableColumn<Member>[]>(
    () => [
      { id: 'name', header: 'Name', value: (m) => m.name, className: 'font-medium' },
      { id: 'title', header: 'Title', value: (m) => m.title },
      { id: 'state_of_origin', header: 'State of Origin', value: (m) => m.state_of_origin },
      { id: 'date_of_birth', header: 'Date of Birth', value: (m) => m.date_of_birth },
      { id: 'place_of_residence', header: 'Residence', value: (m) => m.place_of_residence },
      { id: 'type_of_work', header: 'Work', value: (m) => m.type_of_work },
      { id: 'company_name', header: 'Company', value: (m) => m.company_name },
      { id: 'position_held', header: 'Position', value: (m) => m.position_held },
      { id: 'educational_status', header: 'Education', value: (m) => m.educational_status },
      { id: 'marital_status', header: 'Marital Status', value: (m) => m.marital_status },
      {
        id: 'actions',
        header: 'Actions',
        cell: (member) => (
          <RowActions
            name={member.name}
            onEdit={(event) => {
              editButton.current = event.currentTarget;
              setEditingId(member.id);
            }}
            onDelete={() => setMemberToDelete(member)}
          />
        ),
      },
    ],
    [],
  );

  const confirmDelete = () => {
    if (!memberToDelete) return;
    deleteMember.mutate(memberToDelete.id, {
      onSuccess: () => toast.success(MEMBER_MESSAGES.deleted, { position: TOAST_POSITION }),
      onError: () => toast.error(MEMBER_MESSAGES.deleteFailed, { position: TOAST_POSITION }),
      onSettled: () => setMemberToDelete(null),
    });
  };

  if (members.isPending || members.isError)
    return <QueryStatus error={members.error} onRetry={() => void members.refetch()} />;

  return (
    <>
      <DataTable
        caption="Members"
        rows={members.data}
        columns={columns}
        getRowKey={(member) => member.id}
        emptyMessage="No members yet"
        exportFileName="members.csv"
        exportOnlyColumns={EXPORT_ONLY_COLUMNS}
        renderRowDetail={(member) =>
          member.id === editingId ? (
            <MemberEditForm
              member={member}
              onDone={() => {
                setEditingId(null);
                editButton.current?.focus();
              }}
            />
          ) : null
        }
      />
      <ConfirmDialog
        isOpen={memberToDelete !== null}
        title="Delete member"
        text={MEMBER_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        isConfirming={deleteMember.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setMemberToDelete(null)}
      />
    </>
  );
}
