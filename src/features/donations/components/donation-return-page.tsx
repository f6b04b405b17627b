import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { donationReturnQueryKey, type DonationReturnAnswer } from '@contract/donation-checkout';
import { buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { verifyPaymentWithRetry } from '@/lib/verify-payment';
import { DONATION_MESSAGES } from '@/features/donations/messages';

/** The verification of the reference Paystack brought back (3 attempts, 2 s apart). */
async function verifyReturnedDonation(reference: string): Promise<DonationReturnAnswer> {
  const isVerified = reference !== '' && (await verifyPaymentWithRetry({ reference, purpose: 'donation' }));
  return { status: isVerified ? 'success' : 'failed', reference };
}

/**
 * Where Paystack's checkout brings a donor back after a donation made without the app: says whether the
 * payment was verified, with a way back. The server renders it with its own verdict; the app, on a visit it
 * renders itself, verifies the reference the same way.
 */
export function DonationReturnPage() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference') ?? searchParams.get('trxref') ?? '';
  const { data: answer } = useQuery({
    queryKey: donationReturnQueryKey(reference),
    queryFn: () => verifyReturnedDonation(reference),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  return (
    <section
      className="mx-auto w-full max-w-xl px-4 py-24 text-center sm:px-6"
      aria-labelledby="donation-return-heading"
    >
      <h1 id="donation-return-heading" className="text-3xl font-bold text-brand-900">
        Your donation
      </h1>
      <p role="status" className="mt-4 text-lg text-slate-800">
        {answer === undefined
          ? 'Checking your payment with Paystack...'
          : {
              success: DONATION_MESSAGES.success,
              cancelled: DONATION_MESSAGES.cancelled,
              failed: DONATION_MESSAGES.verificationFailed,
            }[answer.status]}
      </p>
      {answer?.status === 'failed' ? (
        <p className="mt-2 text-slate-600">
          If money left your account, keep the reference {reference ? <code>{reference}</code> : null} and
          contact the forum.
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.donate.getHref()} className={buttonClassName({})}>
          Back to Donate
        </Link>
        <Link to={paths.home.getHref()} className={buttonClassName({ variant: 'outline' })}>
          Home
        </Link>
      </div>
    </section>
  );
}
