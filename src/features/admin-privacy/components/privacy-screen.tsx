import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatNaira } from '@contract/format-naira';
import type { PersonalData } from '@contract/privacy';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { formatKoboAsNaira, formatUsShortDateTime } from '@/components/ui/data-table/format';
import { TableHead } from '@/components/ui/data-table/table-head';
import { TextField } from '@/components/ui/form/text-field';
import {
  downloadPersonalData,
  useErasePerson,
  usePersonalData,
} from '@/features/admin-privacy/api/personal-data';

type Records = PersonalData['gifts'];
type Cell = NonNullable<Records[number][string]>;
/** A column shown: the stored field, its heading, and how its value reads. */
type Column = readonly [field: string, heading: string, read?: (value: Cell) => string];

const naira = (kobo: Cell) => formatKoboAsNaira(Number(kobo));
const when = (value: Cell) => formatUsShortDateTime(String(value));
/** 'application_fee' reads 'Application fee'. */
const word = (value: Cell) =>
  String(value).charAt(0).toUpperCase() + String(value).slice(1).replace(/_/g, ' ');
/** Long text (mail bodies) is cut short on screen; the export holds it whole. */
const excerpt = (value: Cell) =>
  String(value).length > 80 ? `${String(value).slice(0, 80)}…` : String(value);
const STATUS: Column = ['status', 'Status', word];

/**
 * What the screen shows of each kind of record, in plain words: the person's own details, amounts in naira and
 * dates. Internal columns (hashes, stored paths, tokens, internal ids) are left to the export.
 */
const SECTIONS: ReadonlyArray<{
  key: keyof Omit<PersonalData, 'email' | 'erasureRefusals'>;
  title: string;
  columns: readonly Column[];
}> = [
  {
    key: 'gifts',
    title: 'Gifts',
    columns: [
      ['paid_at', 'Paid', when],
      ['amount_kobo', 'Amount', naira],
      ['purpose', 'Purpose', word],
      ['donation_type', 'Kind', word],
      ['reference', 'Reference'],
      STATUS,
    ],
  },
  {
    key: 'monthlyGifts',
    title: 'Monthly gifts',
    columns: [
      ['created_at', 'Started', when],
      ['amount_kobo', 'Amount a month', naira],
      STATUS,
      ['next_payment_date', 'Next payment', when],
      ['cancelled_at', 'Cancelled', when],
    ],
  },
  {
    key: 'membershipApplications',
    title: 'Membership applications',
    columns: [
      ['id', 'Application number'],
      ['created_at', 'Applied', when],
      ['title', 'Title'],
      ['name', 'Name'],
      ['gender', 'Gender'],
      ['phone', 'Phone'],
      ['marital_status', 'Marital status'],
      ['state_of_origin', 'State of origin'],
      ['address', 'Address'],
      ['occupation', 'Occupation'],
      ['image_original_name', 'Photo'],
      ['certificate_original_name', 'Certificates'],
      ['payment_reference', 'Fee reference'],
      STATUS,
      ['decided_at', 'Decided', when],
    ],
  },
  {
    key: 'members',
    title: 'Member records',
    columns: [
      ['ulid', 'Member ID'],
      ['created_at', 'Member since', when],
      ['title', 'Title'],
      ['name', 'Name'],
      ['state_of_origin', 'State of origin'],
      ['date_of_birth', 'Date of birth'],
      ['place_of_residence', 'Residence'],
      ['type_of_work', 'Work'],
      ['company_name', 'Company'],
      ['position_held', 'Position'],
      ['educational_status', 'Education'],
      ['marital_status', 'Marital status'],
      STATUS,
    ],
  },
  {
    key: 'memberRequests',
    title: 'Member requests',
    columns: [
      ['created_at', 'Sent', when],
      ['type', 'Type', word],
      ['duration', 'Duration (days)'],
      ['amount', 'Amount', (value) => formatNaira(Number(value))],
      ['description', 'Description'],
      STATUS,
      ['decided_at', 'Decided', when],
    ],
  },
  {
    key: 'consents',
    title: 'Consents',
    columns: [
      ['created_at', 'When', when],
      ['subject', 'To', word],
      ['action', 'Given or withdrawn', word],
      ['method', 'How', word],
      ['notice_version', 'Privacy notice version'],
    ],
  },
  {
    key: 'outbox',
    title: 'E-mails',
    columns: [
      ['created_at', 'Written', when],
      ['subject', 'Subject'],
      ['text_body', 'Message', excerpt],
      STATUS,
      ['sent_at', 'Sent', when],
    ],
  },
  {
    key: 'documentAccess',
    title: 'Who opened their documents',
    columns: [
      ['created_at', 'When', when],
      ['admin_email', 'Admin'],
      ['document', 'Document', word],
      ['action', 'Action', word],
      ['membership_application_id', 'Application number'],
    ],
  },
];

function RecordsTable({
  title,
  columns,
  records,
}: {
  title: string;
  columns: readonly Column[];
  records: Records;
}) {
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
              names={columns.map(([, heading]) => heading)}
              className="bg-slate-50"
              cellClassName="px-2 py-1.5 font-semibold whitespace-nowrap"
            />
            <tbody>
              {records.map((record, index) => (
                <tr key={String(record.id ?? index)} className="border-t border-slate-100">
                  {columns.map(([field, , read = String]) => {
                    const value = record[field];
                    return (
                      <td key={field} className="px-2 py-1.5 align-top">
                        {value === null || value === undefined || value === '' ? '—' : read(value)}
                      </td>
                    );
                  })}
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
            <RecordsTable
              key={section.key}
              title={section.title}
              columns={section.columns}
              records={data[section.key]}
            />
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
