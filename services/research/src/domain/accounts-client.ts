import { internalCall, type Logger } from '@wonderkin/server-kit';

/** What research needs to know about a user: whether accounts knows them and whether they pay. */
export interface PaidStatus {
  known: boolean;
  isPaid: boolean;
  /** Accounts could not answer and nothing was known about this user before: their plan is unknown right now. */
  unavailable?: boolean;
}

export interface AccountsClient {
  paidStatus(userId: string, requestId?: string): Promise<PaidStatus>;
}

/**
 * Asks the accounts service over HTTP: GET {accounts}/internal/users/:userId → 200 { userId, isPaid } / 404.
 * Every answer is remembered, so when accounts is briefly down a paying customer keeps their plan (the last known
 * status); a user never seen before is reported `unavailable` rather than guessed to be free.
 */
export function createAccountsClient(options: { baseUrl: string; token?: string; logger: Logger; timeoutMs?: number; rememberMs?: number }): AccountsClient {
  const lastKnown = new Map<string, { isPaid: boolean; at: number }>();
  const rememberMs = options.rememberMs ?? 24 * 60 * 60 * 1000;
  return {
    async paidStatus(userId, requestId) {
      try {
        const answer = await internalCall<{ isPaid?: unknown }>(`${options.baseUrl}/internal/users/${encodeURIComponent(userId)}`, {
          token: options.token, requestId, timeoutMs: options.timeoutMs ?? 1500,
        });
        if (answer.status === 404) {
          lastKnown.delete(userId);
          return { known: false, isPaid: false };
        }
        if (!answer.ok) throw new Error(`accounts answered ${answer.status}`);
        const isPaid = answer.body?.isPaid === true;
        lastKnown.set(userId, { isPaid, at: Date.now() });
        return { known: true, isPaid };
      } catch (error) {
        const remembered = lastKnown.get(userId);
        if (remembered && Date.now() - remembered.at < rememberMs) {
          options.logger.warn({ err: error, requestId }, 'accounts service unreachable; using the last known plan');
          return { known: true, isPaid: remembered.isPaid };
        }
        options.logger.warn({ err: error, requestId }, 'accounts service unreachable; the plan is unknown');
        return { known: false, isPaid: false, unavailable: true };
      }
    },
  };
}
