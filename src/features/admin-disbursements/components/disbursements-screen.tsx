import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DISBURSEMENT_MESSAGES, type Disbursement, type DisbursementBody } from '@contract/ledger';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { formatKoboAsNaira } from '@/components/ui/data-table/format';
import { Dialog } from '@/components/ui/dialog/dialog';
import { LoadingDots } from '@/components/ui/loading-dots/loading-dots';
import { ApiError } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/format-date';
import { programListQueryOptions } from '@/lib/queries/program-queries';
import { toast } from 'sonner';
import {
  useDeleteDisbursement,
  useDisbursements,
  useSaveDisbursement,
} from '@/features/admin-disbursements/api/disbursements';
import { DisbursementForm } from '@/features/admin-disbursements/components/disbursement-form';

const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'The disbursement could not be saved.';

/** Record what the forum paid out, and correct or delete it: each shows in the public ledger at once. */
export function DisbursementsScreen() {
  const { data: disbursements, isPending } = useDisbursements();
  const { data: programs = [] } = useQuery({
    ...programListQueryOptions(),
    select: (response) =>
      response.data.flatMap((program) =>
        program.id === undefined ? [] : [{ id: program.id, title: program.title }],
      ),
  });
  const save = useSaveDisbursement();
  const remove = useDeleteDisbursement();
  const [editing, setEditing] = useState<Disbursement | null>(null);
  const [deleting, setDeleting] = useState<Disbursement | null>(null);

  const saveWith = (id?: number) => async (body: DisbursementBody) => {
    try {
      await save.mutateAsync({ id, body });
      toast.success(id === undefined ? DISBURSEMENT_MESSAGES.added : DISBURSEMENT_MESSAGES.updated);
      if (id !== undefined) setEditing(null);
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  };

  return (
    <>
      <section aria-labelledby="record-disbursement-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="record-disbursement-heading" className="mb-4 text-lg font-bold text-brand-900">
          Record a disbursement
        </h2>
        <DisbursementForm programs={programs} isSaving={save.isPending && !editing} onSave={saveWith()} />
      </section>

      <section aria-labelledby="disbursements-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="disbursements-heading" className="mb-4 text-lg font-bold text-brand-900">
          Recorded disbursements
        </h2>
        {isPending ? (
          <LoadingDots label="Loading disbursements" />
        ) : !disbursements?.length ? (
          <p className="text-slate-700">No disbursements recorded yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <thead>
                <tr className="text-left text-brand-900">
                  <th scope="col" className="border-b px-3 py-2">
                    Date
                  </th>
                  <th scope="col" className="border-b px-3 py-2">
                    Fund
                  </th>
                  <th scope="col" className="border-b px-3 py-2">
                    Paid for
                  </th>
                  <th scope="col" className="border-b px-3 py-2 text-right">
                    Amount
                  </th>
                  <th scope="col" className="border-b px-3 py-2">
                    Receipt
                  </th>
                  <th scope="col" className="border-b px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {disbursements.map((item) => (
                  <tr key={item.id}>
                    <td className="border-b px-3 py-2 whitespace-nowrap">{formatDisplayDate(item.paidOn)}</td>
                    <td className="border-b px-3 py-2">{item.programTitle ?? 'General fund'}</td>
                    <td className="border-b px-3 py-2">{item.description}</td>
                    <td className="border-b px-3 py-2 text-right tabular-nums">
                      {formatKoboAsNaira(item.amountKobo)}
                    </td>
                    <td className="border-b px-3 py-2">
                      {item.receiptUrl ? (
                        <a
                          href={item.receiptUrl}
                          target="_blank"
                          rel="noopener"
                          className="text-brand-700 underline"
                        >
                          View<span className="sr-only"> receipt for {item.description}</span>
                        </a>
                      ) : (
                        'None'
                      )}
                    </td>
                    <td className="border-b px-3 py-2">
                      <div className="flex gap-2">
                        <Button size="sm" variant="outline" onClick={() => setEditing(item)}>
                          Edit<span className="sr-only"> {item.description}</span>
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setDeleting(item)}>
                          Delete<span className="sr-only"> {item.description}</span>
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <Dialog isOpen={editing !== null} onClose={() => setEditing(null)} title="Edit disbursement">
        {editing ? (
          <DisbursementForm
            key={editing.id}
            programs={programs}
            initial={editing}
            isSaving={save.isPending}
            onSave={saveWith(editing.id)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this disbursement?"
        text="It disappears from the public ledger."
        confirmLabel="Delete"
        isConfirming={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(DISBURSEMENT_MESSAGES.deleted),
            onError: (error) => toast.error(refusalOf(error)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
