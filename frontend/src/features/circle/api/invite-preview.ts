import { CareInvitePreviewSchema, type CareInvitePreview } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/**
 * POST /api/circle/invite-preview { token } → what the invitation gives (the link is not spent); 400 { error } when the
 * link expired, was withdrawn or was used. A POST that only reads, so it is a query.
 */
export function getInvitePreview(token: string): Promise<CareInvitePreview> {
  return requestJson('/api/circle/invite-preview', CareInvitePreviewSchema, { ...jsonInit('POST', { token }), cache: 'no-store' });
}

export function invitePreviewQueryOptions(token: string) {
  return queryOptions({ queryKey: ['circle', 'invite-preview', token], queryFn: () => getInvitePreview(token) });
}

export function useInvitePreview({ token, queryConfig }: { token: string; queryConfig?: QueryConfig<typeof invitePreviewQueryOptions> }) {
  return useQuery({ ...invitePreviewQueryOptions(token), ...queryConfig });
}
