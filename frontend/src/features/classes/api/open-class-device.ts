import { ClassDeviceRosterSchema, type ClassDeviceRoster } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/**
 * POST /api/class-device/open { code } → the class's name and its students' names (404 in words for a wrong code or an
 * archived class). A POST that only reads, so it is a query: the remembered code opens the names again at once.
 */
export function openClassDevice(code: string): Promise<ClassDeviceRoster> {
  return requestJson('/api/class-device/open', ClassDeviceRosterSchema, { ...jsonInit('POST', { code }), cache: 'no-store' });
}

export function deviceRosterQueryOptions(code: string) {
  return queryOptions({ queryKey: ['class-device', 'roster', code], queryFn: () => openClassDevice(code) });
}

export function useDeviceRoster({ code, queryConfig }: { code: string; queryConfig?: QueryConfig<typeof deviceRosterQueryOptions> }) {
  return useQuery({ ...deviceRosterQueryOptions(code), enabled: Boolean(code), ...queryConfig });
}
