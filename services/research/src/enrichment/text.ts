import { cutText } from '@wonderkin/shared';

// Providers send bits of HTML (Wikimedia's Artist field, Wikipedia's search excerpts) and HTML-escaped titles (YouTube):
// the page shows text only, so tags go and entities become characters.

/** A Map, not an object: "&constructor;" in a provider's text is an unknown entity, not Object.prototype's member. */
const NAMED = new Map<string, string>(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…' }));

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED.get(name.toLowerCase()) ?? whole;
  });
}

/** Plain text from a snippet of HTML: tags removed, entities decoded, white space collapsed. */
export function plainText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** Plain text of at most `max` characters (whole graphemes, an ellipsis when cut). */
export const shortText = (html: unknown, max: number): string => cutText(plainText(html), max);
