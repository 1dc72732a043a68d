import { createLogger } from '@wonderkin/server-kit';
import { describeInternalGuard } from '../../../tests/support/internal-guard';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';

// Feedback's internal routes (accounts gathering a user's data) refuse a caller on another host without the token.
describeInternalGuard('feedback', { method: 'POST', url: '/internal/users/u1/export', body: { ids: [] } }, ({ config, store }) => createApp({
  config,
  logger: createLogger('feedback-guard-test', 'silent'),
  store,
  redis: offlineRedis(),
  findTarget: async () => ({ kind: 'missing' }),
}));
