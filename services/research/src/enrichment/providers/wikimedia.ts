import { getJson, ProviderError } from '../http';
import { plainText, shortText } from '../text';
import { array, record, text, type ImageItem, type WebProvider } from '../types';

/**
 * Wikimedia Commons (no key): files found by the search generator with their URLs and licence metadata
 * (action=query&generator=search&prop=imageinfo&iiprop=url|extmetadata). A file without a licence name is left out:
 * the page must be able to credit every picture it shows.
 */
const PICTURES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const METADATA = ['LicenseShortName', 'LicenseUrl', 'Artist', 'Credit', 'ImageDescription', 'ObjectName', 'Restrictions'];

export function wikimediaImages(apiUrl: string): WebProvider<'images'> {
  return {
    name: 'wikimedia',
    list: 'images',
    async search(query, context) {
      const url = new URL(apiUrl);
      const params: Record<string, string> = {
        action: 'query', format: 'json', formatversion: '2', origin: '*',
        // Photos and drawings only (no PDFs, sounds or videos), from the File: namespace.
        generator: 'search', gsrsearch: `${query.terms} filetype:bitmap`, gsrnamespace: '6', gsrlimit: '10',
        prop: 'imageinfo', iiprop: 'url|extmetadata|mime', iiurlwidth: '640', iiextmetadatafilter: METADATA.join('|'),
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      const body = record(await getJson(url, context));
      if (body.error) throw new ProviderError('http', `Wikimedia Commons: ${text(record(body.error).info) || 'error'}`);
      // formatversion=2 answers a list of pages; the older format an object keyed by page id.
      const rawPages = record(body.query).pages;
      const pages = (Array.isArray(rawPages) ? rawPages : Object.values(record(rawPages))).map(record)
        .sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0));
      return pages.flatMap((page): ImageItem[] => {
        const info = record(array(page.imageinfo)[0]);
        const meta = record(info.extmetadata);
        const value = (name: string) => plainText(record(meta[name]).value);
        const license = value('LicenseShortName');
        const original = text(info.url);
        if (!license || !original || !PICTURES.has(text(info.mime)) || value('Restrictions')) return [];
        const title = value('ObjectName') || text(page.title).replace(/^File:/, '').replace(/\.[a-z0-9]+$/i, '').replace(/_/g, ' ');
        const artist = value('Artist') || value('Credit');
        return [{
          link: text(info.descriptionurl) || original,
          title,
          original,
          thumbnail: text(info.thumburl) || original,
          alt: shortText(record(meta.ImageDescription).value, 160) || title,
          attribution: artist ? `${shortText(artist, 80)} / Wikimedia Commons` : 'Wikimedia Commons',
          license,
          ...(value('LicenseUrl') ? { licenseUrl: value('LicenseUrl') } : {}),
          source: 'wikimedia',
        }];
      });
    },
  };
}
