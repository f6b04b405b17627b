import { KOBO_PER_NAIRA } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';
import { lagosDate } from '@contract/lagos-time';
import type { Program } from '@contract/program';
import { ProgressBar } from '@/components/ui/progress-bar/progress-bar';
import { cn } from '@/lib/cn';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today in Lagos to the goal's last day (0 on that day; negative once it has passed). */
function daysLeftUntil(endsOn: string, now: Date = new Date()): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${lagosDate(now)}T00:00:00Z`)) / DAY_MS);
}

function daysLeftText(endsOn: string, now?: Date): string {
  const days = daysLeftUntil(endsOn, now);
  if (days < 0) return 'Ended';
  if (days === 0) return 'Last day';
  return days === 1 ? '1 day left' : `${days} days left`;
}

export interface ProgramGoalProgressProps {
  program: Pick<Program, 'title' | 'goalNaira' | 'goalEndsOn' | 'progress'>;
  /** The moment 'today' is judged from; the current time unless a test fixes it. */
  now?: Date;
  className?: string;
}

/**
 * A program's fundraising: raised of the goal, the percentage, donors and days left, from verified gifts
 * earmarked for it. Nothing when the program has no goal (or the API sends none, as a PHP API does).
 */
export function ProgramGoalProgress({ program, now, className }: ProgramGoalProgressProps) {
  const { goalNaira, progress } = program;
  if (!goalNaira || !progress) return null;
  const raisedNaira = progress.raisedKobo / KOBO_PER_NAIRA;
  const percent = Math.floor((raisedNaira / goalNaira) * 100);
  const amounts = `${formatNaira(raisedNaira)} raised of ${formatNaira(goalNaira)}`;
  return (
    <div className={cn('flex flex-col gap-2 text-sm text-slate-700', className)} data-testid="program-goal">
      <p className="flex flex-wrap justify-between gap-x-3">
        <span>
          <strong className="text-brand-900">{formatNaira(raisedNaira)}</strong> raised of{' '}
          {formatNaira(goalNaira)}
        </span>
        <span className="font-semibold text-brand-800">{percent}%</span>
      </p>
      <ProgressBar
        label={`Raised for ${program.title}`}
        value={raisedNaira}
        max={goalNaira}
        valueText={`${amounts} (${percent}%)`}
      />
      <p className="flex flex-wrap justify-between gap-x-3 text-slate-600">
        <span>{progress.donors === 1 ? '1 donor' : `${progress.donors} donors`}</span>
        {program.goalEndsOn ? <span>{daysLeftText(program.goalEndsOn, now)}</span> : null}
      </p>
    </div>
  );
}
