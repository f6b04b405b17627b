import { queryOptions } from '@tanstack/react-query';
import { getProgramsEndpoint } from '@contract/program';
import { callEndpoint } from '@/lib/api-client';

/**
 * The one set of cache keys for programs: the home page, /programs and the admin read the same entries, and
 * every admin write invalidates `programKeys.all`, so a change shows on every page at once.
 */
export const programKeys = {
  all: ['programs'] as const,
  list: () => [...programKeys.all, 'list'] as const,
};

/** The programs call's whole answer; each page takes what it uses (`select`). */
async function fetchPrograms(signal?: AbortSignal) {
  try {
    return await callEndpoint(getProgramsEndpoint, { signal });
  } catch (error) {
    // A failed fetch is only logged; each page shows its empty state.
    console.error('Failed to load programs', error);
    throw error;
  }
}

export const programListQueryOptions = () =>
  queryOptions({ queryKey: programKeys.list(), queryFn: ({ signal }) => fetchPrograms(signal) });
