import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { NDPC_DEADLINE_HOURS, type Breach } from '@contract/admin-breaches';
import { Button } from '@/components/ui/button/button';
import { formatUsShortDateTime } from '@/components/ui/data-table/format';
import { TableHead } from '@/components/ui/data-table/table-head';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { TextField } from '@/components/ui/form/text-field';
import { useBreaches, useRecordBreach, useRecordNdpcNotified } from '@/features/admin-breaches/api/breaches';

/** A `datetime-local` value (the admin's own clock) as the instant it names. */
const instantOf = (local: string) => new Date(local).toISOString();

/** Where a breach stands against the NDPC's 72 hours, at `now`. */
export function deadlineStatus(breach: Breach, now: number): string {
  if (breach.ndpcNotifiedAt)
    return breach.ndpcNotifiedAt <= breach.ndpcDeadline ? 'NDPC told in time' : 'NDPC told late';
  const hoursLeft = Math.floor((Date.parse(breach.ndpcDeadline) - now) / 3600_000);
  return hoursLeft < 0 ? `Overdue by ${-hoursLeft} h` : `${hoursLeft} h left to tell the NDPC`;
}

/**
 * The breach register: record a breach as soon as it is found, see each one's deadline (72 hours from its
 * discovery) and record when the NDPC was told.
 */
export function BreachRegister() {
  const breaches = useBreaches();
  const recordBreach = useRecordBreach();
  const recordNotified = useRecordNdpcNotified();
  const [whatHappened, setWhatHappened] = useState('');
  const [foundAt, setFoundAt] = useState('');
  const [whoWasAffected, setWhoWasAffected] = useState('');
  const [now] = useState(() => Date.now());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!foundAt) {
      toast.error('Give the date and time the breach was found');
      return;
    }
    recordBreach.mutate(
      { whatHappened, foundAt: instantOf(foundAt), whoWasAffected },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setWhatHappened('');
          setFoundAt('');
          setWhoWasAffected('');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} aria-label="Record a breach" className="flex max-w-2xl flex-col gap-4">
        <p className="text-sm text-slate-700">
          The NDPC must be told within {NDPC_DEADLINE_HOURS} hours of a personal-data breach being found.
        </p>
        <TextareaField
          label="What happened"
          rows={3}
          isRequired
          value={whatHappened}
          onChange={(event) => setWhatHappened(event.target.value)}
        />
        <TextField
          label="When it was found"
          type="datetime-local"
          isRequired
          value={foundAt}
          onChange={(event) => setFoundAt(event.target.value)}
        />
        <TextareaField
          label="Who was affected"
          rows={2}
          isRequired
          value={whoWasAffected}
          onChange={(event) => setWhoWasAffected(event.target.value)}
        />
        <div>
          <Button type="submit" isLoading={recordBreach.isPending}>
            Record breach
          </Button>
        </div>
      </form>

      {breaches.isPending || breaches.isError ? (
        <QueryStatus error={breaches.error} />
      ) : breaches.data.length === 0 ? (
        <p>No breaches recorded</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Breaches</caption>
            <TableHead
              names={['What happened', 'Found', 'Who was affected', 'NDPC deadline', 'NDPC told']}
              className="bg-slate-50"
              cellClassName="px-3 py-2"
            />
            <tbody>
              {breaches.data.map((breach) => (
                <tr key={breach.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2">{breach.whatHappened}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatUsShortDateTime(breach.foundAt)}</td>
                  <td className="px-3 py-2">{breach.whoWasAffected}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatUsShortDateTime(breach.ndpcDeadline)}
                    <span className="block text-xs font-semibold">{deadlineStatus(breach, now)}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {breach.ndpcNotifiedAt ? (
                      formatUsShortDateTime(breach.ndpcNotifiedAt)
                    ) : (
                      <Button
                        variant="outline"
                        isLoading={recordNotified.isPending && recordNotified.variables?.id === breach.id}
                        onClick={() =>
                          recordNotified.mutate(
                            { id: breach.id, notifiedAt: new Date().toISOString() },
                            {
                              onSuccess: (answer) => toast.success(answer.message),
                              onError: (error) => toast.error(error.message),
                            },
                          )
                        }
                      >
                        NDPC told now
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
