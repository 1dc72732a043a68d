// Spec §7: external links gain utm_source=<product>; strategy sources and community links also a utm_medium. The
// research service tags the links it stores and the page tags the links it renders, with this one function.

/** The medium of links in parent-mode blocks (strategy sources and community discussions). */
export const PARENT_LINK_MEDIUM = 'parent_guide';

/** The web link with utm_source (and utm_medium) set; null for anything that is not an http(s) URL. */
export function withUtmTags(link: string, source: string, medium?: string): string | null {
  try {
    const url = new URL(link.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('utm_source', source);
    if (medium) url.searchParams.set('utm_medium', medium);
    return url.toString();
  } catch {
    return null;
  }
}
