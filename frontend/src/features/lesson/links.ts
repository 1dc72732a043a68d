import { productSlug, withUtmTags } from '@wonderkin/shared';
import { config } from '../../lib/config';

/** Only web links may become hrefs: generated content must never smuggle in javascript: or data: URLs. */
export function safeHttpUrl(raw: string | undefined | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An image source from generated content: a web URL or one of our own paths (e.g. /media/...). */
export function safeImageSrc(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return safeHttpUrl(trimmed);
}

export { PARENT_LINK_MEDIUM } from '@wonderkin/shared';

/** External links gain utm_source={product}; strategy sources and community links also a utm_medium (spec §7). */
export function withUtm(raw: string, medium?: string): string | null {
  return withUtmTags(raw, productSlug(config.productName), medium);
}

/** Spec §9: video descriptions are cut to 120 characters. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
