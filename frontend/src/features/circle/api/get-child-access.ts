import { AGE_RANGES, CARE_RELATIONS, CARE_ROLES, type AgeRange, type CareRelation, type ChildRole } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/**
 * What GET /api/children/:childId says about the reader's access: the family reads the whole profile (no `access`),
 * someone in its circle a SharedChildProfile with `access: { role, relation }`. Only the fields both share are kept.
 */
const ChildAccessAnswerSchema = z.object({
  childId: z.string(),
  firstName: z.string().optional(),
  ageRange: z.enum(AGE_RANGES),
  access: z.object({ role: z.enum(CARE_ROLES), relation: z.enum(CARE_RELATIONS) }).optional(),
});

export interface ChildAccessView {
  childId: string;
  firstName?: string;
  ageRange: AgeRange;
  /** parent: the family itself; viewer or helper: someone it let in. */
  role: ChildRole;
  relation?: CareRelation;
}

/** GET /api/children/:childId → who the signed-in person is to the child (401 signed out, 404 no access). */
export async function getChildAccess(childId: string): Promise<ChildAccessView> {
  const answer = await requestJson(`/api/children/${encodeURIComponent(childId)}`, ChildAccessAnswerSchema, { cache: 'no-store' });
  return {
    childId: answer.childId, ageRange: answer.ageRange, ...(answer.firstName ? { firstName: answer.firstName } : {}),
    role: answer.access?.role ?? 'parent', ...(answer.access ? { relation: answer.access.relation } : {}),
  };
}

export function childAccessQueryOptions(childId: string) {
  return queryOptions({ queryKey: ['children', childId, 'access'], queryFn: () => getChildAccess(childId) });
}

export function useChildAccess({ childId, queryConfig }: { childId: string; queryConfig?: QueryConfig<typeof childAccessQueryOptions> }) {
  return useQuery({ ...childAccessQueryOptions(childId), ...queryConfig });
}
