import { LAGOS_UTC_OFFSET_MS } from '@contract/constants';
import type { Program } from '@contract/program';

/** Today's calendar date in Lagos as YYYY-MM-DD. */
export function lagosToday(now: Date = new Date()): string {
  return new Date(now.getTime() + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * SPEC section 4: the program dated today (in Lagos), otherwise the earliest program dated after today,
 * otherwise none (the page shows the 'No Upcoming Programs' placeholder).
 */
export function pickUpcomingProgram(
  programs: readonly Program[],
  now: Date = new Date(),
): Program | undefined {
  const today = lagosToday(now);
  const datedToday = programs.find((program) => program.date === today);
  if (datedToday) return datedToday;
  return programs
    .filter((program) => program.date > today)
    .reduce<Program | undefined>(
      (earliest, program) => (!earliest || program.date < earliest.date ? program : earliest),
      undefined,
    );
}
