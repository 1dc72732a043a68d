import { CareGrantListSchema, type CareGrant } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/circle → { grants }: everyone the family invited, newest first, whatever their status (401 signed out). */
export async function getCircle(): Promise<CareGrant[]> {
  return (await requestJson('/api/circle', CareGrantListSchema, { cache: 'no-store' })).grants;
}

export function circleQueryOptions() {
  return queryOptions({ queryKey: ['circle', 'grants'], queryFn: getCircle });
}

export function useCircle({ queryConfig }: { queryConfig?: QueryConfig<typeof circleQueryOptions> } = {}) {
  return useQuery({ ...circleQueryOptions(), ...queryConfig });
}

/** The family's list with one grant put in (first when it is new, in its place when it changed). */
export function withGrant(grants: CareGrant[] | undefined, grant: CareGrant): CareGrant[] {
  const list = grants ?? [];
  return list.some((each) => each.grantId === grant.grantId)
    ? list.map((each) => (each.grantId === grant.grantId ? grant : each))
    : [grant, ...list];
}
