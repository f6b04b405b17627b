import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  erasePersonalDataEndpoint,
  EXPORT_PERSONAL_DATA_PATH,
  findPersonalDataEndpoint,
} from '@contract/privacy';
import { callEndpoint, fetchAdminFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

const personalDataKeys = {
  all: ['admin', 'privacy'] as const,
  person: (email: string) => [...personalDataKeys.all, email] as const,
};

/** Everything held under an e-mail address (asked only once an address is given). */
export function usePersonalData(email: string | null) {
  return useQuery({
    queryKey: personalDataKeys.person(email ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(findPersonalDataEndpoint, { query: { email: email ?? '' }, signal }),
    select: (response) => response.data,
    enabled: email !== null,
    staleTime: 0,
  });
}

/** Downloads the person's archive (JSON and their files) with the admin token. */
export async function downloadPersonalData(email: string): Promise<void> {
  const file = await fetchAdminFile(`${EXPORT_PERSONAL_DATA_PATH}?${new URLSearchParams({ email })}`);
  saveBlob(file.blob, file.fileName ?? 'personal-data.zip');
}

export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      callEndpoint(erasePersonalDataEndpoint, { body: { email, confirmEmail: email } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personalDataKeys.all }),
  });
}
