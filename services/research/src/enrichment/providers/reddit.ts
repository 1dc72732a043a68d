import { getJson } from '../http';
import { shortText } from '../text';
import { array, count, record, text, type DiscussionItem, type WebProvider } from '../types';

/**
 * Reddit's public search JSON (no key), for parent lessons only: searched inside an allow-list of parenting
 * communities, and every post checked again against that list (a crosspost can carry another subreddit's name).
 * Posts marked over 18, removed or stickied never show.
 */
export const PARENTING_SUBREDDITS = [
  'Parenting', 'Mommit', 'daddit', 'toddlers', 'beyondthebump', 'NewParents', 'ScienceBasedParenting', 'SingleParents',
  'GentleParenting', 'raisingkids',
] as const;
const ALLOWED = new Set(PARENTING_SUBREDDITS.map((name) => name.toLowerCase()));

export function redditDiscussions(baseUrl: string): WebProvider<'discussions'> {
  return {
    name: 'reddit',
    list: 'discussions',
    async search(query, context) {
      const url = new URL(`${baseUrl}/r/${PARENTING_SUBREDDITS.join('+')}/search.json`);
      const params: Record<string, string> = {
        q: query.terms, restrict_sr: '1', sort: 'relevance', t: 'all', limit: '15', include_over_18: 'off', raw_json: '1', type: 'link',
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      const children = array(record(record(await getJson(url, context)).data).children).map((child) => record(record(child).data));
      return children.flatMap((post): DiscussionItem[] => {
        const subreddit = text(post.subreddit);
        const permalink = text(post.permalink);
        const title = shortText(post.title, 160);
        if (!ALLOWED.has(subreddit.toLowerCase()) || post.over_18 !== false || post.stickied === true) return [];
        if (!permalink.startsWith('/r/') || !title || post.removed_by_category) return [];
        return [{
          title,
          link: `${baseUrl}${permalink}`,
          subreddit: `r/${subreddit}`,
          upvotes: count(post.ups ?? post.score),
          comments: count(post.num_comments),
          snippet: shortText(post.selftext, 200),
        }];
      });
    },
  };
}
