import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkLimits } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';
import { readQuestionCount } from '../questionCount';

export interface LimitsParams {
  userId: string | undefined;
  skip: boolean;
}

/**
 * GET /api/check-limits with the userId, or with this browser's anonymous question count. The count is read from its
 * cookie when the request is made (not part of the key), so a recheck after a question sends the new count.
 */
export function getLimits({ userId, skip }: LimitsParams) {
  return checkLimits(userId ? { userId, skip } : { anonymousQuestionCount: readQuestionCount(), skip });
}

export function checkLimitsQueryOptions({ userId, skip }: LimitsParams) {
  return queryOptions({
    queryKey: ['limits', { userId: userId ?? null, skip }],
    queryFn: () => getLimits({ userId, skip }),
    meta: { logError: 'Failed to check limits' },
  });
}

export function useCheckLimits({ userId, skip, queryConfig }: LimitsParams & { queryConfig?: QueryConfig<typeof checkLimitsQueryOptions> }) {
  // After registering, the previous answer stays on screen until the user's own arrives.
  return useQuery({ placeholderData: keepPreviousData, ...checkLimitsQueryOptions({ userId, skip }), ...queryConfig });
}
