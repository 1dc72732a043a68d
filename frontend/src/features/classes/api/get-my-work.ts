import { StudentWorkSchema, type StudentWork } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/class-work/mine → the signed-in student's assignments with how far they got (401 when no student is signed in). */
export function getMyWork(): Promise<StudentWork> {
  return requestJson('/api/class-work/mine', StudentWorkSchema, { cache: 'no-store' });
}

export function myWorkQueryOptions() {
  return queryOptions({ queryKey: ['class-device', 'work'], queryFn: getMyWork });
}

export function useMyWork({ queryConfig }: { queryConfig?: QueryConfig<typeof myWorkQueryOptions> } = {}) {
  return useQuery({ ...myWorkQueryOptions(), ...queryConfig });
}
