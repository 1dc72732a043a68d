import type { AgeRange, LessonContent, LessonMode } from '@wonderkin/shared';
import type { WebList, WebProviderName } from '@wonderkin/server-kit';
import type { CallContext } from './http';

/** What the providers search for: a few topic words from the lesson, and for whom. */
export interface WebQuery {
  terms: string;
  mode: LessonMode;
  ageRange: AgeRange;
}

type Item<K extends keyof LessonContent> = NonNullable<LessonContent[K]> extends (infer T)[] ? T : never;
export type ImageItem = Item<'images'>;
export type VideoItem = Item<'videos'>;
export type BookItem = Item<'books'>;
export type LinkItem = Item<'externalLinks'>;
export type DiscussionItem = Item<'redditDiscussions'>;
export type ProductItem = Item<'products'>;

/** The item type of each list. */
export interface WebItems {
  images: ImageItem;
  videos: VideoItem;
  books: BookItem;
  links: LinkItem;
  discussions: DiscussionItem;
  products: ProductItem;
}

/** One web provider for one list: searches, maps the answer to our items, throws ProviderError when it cannot. */
export interface WebProvider<L extends WebList = WebList> {
  readonly name: WebProviderName;
  readonly list: L;
  search(query: WebQuery, context: CallContext): Promise<WebItems[L][]>;
}

/** Children's bands (Simple English Wikipedia, juvenile books); 13+ and parents get the regular sources. */
export const isYoungReader = (query: WebQuery): boolean => query.mode === 'kids' && query.ageRange !== '13+';

/** How many items a provider may add to each list (after the lesson's own). */
export const LIST_CAPS: Record<WebList, number> = { images: 6, videos: 3, books: 4, links: 4, discussions: 4, products: 4 };

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);
