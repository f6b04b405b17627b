import { monthlyPlanEndpoint } from '@contract/monthly-giving';
import { callEndpoint } from '@/lib/api-client';

/** The Paystack plan code a monthly gift of this many naira is charged with (ours; the server makes it once). */
export async function getMonthlyPlanCode(amountNaira: number): Promise<string> {
  const answer = await callEndpoint(monthlyPlanEndpoint, { body: { amount: amountNaira } });
  return answer.data.planCode;
}
