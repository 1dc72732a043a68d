import path from 'node:path';
import { loadCompiledContent } from '@wonderkin/server-kit/compiled-content';
import { topicPackOf, type TopicPackFile } from '@wonderkin/shared/content';
import type { TopicPack } from './types';

// The offline creation packs: content/packs/*.yaml, validated and compiled by `npm run content -- build` (npm start,
// npm test, CI and the image run it) into generated/content/packs.json, read once when this module loads (the
// patterns compiled to RegExps then, never per request).

const COMPILED = path.resolve(__dirname, '../../../generated/content/packs.json');
/** The pack for any topic no pack covers (content/packs/exploration.yaml, not in the index). */
const EXPLORATION_KEY = 'exploration';

const PACKS: TopicPack[] = loadCompiledContent<TopicPackFile>(COMPILED, 'packs').map(topicPackOf);

/** The topic packs, in the order of content/packs/index.yaml (a typed topic is tried against them in this order). */
export const TOPIC_PACKS: TopicPack[] = PACKS.filter((pack) => pack.key !== EXPLORATION_KEY);

/**
 * The honest story for any topic we have no checked facts about (issue 19): a day that {hero} spends with a favorite
 * thing, {topic}, named on every page, asking about it, spotting it, playing a game about it, finding books about it,
 * drawing it and telling the family. It never states a fact about the topic itself; its facts and activities are
 * general tips for finding things out (the creation's note says so).
 */
export const exploration: TopicPack = PACKS.find((pack) => pack.key === EXPLORATION_KEY)!;

/** A pack by its key (tests). */
export function topicPack(key: string): TopicPack {
  const pack = PACKS.find((candidate) => candidate.key === key);
  if (!pack) throw new Error(`no creation pack ${key}`);
  return pack;
}
