import { ClassDeviceStudentSchema, type ClassDeviceStudent } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/class-device/me → the student signed in on this device, or null when nobody is (the server's 401). */
export async function getDeviceStudent(): Promise<ClassDeviceStudent | null> {
  try {
    return await requestJson('/api/class-device/me', ClassDeviceStudentSchema, { cache: 'no-store' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function deviceStudentQueryOptions() {
  return queryOptions({ queryKey: ['class-device', 'me'], queryFn: getDeviceStudent });
}

export function useDeviceStudent({ queryConfig }: { queryConfig?: QueryConfig<typeof deviceStudentQueryOptions> } = {}) {
  return useQuery({ ...deviceStudentQueryOptions(), ...queryConfig });
}
