/** The services behind the gateway (config.services has one URL per name). */
export const SERVICE_NAMES = ['research', 'accounts', 'feedback', 'media', 'learning'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The calls of spec §7 (and the Create API) and the service that owns each. */
const EXACT_ROUTES: Record<string, ServiceName> = {
  '/api/research': 'research',
  '/api/get-research': 'research',
  '/api/check-limits': 'research',
  '/api/get-asks': 'research',
  '/api/update-ask-user': 'research', // asks are the research service's data
  '/api/register': 'accounts',
  '/api/account': 'accounts', // DELETE: the signed-in user deletes their account (README "Your data")
  '/api/account/export': 'accounts', // the signed-in user's data, every service's part, as one JSON download
  '/api/account/contact': 'accounts', // where "your creation is ready" goes: the account's email and verified phone
  '/api/account/phone': 'accounts', // DELETE: forget the verified phone
  '/api/account/phone/code': 'accounts', // text a code to a phone (rate limited: it sends an SMS)
  '/api/account/phone/verify': 'accounts', // the texted code makes the phone the account's
  '/api/login/verify': 'accounts', // sign-in links and the server session (accounts signs browsers in)
  '/api/login/link': 'accounts', // whose sign-in link this is (asked before signing in)
  '/api/logout': 'accounts',
  '/api/me': 'accounts',
  '/api/subscribe': 'accounts', // the free weekly lessons: subscribers, their lessons and mail are the accounts service's
  '/api/unsubscribe': 'accounts',
  '/api/weekly-lessons': 'accounts',
  '/api/children': 'accounts', // child profiles (issue 11): a family's children belong with its account
  '/api/circle': 'accounts', // the circle of care (issue 22): whom a family lets see or help with its children
  '/api/classes': 'accounts', // educators' classes and rosters (issue 22 §2): a role on the same identity
  '/api/account/educator': 'accounts', // turns classes for teachers on or off for the signed-in account
  '/api/report-emails/unsubscribe': 'accounts', // one-click stop of a child's weekly report email (opt-in on the profile)
  '/api/payments/status': 'accounts', // the paid plan: accounts owns users and their paid flag
  '/api/payments/checkout': 'accounts',
  '/api/payments/webhook': 'accounts', // Stripe's signed events: the body streams through untouched (verified on its bytes)
  '/api/feedback': 'feedback',
  '/api/feedback/summary': 'feedback', // every rating counted (the landing page's real figure)
  '/api/paper-feedback': 'feedback', // the family's photos and voice notes from printed books, their consent and retention
  '/api/tts': 'media',
  '/api/creations': 'media',
};
const PREFIX_ROUTES: [string, ServiceName][] = [
  ['/api/creations/', 'media'],
  ['/api/weekly-lessons/', 'accounts'],
  ['/api/children/', 'accounts'],
  ['/api/circle/', 'accounts'], // invitations, the people with access, their activity; what was shared with me
  ['/api/classes/', 'accounts'], // one class, its roster, copies and picture passwords
  ['/api/class-codes/', 'accounts'], // what a class code opens for a parent about to link their child (issue 22 §2)
  ['/api/class-device/', 'accounts'], // the shared classroom device: class code, a student's name and picture password
  ['/api/class-work/', 'learning'], // lessons assigned to a class, answered on the classroom device; the class dashboard
  ['/api/progress/', 'learning'], // quiz results, review cards, levels and weekly reports of each child (issue 11)
  ['/api/paper-feedback/', 'feedback'], // a printed book's photos and voice notes (issue 22 §3), for the child's circle only
  ['/media/', 'media'],
];

/** Development-only pages (the mailbox of the mail outbox): proxied only when the gateway is told so, never in production. */
const DEV_PREFIX_ROUTES: [string, ServiceName][] = [['/dev/', 'accounts']];

export interface RouteOptions {
  /** Proxy DEV_PREFIX_ROUTES too (the gateway sets this when NODE_ENV is not production). */
  devRoutes?: boolean;
}

/** Dot segments (raw or percent-encoded) and backslashes never reach a service. */
function isSuspicious(pathname: string): boolean {
  return /(^|\/)(\.|%2e){2}(\/|$)/i.test(pathname) || pathname.includes('\\') || /%5c|%2f/i.test(pathname);
}

/**
 * Which service a request path belongs to, or null. Nothing else is proxied: in particular never
 * /internal/* (service-to-service only).
 */
export function ownerOf(pathname: string, options: RouteOptions = {}): ServiceName | null {
  if (isSuspicious(pathname)) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/media/') ? pathname.slice(0, -1) : pathname;
  const exact = EXACT_ROUTES[trimmed];
  if (exact) return exact;
  for (const [prefix, service] of options.devRoutes ? [...PREFIX_ROUTES, ...DEV_PREFIX_ROUTES] : PREFIX_ROUTES) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) return service;
  }
  return null;
}

/** The route pattern of a proxied path ("/api/research", "/api/creations/*", "/media/*"), or null: a metrics label. */
export function proxiedRoute(pathname: string): string | null {
  if (!ownerOf(pathname)) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/media/') ? pathname.slice(0, -1) : pathname;
  if (EXACT_ROUTES[trimmed]) return trimmed;
  const prefix = PREFIX_ROUTES.find(([start]) => pathname.startsWith(start));
  return prefix ? `${prefix[0]}*` : null;
}

/**
 * Paths the gateway answers itself with JSON when no service owns them (never the SPA's index.html), in any letter
 * case and with any number of leading slashes: /API/REGISTER and //api/register are API calls gone wrong, not pages.
 */
export function isBackendPath(pathname: string): boolean {
  return /^\/+(api|internal|media)(\/|$)/i.test(pathname);
}
