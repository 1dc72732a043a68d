/** The services behind the gateway (config.services has one URL per name). */
export const SERVICE_NAMES = ['research', 'accounts', 'feedback', 'media'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The calls of spec §7 (and the Create API) and the service that owns each. */
const EXACT_ROUTES: Record<string, ServiceName> = {
  '/api/research': 'research',
  '/api/get-research': 'research',
  '/api/check-limits': 'research',
  '/api/get-asks': 'research',
  '/api/update-ask-user': 'research', // asks are the research service's data
  '/api/register': 'accounts',
  '/api/feedback': 'feedback',
  '/api/tts': 'media',
  '/api/creations': 'media',
};
const PREFIX_ROUTES: [string, ServiceName][] = [
  ['/api/creations/', 'media'],
  ['/media/', 'media'],
];

/** Dot segments (raw or percent-encoded) and backslashes never reach a service. */
function isSuspicious(pathname: string): boolean {
  return /(^|\/)(\.|%2e){2}(\/|$)/i.test(pathname) || pathname.includes('\\') || /%5c|%2f/i.test(pathname);
}

/**
 * Which service a request path belongs to, or null. Nothing else is proxied: in particular never
 * /internal/* (service-to-service only).
 */
export function ownerOf(pathname: string): ServiceName | null {
  if (isSuspicious(pathname)) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/media/') ? pathname.slice(0, -1) : pathname;
  const exact = EXACT_ROUTES[trimmed];
  if (exact) return exact;
  for (const [prefix, service] of PREFIX_ROUTES) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) return service;
  }
  return null;
}

/** Paths the gateway answers itself with JSON when no service owns them (never the SPA's index.html). */
export function isBackendPath(pathname: string): boolean {
  return /^\/(api|internal|media)(\/|$)/.test(pathname);
}
