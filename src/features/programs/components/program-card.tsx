import type { ComponentProps } from 'react';
import type { Program } from '@contract/program';
import { ResponsiveImage } from '@/components/ui/responsive-image/responsive-image';
import { formatDisplayDate } from '@/lib/format-date';
import { Button } from '@/components/ui/button/button';
import { ProgramGoalProgress } from '@/components/programs/program-goal-progress';

const PROGRAM_IMAGE_WIDTH = 640;
const PROGRAM_IMAGE_HEIGHT = 400;

export interface ProgramCardProps {
  program: Program;
  /** 'Support this program': the attributes of the button that opens its donation form (absent: no button). */
  supportButtonProps?: ComponentProps<'button'>;
  /** The first card of the page: its picture is the page's largest paint, so it loads at once and first. */
  isAboveTheFold?: boolean;
}

export function ProgramCard({ program, supportButtonProps, isAboveTheFold = false }: ProgramCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ResponsiveImage
        src={program.imageUrl}
        variants={program.imageVariants}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt=""
        width={PROGRAM_IMAGE_WIDTH}
        height={PROGRAM_IMAGE_HEIGHT}
        loading={isAboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={isAboveTheFold ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[8/5] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={program.date}>{formatDisplayDate(program.date)}</time>
        </p>
        <h2 className="mt-1 text-lg font-bold text-brand-900">{program.title}</h2>
        <p className="mt-2 leading-relaxed text-slate-700">{program.description}</p>
        <ProgramGoalProgress program={program} className="mt-4" />
        {supportButtonProps && program.id !== undefined ? (
          <Button
            variant="accent"
            className="mt-5 self-start"
            aria-label={`Support this program: ${program.title}`}
            {...supportButtonProps}
          >
            Support this program
          </Button>
        ) : null}
      </div>
    </article>
  );
}
