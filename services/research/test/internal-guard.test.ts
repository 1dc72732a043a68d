import { createLogger } from '@wonderkin/server-kit';
import { describeInternalGuard } from '../../../tests/support/internal-guard';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import type { ResearchQueue } from '../src/deps';
import { createRepositories } from '../src/store';

// Research's internal routes (what feedback and accounts ask) refuse a caller on another host without the token.
describeInternalGuard('research', { url: '/internal/research/0123456789abcdef0123456789abcdef' }, ({ config, store }) => createApp({
  config,
  logger: createLogger('research-guard-test', 'silent'),
  repos: createRepositories(store),
  researchQueue: { add: async () => undefined, getJob: async () => undefined } as unknown as ResearchQueue,
  accountsClient: { paidStatus: async () => ({ known: false, isPaid: false }) },
  redis: offlineRedis(),
}));
