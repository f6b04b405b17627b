import { describe, expect, it } from 'vitest';
import type { Program } from '@contract/program';
import { pickUpcomingProgram } from '@/features/home/lib/pick-upcoming-program';

const program = (date: string, title = `Program on ${date}`): Program => ({
  id: Number(date.replace(/-/g, '')),
  date,
  title,
  description: 'A day of service.',
  imageUrl: '/images/demo/program-food-drive.svg',
});

const at = (iso: string) => new Date(iso);

describe('pickUpcomingProgram', () => {
  const noon = at('2026-03-10T11:00:00Z');

  it("prefers today's program over an earlier-listed future one", () => {
    const programs = [program('2026-03-12'), program('2026-03-10', 'Today'), program('2026-03-11')];
    expect(pickUpcomingProgram(programs, noon)?.title).toBe('Today');
  });

  it('otherwise picks the earliest future program, whatever the list order', () => {
    const programs = [
      program('2026-05-01'),
      program('2026-02-01'),
      program('2026-03-11', 'Tomorrow'),
      program('2026-04-01'),
    ];
    expect(pickUpcomingProgram(programs, noon)?.title).toBe('Tomorrow');
  });

  it('answers nothing when every program is in the past', () => {
    expect(pickUpcomingProgram([program('2026-03-09'), program('2025-12-25')], noon)).toBeUndefined();
  });

  it('answers nothing for an empty list', () => {
    expect(pickUpcomingProgram([], noon)).toBeUndefined();
  });

  it("treats a program dated the Lagos day as today's just after Lagos midnight (still the previous day in UTC)", () => {
    const justAfterLagosMidnight = at('2026-03-09T23:15:00Z');
    const programs = [program('2026-03-09', 'Yesterday in Lagos'), program('2026-03-10', 'Today in Lagos')];
    expect(pickUpcomingProgram(programs, justAfterLagosMidnight)?.title).toBe('Today in Lagos');
  });

  it('still counts the program as today one minute before Lagos midnight', () => {
    const justBeforeLagosMidnight = at('2026-03-09T22:59:00Z');
    const programs = [program('2026-03-09', 'Today in Lagos'), program('2026-03-10', 'Tomorrow in Lagos')];
    expect(pickUpcomingProgram(programs, justBeforeLagosMidnight)?.title).toBe('Today in Lagos');
  });
});
