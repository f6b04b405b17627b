import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { PersonalData } from '@contract/privacy';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { TableHead } from '@/components/ui/data-table/table-head';
import { TextField } from '@/components/ui/form/text-field';
import {
  downloadPersonalData,
  useErasePerson,
  usePersonalData,
} from '@/features/admin-privacy/api/personal-data';

type Records = PersonalData['gifts'];

const SECTIONS: ReadonlyArray<{ key: keyof Omit<PersonalData, 'email' | 'erasureRefusals'>; title: string }> =
  [
    { key: 'gifts', title: 'Gifts' },
    { key: 'monthlyGifts', title: 'Monthly gifts' },
    { key: 'membershipApplications', title: 'Membership applications' },
    { key: 'members', title: 'Member records' },
    { key: 'memberRequests', title: 'Member requests' },
    { key: 'consents', title: 'Consents' },
    { key: 'outbox', title: 'E-mails' },
    { key: 'documentAccess', title: 'Who opened their documents' },
  ];

/** Long columns (mail bodies) are cut short on screen; the export holds them whole. */
const shown = (value: string | number | null) => {
  if (value === null) return '—';
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

function RecordsTable({ title, records }: { title: string; records: Records }) {
  const columns = records[0] ? Object.keys(records[0]) : [];
  return (
    <section className="mt-6" aria-label={title}>
      <h3 className="text-lg font-semibold text-brand-900">
        {title} <span className="text-sm font-normal text-slate-600">({records.length})</span>
      </h3>
      {records.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <TableHead
              names={columns}
              className="bg-slate-50"
              cellClassName="px-2 py-1.5 font-semibold whitespace-nowrap"
            />
            <tbody>
              {records.map((record, index) => (
                <tr key={String(record.id ?? index)} className="border-t border-slate-100">
                  {columns.map((column) => (
                    <td key={column} className="px-2 py-1.5 align-top">
                      {shown(record[column] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The Privacy screen: everything held under an e-mail address (gifts, applications, member, member requests,
 * consents, mail, and who opened the person's documents), its export as one archive, and its erasure, which
 * the server refuses, with the reason, while a record must stay.
 */
export function PrivacyScreen() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const person = usePersonalData(email);
  const erase = useErasePerson();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = typed.trim().toLowerCase();
    if (address) setEmail(address);
  };

  const exportArchive = async () => {
    if (!email) return;
    setIsExporting(true);
    try {
      await downloadPersonalData(email);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed');
    } finally {
      setIsExporting(false);
    }
  };

  const confirmErasure = () => {
    if (!email) return;
    erase.mutate(email, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(error.message),
      onSettled: () => setIsConfirming(false),
    });
  };

  const data = person.data;
  const refusals = data?.erasureRefusals ?? [];
  return (
    <div>
      <form onSubmit={search} className="flex max-w-xl items-end gap-3" role="search">
        <TextField
          label="E-mail address"
          type="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="grow"
        />
        <Button type="submit">Find</Button>
      </form>
      {person.isFetching && !data ? (
        <p role="status" className="mt-6">
          Loading...
        </p>
      ) : null}
      {person.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {person.error.message}
        </p>
      ) : null}
      {data ? (
        <div className="mt-6">
          <h2 className="text-xl font-semibold text-brand-900">Held under {data.email}</h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => void exportArchive()} isLoading={isExporting}>
              Export (JSON and files)
            </Button>
            <Button
              variant="danger"
              onClick={() => setIsConfirming(true)}
              aria-disabled={refusals.length > 0 || undefined}
              disabled={refusals.length > 0}
              aria-describedby={refusals.length > 0 ? 'erasure-refusals' : undefined}
            >
              Erase this person
            </Button>
          </div>
          {refusals.length > 0 ? (
            <div id="erasure-refusals" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <p className="font-semibold">This person cannot be erased yet:</p>
              <ul className="list-disc pl-5">
                {refusals.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {SECTIONS.map((section) => (
            <RecordsTable key={section.key} title={section.title} records={data[section.key]} />
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Erase this person?"
        text={`Names, e-mail addresses, phone numbers, addresses and documents held under ${email ?? ''} will be removed for good. Amounts, dates, payment references and program earmarks stay, so the ledger does not change.`}
        confirmLabel="Erase"
        isConfirming={erase.isPending}
        onConfirm={confirmErasure}
        onCancel={() => setIsConfirming(false)}
      />
    </div>
  );
}
