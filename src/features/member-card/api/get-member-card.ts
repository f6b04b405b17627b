import { useQuery } from '@tanstack/react-query';
import { getMemberEndpoint } from '@contract/member';
import { MEMBER_CARD_NOT_FOUND, memberCardQueryKey, type MemberCardLookup } from '@contract/member-card';
import { loadApiCapabilities } from '@/lib/api-capabilities';
import { callEndpoint } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/react-query';

/** The server refused the look-up with words of its own other than "not found" (a malformed id, say). */
export class MemberCardLookupError extends Error {
  override readonly name = 'MemberCardLookupError';
}

/**
 * `getMemberEndpoint` by id: found, or not found (the 'Member Not Found' state) when the server
 * says 'Member not found' or gives no reason; any other refusal is an error carrying the server's text.
 */
async function getMemberCard(id: string, signal?: AbortSignal): Promise<MemberCardLookup> {
  // Ours lets a signed-in admin open a card by its numeric id; the PHP API's public call carries no token.
  const capabilities = await loadApiCapabilities();
  const result = await callEndpoint(getMemberEndpoint, {
    query: { id },
    signal,
    withSession: capabilities.kind === 'ours',
  });
  if (result.success && result.member) return { status: 'found', member: result.member };
  const reason = (result.error || result.message || '').trim();
  if (!result.success && reason && reason.toLowerCase() !== MEMBER_CARD_NOT_FOUND.toLowerCase()) {
    throw new MemberCardLookupError(reason);
  }
  return { status: 'not-found' };
}

/**
 * The card of an id; the server sends the card page with it, so the page opens with no call of its own. A
 * numeric id's page comes without it (the page's request carries no admin session): the app asks, with one.
 */
export function useMemberCard(id: string) {
  return useQuery({
    queryKey: memberCardQueryKey(id),
    queryFn: ({ signal }) => getMemberCard(id, signal),
    retry: (failureCount, error) =>
      !(error instanceof MemberCardLookupError) && shouldRetryQuery(failureCount, error),
  });
}
