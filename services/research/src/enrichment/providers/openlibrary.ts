import { getJson } from '../http';
import { array, count, isYoungReader, record, text, type BookItem, type WebProvider } from '../types';

/**
 * Open Library search.json (no key), with covers from the Covers API (covers.openlibrary.org/b/id/<cover_i>-M.jpg).
 * Children's bands search juvenile books only. Open Library has no prices: price stays '' and the page hides it; its
 * readers' average rating is shown only when enough readers gave one.
 */
const FIELDS = 'key,title,author_name,cover_i,first_publish_year,ratings_average,ratings_count';
const MIN_RATINGS = 5;

export function openLibraryBooks(baseUrl: string, coversUrl: string): WebProvider<'books'> {
  return {
    name: 'openlibrary',
    list: 'books',
    async search(query, context) {
      const url = new URL(`${baseUrl}/search.json`);
      url.searchParams.set('q', query.terms);
      url.searchParams.set('fields', FIELDS);
      url.searchParams.set('language', 'eng');
      url.searchParams.set('limit', '8');
      if (isYoungReader(query)) url.searchParams.set('subject', 'juvenile');
      const docs = array(record(await getJson(url, context)).docs).map(record);
      const books = docs.flatMap((doc): BookItem[] => {
        const key = text(doc.key);
        const title = text(doc.title).trim();
        if (!/^\/works\/OL\d+W$/.test(key) || !title) return [];
        const author = array(doc.author_name).map(text).filter(Boolean)[0];
        const cover = typeof doc.cover_i === 'number' && doc.cover_i > 0 ? `${coversUrl}/b/id/${doc.cover_i}-M.jpg` : '';
        const rated = count(doc.ratings_count) >= MIN_RATINGS && typeof doc.ratings_average === 'number';
        return [{
          title: author ? `${title} by ${author}` : title,
          link: `${baseUrl}${key}`,
          thumbnail: cover,
          price: '',
          rating: rated ? Math.round(Math.min(5, Math.max(0, doc.ratings_average as number)) * 10) / 10 : 0,
          reviews: 0,
        }];
      });
      // Books with a cover first: a row of covers is what the section is for.
      return [...books.filter((book) => book.thumbnail), ...books.filter((book) => !book.thumbnail)];
    },
  };
}
