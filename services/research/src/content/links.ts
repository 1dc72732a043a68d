import { wellFormed } from '@wonderkin/shared';
import { fillTemplate } from '@wonderkin/shared/content';
import { PAGES } from './pages';
import type { PackLink } from './types';

// Every link the research service's own pages build is made here, from pages that are known to exist (home pages and
// search pages), never guessed deep links; the sites and the links' words are content/pages/links.yaml. Tests and
// `npm run content -- check` hold every link to ALLOWED_LINK_HOSTS.

export { ALLOWED_LINK_HOSTS } from '@wonderkin/shared/content';

const WORDS = PAGES.links;

const enc = (q: string) => encodeURIComponent(wellFormed(q.trim())).replace(/%20/g, '+');

/** A Britannica search page (Britannica Kids and the encyclopedia share this search). */
export function britannica(query: string, snippet?: string): PackLink {
  return {
    title: fillTemplate(WORDS.britannica.title, { query }),
    link: `https://www.britannica.com/search?query=${enc(query)}`,
    snippet: snippet ?? fillTemplate(WORDS.britannica.snippet, { query }),
  };
}

export function openLibrary(title: string, author: string): string {
  return `https://openlibrary.org/search?q=${enc(`${title} ${author}`)}`;
}

export function redditSearch(query: string): string {
  return `https://www.reddit.com/r/Parenting/search?q=${enc(query)}&restrict_sr=1`;
}

/** A "Community Discussions" link of a parent guide: a search of r/Parenting, labelled as the search it is. */
export function redditSearchLink(terms: string): PackLink {
  const query = terms.trim();
  return {
    title: fillTemplate(WORDS.communitySearch.title, { query }),
    link: redditSearch(query),
    snippet: fillTemplate(WORDS.communitySearch.snippet, { query }),
  };
}

/** Home pages the research service's own pages point to, with what a family finds there. */
export const SITES: Readonly<Record<keyof typeof WORDS.sites, PackLink>> = WORDS.sites;

/** A "Stay curious" suggestion's label, for a question about one of the child's interests. */
export const INTEREST_SUGGESTION = WORDS.interestSuggestion;
