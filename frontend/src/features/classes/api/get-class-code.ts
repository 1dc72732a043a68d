import { ClassCodePreviewSchema, type ClassCodePreview } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/**
 * GET /api/class-codes/:code → { className, ageRange }: what a class code opens for a signed-in parent before their
 * child joins (404, or 400 for a malformed code, with MESSAGES.classCodeInvalid).
 */
export function getClassCodePreview(code: string): Promise<ClassCodePreview> {
  return requestJson(`/api/class-codes/${encodeURIComponent(code)}`, ClassCodePreviewSchema, { cache: 'no-store' });
}

export function classCodePreviewQueryOptions(code: string) {
  return queryOptions({ queryKey: ['class-codes', code], queryFn: () => getClassCodePreview(code) });
}

/** The class a code opens; asks nothing until there is a code. */
export function useClassCodePreview({ code, queryConfig }: { code: string; queryConfig?: QueryConfig<typeof classCodePreviewQueryOptions> }) {
  return useQuery({ ...classCodePreviewQueryOptions(code), enabled: Boolean(code), ...queryConfig });
}
