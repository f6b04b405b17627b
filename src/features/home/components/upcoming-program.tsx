import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { UPCOMING_PROGRAM_COPY } from '@/content/home';
import { useHomePrograms } from '@/features/home/api/get-programs';
import { pickUpcomingProgram } from '@/features/home/lib/pick-upcoming-program';
import { ResponsiveImage } from '@/components/ui/responsive-image/responsive-image';
import { formatDisplayDate } from '@/lib/format-date';
import { ProgramGoalProgress } from '@/components/programs/program-goal-progress';

export interface UpcomingProgramProps {
  /** The moment 'today' is judged from; the current time unless a test fixes it. */
  now?: Date;
}

/** Today's program, else the earliest future one, else the 'No Upcoming Programs' placeholder. */
export function UpcomingProgram({ now }: UpcomingProgramProps) {
  const { data, isPending } = useHomePrograms();
  const program = data ? pickUpcomingProgram(data, now) : undefined;

  return (
    <section aria-labelledby="upcoming-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="upcoming-heading" className="text-3xl font-bold tracking-tight text-brand-900">
          {UPCOMING_PROGRAM_COPY.heading}
        </h2>
        <div className="mt-8 grid min-h-64 gap-8 overflow-hidden rounded-3xl bg-white shadow-sm md:grid-cols-2">
          {isPending ? (
            <div role="status" className="col-span-full flex items-center justify-center p-10 text-slate-600">
              Loading upcoming programs…
            </div>
          ) : program ? (
            <>
              <ResponsiveImage
                src={program.imageUrl}
                variants={program.imageVariants}
                sizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"
                alt=""
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] size-full bg-brand-100 object-cover"
              />
              <div className="flex flex-col justify-center p-6 sm:p-10">
                <p className="text-sm font-semibold text-brand-700">
                  <time dateTime={program.date}>{formatDisplayDate(program.date)}</time>
                </p>
                <h3 className="mt-2 text-2xl font-bold text-brand-900">{program.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-700">{program.description}</p>
                <ProgramGoalProgress program={program} now={now} className="mt-5" />
                <ProgramLinks />
              </div>
            </>
          ) : (
            <div className="col-span-full flex flex-col items-center justify-center p-10 text-center">
              <h3 className="text-2xl font-bold text-brand-900">{UPCOMING_PROGRAM_COPY.noProgramHeading}</h3>
              <p className="mt-3 max-w-xl leading-relaxed text-slate-700">
                {UPCOMING_PROGRAM_COPY.noProgramText}
              </p>
              <ProgramLinks />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function ProgramLinks() {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link to={paths.donate.getHref()} className={buttonClassName({ variant: 'accent' })}>
        {UPCOMING_PROGRAM_COPY.donateLabel}
      </Link>
      <Link to={paths.programs.getHref()} className={buttonClassName({ variant: 'outline' })}>
        {UPCOMING_PROGRAM_COPY.programsLabel}
      </Link>
    </div>
  );
}
