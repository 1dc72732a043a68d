import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePaymentsStatus } from '../../../components/api/payments';
import { checkLimits } from '../../../lib/api';
import { config } from '../../../lib/config';
import { getCookie } from '../../../lib/cookies';

/** GET /api/check-limits of the signed-in account: is it on the paid plan already? */
export function accountPlanQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['limits', { userId, skip: true }],
    queryFn: () => checkLimits({ userId, skip: true }),
    meta: { logError: 'Failed to check the plan' },
  });
}

/**
 * Whether the paid plan may be offered on this page: only when payments can sell it (GET /api/payments/status says
 * available, with its terms) and the visitor is not on it already (a signed-in account's check-limits says not paid;
 * a visitor without an account has no plan). Until both are known, or when either cannot be read, nothing is offered.
 */
export function useCanOfferUpgrade(): boolean {
  const userId = getCookie(config.userIdCookie) || undefined;
  const payments = usePaymentsStatus();
  const plan = useQuery({ ...accountPlanQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  if (payments.data?.available !== true || !payments.data.terms) return false;
  if (!userId) return true;
  return plan.data ? !plan.data.isPaid : false;
}
