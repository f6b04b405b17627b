import { useQuery } from '@tanstack/react-query';
import { ledgerQueryOptions } from '@/lib/queries/ledger-queries';

/** The public ledger: money in by month, money out, and each fund's balance. */
export function useLedger({ enabled }: { enabled: boolean }) {
  return useQuery({ ...ledgerQueryOptions(), enabled });
}
