import { useQuery } from '@tanstack/react-query';
import type { Program } from '@contract/program';
import { programListQueryOptions } from '@/lib/queries/program-queries';

/** Our server always sends ids; a program without one cannot be edited, so it is not listed. */
export type ManagedProgram = Program & { id: number };

export const useAdminPrograms = () =>
  useQuery({
    ...programListQueryOptions(),
    select: (response) =>
      response.data.filter((program): program is ManagedProgram => typeof program.id === 'number'),
  });
