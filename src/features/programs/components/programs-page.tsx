import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { LoadingDots } from '@/components/ui/loading-dots/loading-dots';
import { usePrograms } from '@/features/programs/api/get-programs';
import { ProgramCard } from '@/features/programs/components/program-card';
import type { Program } from '@contract/program';

export const PROGRAMS_COPY = {
  heading: 'Recent Programs',
  intro:
    'Food drives, workshops, school support and medical outreaches: the programs our volunteers have run and are planning.',
  loading: 'Loading programs',
  emptyHeading: 'No programs yet',
  emptyText: 'Our next program is being planned. Check back soon to see where we will be.',
} as const;

export interface ProgramSupport {
  /** The attributes of a card's 'Support this program' button. */
  buttonPropsOf(program: Program): ComponentProps<'button'>;
  /** What that button opens, rendered beside the card (a dialog in the page's HTML). */
  dialogOf(program: Program): ReactNode;
}

/** 'Recent Programs': every program as a card, newest date first. */
export function ProgramsPage({ support }: { support?: ProgramSupport }) {
  const { data, isPending } = usePrograms();
  const programs = [...(data ?? [])].sort((a, b) => b.date.localeCompare(a.date));

  return (
    <section
      className="mx-auto min-h-[calc(100svh-4rem)] max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
      aria-labelledby="programs-heading"
    >
      <h1 id="programs-heading" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {PROGRAMS_COPY.heading}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{PROGRAMS_COPY.intro}</p>
      {isPending ? (
        <LoadingDots label={PROGRAMS_COPY.loading} className="py-16" />
      ) : programs.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-brand-50 p-10 text-center">
          <h2 className="text-xl font-bold text-brand-900">{PROGRAMS_COPY.emptyHeading}</h2>
          <p className="mt-2 text-slate-700">{PROGRAMS_COPY.emptyText}</p>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {programs.map((program, index) => (
            <li key={program.id ?? `${program.date}-${program.title}`}>
              <ProgramCard
                program={program}
                supportButtonProps={support?.buttonPropsOf(program)}
                isAboveTheFold={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      {support
        ? programs.map((program) =>
            program.id === undefined ? null : (
              <Fragment key={program.id}>{support.dialogOf(program)}</Fragment>
            ),
          )
        : null}
    </section>
  );
}
