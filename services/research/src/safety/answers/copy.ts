import path from 'node:path';
import { loadCompiledCopy } from '@wonderkin/server-kit/compiled-content';
import type { SafetyCopy } from '@wonderkin/shared/content';
import { HAZARD_TOPICS, SENSITIVE_TOPICS, URGENT_TOPICS } from '../triage';

// The words of the safety answers: content/safety/*.yaml, validated and compiled by `npm run content -- build` into
// generated/content/safety.json, read once when this module loads. The builders beside it hold only the logic.

const COMPILED = path.resolve(__dirname, '../../../generated/content/safety.json');

export const SAFETY_COPY: SafetyCopy = loadCompiledCopy<SafetyCopy>(COMPILED, 'safety');

// A topic the triage can give with no words for it stops the service when it starts, not a family mid-emergency.
const TOPICS: [string, readonly string[], Record<string, unknown>][] = [
  ['urgent', URGENT_TOPICS, SAFETY_COPY.urgent.topics],
  ['hazard', HAZARD_TOPICS, SAFETY_COPY.hazard.topics],
  ['sensitive', SENSITIVE_TOPICS, SAFETY_COPY.sensitive.topics],
];
for (const [file, topics, copy] of TOPICS) {
  const missing = topics.filter((topic) => !Object.hasOwn(copy, topic));
  if (missing.length) throw new Error(`content/safety/${file}.yaml has no words for the topic${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (safety/triage.ts gives them): write them, then npm run content -- build`);
}
