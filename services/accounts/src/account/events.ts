import type { Redis } from 'ioredis';
import { startServiceEvents, type Config, type Logger, type ServiceEvents, type Store } from '@wonderkin/server-kit';
import { createMailLog } from '../store/mail-log';
import { createSignInTokenRepository } from '../store/sign-in-tokens';
import { createSubscriberRepository } from '../store/subscribers';
import { createUserRepository } from '../store/users';
import { createChildRepository } from '../children/store';
import { deleteAccountsUserData } from './delete-account';

export interface AccountsEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX' | 'DATA_DIR'>;
  logger: Logger;
  store: Store;
  redis: Pick<Redis, 'scan' | 'mget' | 'del'>;
}

/**
 * The accounts service's event consumer, in its API process. DELETE /api/account already removed the account's
 * data before answering; this runs the same idempotent deletion once more from the durable event, so that a process
 * that stopped between publishing and deleting still leaves nothing behind.
 */
export function startAccountsEvents(deps: AccountsEventsDeps): ServiceEvents {
  const parts = {
    users: createUserRepository(deps.store),
    children: createChildRepository(deps.store),
    subscribers: createSubscriberRepository(deps.store),
    mailLog: createMailLog(deps.store),
    signInTokens: createSignInTokenRepository(deps.store),
    redis: deps.redis,
    config: deps.config,
  };
  return startServiceEvents('accounts', deps, {
    'user.deleted': ({ userId }) => deleteAccountsUserData(parts, userId),
  });
}
