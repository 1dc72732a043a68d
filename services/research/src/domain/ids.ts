import { researchIdFromSlug, researchSlug } from '@wonderkin/shared';
import { randomId } from '@wonderkin/server-kit';

/** Research ids are randomId(): 32 lower-case hex characters, unguessable and hyphen-free. */
const RESEARCH_ID = /^[a-f0-9]{32}$/;

export function newResearchIds(question: string): { id: string; slug: string } {
  const id = randomId();
  return { id, slug: researchSlug(id, question) };
}

/** Accepts an id or a whole slug ("{id}-{kebab question}"); answers the id, or null when it cannot be one of ours. */
export function researchIdFrom(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = researchIdFromSlug(value.trim().toLowerCase());
  return RESEARCH_ID.test(id) ? id : null;
}
