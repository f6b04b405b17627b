import {
  applicantStandingBodySchema,
  applicantStandingEndpoint,
  applyAgainRefusal,
} from '@contract/membership-application';
import { loadApiCapabilities } from '@/lib/api-capabilities';
import { callEndpoint } from '@/lib/api-client';

/**
 * Why one of `emails` cannot apply (an application from it is under review, or it is a member's), asked before
 * the fee is paid with the `phone` typed in the application: the server tells it only when that number is the
 * one on record. Null when each may apply, or when the API cannot say (the forum's PHP API, no answer, or no
 * phone typed yet): the payment then goes ahead as before, and the server still refuses a second application.
 */
export async function refusalBeforePayment(
  emails: Array<string | undefined>,
  phone: string | undefined,
): Promise<string | null> {
  if ((await loadApiCapabilities()).kind !== 'ours') return null;
  for (const email of new Set(emails.map((address) => address?.trim()))) {
    const body = applicantStandingBodySchema.safeParse({ email, phone });
    if (!body.success) continue;
    try {
      const { standing } = await callEndpoint(applicantStandingEndpoint, { body: body.data });
      if (standing !== 'free') return applyAgainRefusal(standing, body.data.email);
    } catch (error) {
      console.warn('Whether this address may apply could not be checked', error);
    }
  }
  return null;
}
