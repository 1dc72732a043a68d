/**
 * Spec §7: external links gain utm_source=<product>; strategy sources and community links also utm_medium. The page
 * tags links the same way when it renders them (frontend/src/features/lesson/links.ts), so stored links and shown links
 * agree.
 */
export const PARENT_LINK_MEDIUM = 'parent_guide';

export function withUtm(link: string, source: string, medium?: string): string {
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return link;
    url.searchParams.set('utm_source', source);
    if (medium) url.searchParams.set('utm_medium', medium);
    return url.toString();
  } catch {
    return link;
  }
}
