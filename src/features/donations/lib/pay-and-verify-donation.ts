import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DonationType } from '@contract/donation';
import { getMonthlyPlanCode } from '@/features/donations/api/get-monthly-plan';
import { DONATION_MESSAGES } from '@/features/donations/messages';
import {
  OnlinePaymentNotSetUpError,
  openPayment,
  PaymentPopupNotLoadedError,
  type PaymentRequest,
} from '@/lib/payment-gateway';
import { ledgerKeys } from '@/lib/queries/ledger-queries';
import { programKeys } from '@/lib/queries/program-queries';
import { verifyPaymentWithRetry } from '@/lib/verify-payment';

export interface DonationPayment {
  email: string;
  amountNaira: number;
  frequency: DonationType;
  customFields: NonNullable<PaymentRequest['customFields']>;
}

/**
 * A donation the form has checked, from Paystack's pop-up (monthly: charged with the amount's plan) to the
 * server's verification of its reference; a toast says how it ended. True when the gift was verified, and then
 * the programs' progress bars and the public ledger are read again, so they show it at once. The
 * form loads this with the donor's tap on Donate, so a visitor who only reads the page never downloads the
 * pop-up's code or the toasts.
 */
export async function payAndVerifyDonation(
  donation: DonationPayment,
  queryClient: QueryClient,
): Promise<boolean> {
  try {
    let plan: string | undefined;
    if (donation.frequency === 'monthly') {
      try {
        plan = await getMonthlyPlanCode(donation.amountNaira);
      } catch (error) {
        console.error('Monthly plan could not be had', error);
        toast.error(DONATION_MESSAGES.monthlyUnavailable);
        return false;
      }
    }
    const payment = await openPayment({
      email: donation.email,
      amountNaira: donation.amountNaira,
      purpose: 'donation',
      ...(plan ? { plan } : {}),
      customFields: donation.customFields,
    });
    if (payment.status === 'cancelled') {
      toast(DONATION_MESSAGES.cancelled);
      return false;
    }
    const isVerified = await verifyPaymentWithRetry({
      reference: payment.reference,
      purpose: 'donation',
      amount: donation.amountNaira,
      ...(plan ? { donationType: 'monthly' as const } : {}),
    });
    if (!isVerified) {
      toast.error(DONATION_MESSAGES.verificationFailed);
      return false;
    }
    toast.success(DONATION_MESSAGES.success);
    void queryClient.invalidateQueries({ queryKey: programKeys.all });
    void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    return true;
  } catch (error) {
    if (error instanceof OnlinePaymentNotSetUpError) {
      toast.error(error.message);
      return false;
    }
    // The pop-up did not load: the console says so (payment gateway), the visitor may simply try again.
    if (!(error instanceof PaymentPopupNotLoadedError)) {
      console.error('Donation failed', error);
      toast.error(DONATION_MESSAGES.verificationFailed);
    }
    return false;
  }
}
