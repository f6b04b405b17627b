import { SIGN_IN_MESSAGES } from '@/config/messages';
import { ApiError } from '@/lib/api-client';

/** What a form says after its request: the server's words, as a success or an error. */
export interface RequestOutcome {
  tone: 'error' | 'success';
  text: string;
}

/** The server's own words for a failed request, else a general apology. */
export function describeRequestError(error: unknown): string {
  return error instanceof ApiError
    ? (error.serverMessage ?? error.message)
    : SIGN_IN_MESSAGES.somethingWentWrong;
}

/** Runs a request whose answer says whether it succeeded and why, and turns it (or its failure) into an outcome. */
export async function outcomeOfRequest(
  request: () => Promise<{ success: boolean; message?: string | undefined }>,
): Promise<RequestOutcome> {
  try {
    const result = await request();
    return {
      tone: result.success ? 'success' : 'error',
      text: result.message || SIGN_IN_MESSAGES.somethingWentWrong,
    };
  } catch (error) {
    return { tone: 'error', text: describeRequestError(error) };
  }
}
