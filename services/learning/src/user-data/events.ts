import { startServiceEvents, type Config, type Logger, type ServiceEvents } from '@wonderkin/server-kit';
import type { LearningRecords } from '../store/records';
import { removeLearningRecords } from './remove';

/** child.deleted and user.deleted: the child's (or the whole family's) answers, cards, reviews and levels go. */
export function startLearningEvents(deps: { config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>; logger: Logger; records: LearningRecords }): ServiceEvents {
  return startServiceEvents('learning', deps, {
    'user.deleted': ({ userId }) => removeLearningRecords(deps.records, { userId }),
    'child.deleted': ({ childId }) => removeLearningRecords(deps.records, { childId }),
  });
}
