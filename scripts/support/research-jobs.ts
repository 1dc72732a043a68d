/**
 * Research jobs made the way the research API makes them (an ask in the research store, then a BullMQ job with the
 * ask's job id), without the HTTP call and its free-question limit: for drills and benchmarks that need many.
 */
import { QUEUES, researchSlug } from '@wonderkin/shared';
import { jobIdFor, type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import { createQueue, openStore, randomId, type Queue, type Store } from '@wonderkin/server-kit';
import { createRepositories, type ResearchRepositories } from '@wonderkin/research';

export const QUESTIONS = [
  'Why is the sky blue?', 'How do volcanoes erupt?', 'Why do cats purr?', 'How do plants make food?', 'What are black holes?',
  'Why do we need to sleep?', 'How do bees make honey?', 'Why is the ocean salty?', 'How do fish breathe?', 'Why do leaves change colour?',
];
const AGES = ['3-5', '6-8', '9-12', '13+'] as const;

export interface ResearchFixture {
  store: Store;
  repos: ResearchRepositories;
  queue: Queue<ResearchJobData, ResearchJobResult>;
  close(): Promise<void>;
}

/** The research store of a running stack (its DATA_DIR) and a producer on its research queue. */
export async function openResearch(env: Record<string, string>): Promise<ResearchFixture> {
  const store = await openStore({ service: 'research', dataDir: env.DATA_DIR });
  const queue = createQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX });
  queue.on('error', () => undefined); // a drill restarts Redis under it: calls fail and are retried by the caller
  return {
    store,
    repos: createRepositories(store),
    queue,
    async close() {
      await queue.close().catch(() => undefined);
      await store.close();
    },
  };
}

export interface Enqueued { ids: string[]; jobIds: string[] }

/** Creates `count` asks and adds their jobs in one addBulk. */
export async function enqueueResearch(fixture: ResearchFixture, count: number): Promise<Enqueued> {
  const ids: string[] = [];
  const jobIds: string[] = [];
  const entries: { name: string; data: ResearchJobData; opts: { jobId: string } }[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomId();
    const question = QUESTIONS[i % QUESTIONS.length];
    const ageRange = AGES[i % AGES.length];
    const slug = researchSlug(id, question);
    const jobId = jobIdFor(QUEUES.research, id);
    await fixture.repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId, status: 'pending', createdAt: new Date().toISOString() });
    entries.push({ name: QUEUES.research, data: { researchId: id, slug, question, ageRange }, opts: { jobId } });
    ids.push(id);
    jobIds.push(jobId);
  }
  await fixture.queue.addBulk(entries);
  return { ids, jobIds };
}

/** How many of these asks have a stored lesson, and how many are completed. */
export async function lessonsOf(fixture: ResearchFixture, ids: string[]): Promise<{ stored: number; asksCompleted: number }> {
  let stored = 0;
  let asksCompleted = 0;
  for (const id of ids) {
    if (await fixture.repos.lessons.get(id)) stored += 1;
    if ((await fixture.repos.asks.get(id))?.status === 'completed') asksCompleted += 1;
  }
  return { stored, asksCompleted };
}
