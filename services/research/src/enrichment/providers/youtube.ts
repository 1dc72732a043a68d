import { VIDEO_DESCRIPTION_MAX_CHARS } from '@wonderkin/shared';
import { getJson } from '../http';
import { decodeEntities, shortText } from '../text';
import { array, record, text, type VideoItem, type WebProvider } from '../types';

/**
 * YouTube Data API v3 (YOUTUBE_API_KEY): search.list with safeSearch=strict, embeddable videos only, then
 * videos.list for their durations (and to drop any that turned out not embeddable). The page plays them through the
 * privacy-enhanced player (youtube-nocookie.com), so `link` is the watch page and the id is read from it.
 */

/** "PT1H2M3S" → "1:02:03", "PT4M5S" → "4:05"; '' when it does not parse. */
export function formatDuration(iso: string): string {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!match || iso === 'P' || iso === 'PT') return '';
  const [, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  const h = days * 24 + hours;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

export function youtubeVideos(apiUrl: string, apiKey: string): WebProvider<'videos'> {
  return {
    name: 'youtube',
    list: 'videos',
    async search(query, context) {
      const search = new URL(`${apiUrl}/search`);
      const params: Record<string, string> = {
        part: 'snippet', q: query.terms, type: 'video', safeSearch: 'strict', videoEmbeddable: 'true',
        maxResults: '6', relevanceLanguage: 'en', key: apiKey,
      };
      for (const [key, value] of Object.entries(params)) search.searchParams.set(key, value);
      const found = array(record(await getJson(search, context)).items).map(record)
        .map((item) => ({ id: text(record(item.id).videoId), snippet: record(item.snippet) }))
        // Live streams and premieres have no fixed content to vouch for.
        .filter((item) => /^[\w-]{6,20}$/.test(item.id) && (text(item.snippet.liveBroadcastContent) || 'none') === 'none');
      if (found.length === 0) return [];

      const details = new URL(`${apiUrl}/videos`);
      details.searchParams.set('part', 'contentDetails,status');
      details.searchParams.set('id', found.map((item) => item.id).join(','));
      details.searchParams.set('key', apiKey);
      const byId = new Map(array(record(await getJson(details, context)).items).map(record).map((item) => [text(item.id), item]));

      return found.flatMap(({ id, snippet }): VideoItem[] => {
        const detail = byId.get(id);
        if (!detail || record(detail.status).embeddable === false) return [];
        const thumbnails = record(snippet.thumbnails);
        const thumbnail = ['medium', 'high', 'default'].map((size) => text(record(thumbnails[size]).url)).find(Boolean) ?? '';
        return [{
          title: decodeEntities(text(snippet.title)),
          link: `https://www.youtube.com/watch?v=${id}`,
          thumbnailUrl: thumbnail,
          channelTitle: decodeEntities(text(snippet.channelTitle)),
          description: shortText(snippet.description, VIDEO_DESCRIPTION_MAX_CHARS),
          duration: formatDuration(text(record(detail.contentDetails).duration)),
        }];
      });
    },
  };
}
