import { lagosDate } from '@contract/lagos-time';
import type { Program } from '@contract/program';

/**
 * The program dated today (in Lagos), otherwise the earliest program dated after today,
 * otherwise none (the page shows the 'No Upcoming Programs' placeholder).
 */
export function pickUpcomingProgram(
  programs: readonly Program[],
  now: Date = new Date(),
): Program | undefined {
  const today = lagosDate(now);
  const datedToday = programs.find((program) => program.date === today);
  if (datedToday) return datedToday;
  return programs
    .filter((program) => program.date > today)
    .reduce<Program | undefined>(
      (earliest, program) => (!earliest || program.date < earliest.date ? program : earliest),
      undefined,
    );
}
