import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPaymentsStatus, startCheckout } from '../../lib/api';
import type { MutationConfig } from '../../lib/react-query';

/** GET /api/payments/status: can the upgrade buttons sell? Asked once per page load. */
export function paymentsStatusQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'status'],
    queryFn: getPaymentsStatus,
    staleTime: Infinity,
    meta: { logError: 'Failed to check payments' },
  });
}

export function usePaymentsStatus() {
  return useQuery(paymentsStatusQueryOptions());
}

/** POST /api/payments/checkout: where the signed-in account pays. A 503 means payments went away: ask the status again. */
export function useStartCheckout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startCheckout> } = {}) {
  const queryClient = useQueryClient();
  const { onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onError: (error, ...args) => {
      if ((error as { status?: number }).status === 503) void queryClient.invalidateQueries({ queryKey: paymentsStatusQueryOptions().queryKey });
      return onError?.(error, ...args);
    },
    mutationFn: startCheckout,
  });
}
