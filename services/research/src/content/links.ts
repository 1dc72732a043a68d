import { wellFormed } from '@wonderkin/shared';
import type { PackLink } from './types';

// Every link in the pack is built here, from pages that are known to exist (home pages and search pages),
// never guessed deep links. Tests check every pack link against ALLOWED_LINK_HOSTS.

export { ALLOWED_LINK_HOSTS } from '@wonderkin/shared/content';

const enc = (q: string) => encodeURIComponent(wellFormed(q.trim())).replace(/%20/g, '+');

/** A Britannica search page (Britannica Kids and the encyclopedia share this search). */
export function britannica(query: string, snippet?: string): PackLink {
  return {
    title: `Britannica: ${query}`,
    link: `https://www.britannica.com/search?query=${enc(query)}`,
    snippet: snippet ?? `Encyclopedia articles about ${query}, written and checked by experts.`,
  };
}

export function openLibrary(title: string, author: string): string {
  return `https://openlibrary.org/search?q=${enc(`${title} ${author}`)}`;
}

export function redditSearch(query: string): string {
  return `https://www.reddit.com/r/Parenting/search?q=${enc(query)}&restrict_sr=1`;
}

/**
 * A "Community Discussions" link of a parent guide: a search of r/Parenting, labelled as the search it is. Its title
 * and snippet say what the link does and nothing about threads that may not exist (no thread-like title, no summary
 * of what parents said, no counts): content review 2026-11-28, S8.
 */
export function redditSearchLink(terms: string): PackLink {
  const query = terms.trim();
  return {
    title: `Search r/Parenting for: ${query}`,
    link: redditSearch(query),
    snippet: `A Reddit search, not a single thread: it lists r/Parenting posts that match "${query}". The posts are other parents' own experiences, not checked advice.`,
  };
}

/** Home pages the pack points to, with what a family finds there. */
export const SITES = {
  spacePlace: { title: 'NASA Space Place', link: 'https://spaceplace.nasa.gov/', snippet: "NASA's site for kids: space, Earth and sky explained with games and activities." },
  nasa: { title: 'NASA', link: 'https://www.nasa.gov/', snippet: 'News, pictures and explainers from the US space agency.' },
  natGeoKids: { title: 'National Geographic Kids', link: 'https://kids.nationalgeographic.com/', snippet: 'Animals, science, history and geography for kids, with photos and videos.' },
  usgs: { title: 'U.S. Geological Survey', link: 'https://www.usgs.gov/', snippet: 'Scientists who study volcanoes, earthquakes, water and the land.' },
  oceanService: { title: "NOAA's National Ocean Service", link: 'https://oceanservice.noaa.gov/', snippet: 'Ocean facts and explainers from the US ocean and weather agency.' },
  scijinks: { title: 'SciJinks (NOAA and NASA)', link: 'https://scijinks.gov/', snippet: 'Weather and sky science for students, from NOAA and NASA.' },
  kidsHealth: { title: 'KidsHealth', link: 'https://kidshealth.org/', snippet: "Doctor-reviewed health and body explainers for kids, teens and parents (Nemours)." },
  healthyChildren: { title: 'HealthyChildren.org (American Academy of Pediatrics)', link: 'https://www.healthychildren.org/', snippet: "The AAP's parenting site: pediatrician-reviewed guidance by age and topic." },
  aap: { title: 'American Academy of Pediatrics', link: 'https://www.aap.org/', snippet: "The professional organisation of US pediatricians: policy and guidance on children's health." },
  cdc: { title: 'CDC', link: 'https://www.cdc.gov/', snippet: 'US public-health agency; search "positive parenting tips" and "child development" for age-by-age guidance.' },
  zeroToThree: { title: 'ZERO TO THREE', link: 'https://www.zerotothree.org/', snippet: 'Research-based guidance on babies, toddlers and early development.' },
  childMind: { title: 'Child Mind Institute', link: 'https://childmind.org/', snippet: "Clinician-written articles on children's mental health, behaviour and learning." },
  readingRockets: { title: 'Reading Rockets', link: 'https://www.readingrockets.org/', snippet: 'Research-based ideas for helping children learn to read, for parents and teachers.' },
  scratch: { title: 'Scratch (MIT)', link: 'https://scratch.mit.edu/', snippet: 'A free block-based coding language and community for young coders.' },
  codeOrg: { title: 'Code.org', link: 'https://code.org/', snippet: 'Free coding lessons and puzzles for every age.' },
  lichess: { title: 'Lichess', link: 'https://lichess.org/', snippet: 'A free, open-source chess site with lessons, puzzles and games.' },
  chessCom: { title: 'Chess.com', link: 'https://www.chess.com/', snippet: 'Chess lessons, puzzles and games (ask a grown-up before making an account).' },
  smithsonian: { title: 'Smithsonian Institution', link: 'https://www.si.edu/', snippet: "Museums and collections about history, art, culture and science." },
  wwf: { title: 'World Wildlife Fund', link: 'https://www.worldwildlife.org/', snippet: 'Facts about animals and the places they live, and how people protect them.' },
} satisfies Record<string, PackLink>;
