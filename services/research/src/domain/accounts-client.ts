import { internalCall, type Logger } from '@wonderkin/shared/server';

/** What research needs to know about a user: whether accounts knows them and whether they pay. */
export interface PaidStatus {
  known: boolean;
  isPaid: boolean;
}

export interface AccountsClient {
  paidStatus(userId: string, requestId?: string): Promise<PaidStatus>;
}

/**
 * Asks the accounts service over HTTP: GET {accounts}/internal/users/:userId → 200 { userId, isPaid } / 404.
 * When accounts cannot answer, the user is treated as not paid (the free limit applies) and a warning is logged.
 */
export function createAccountsClient(options: { baseUrl: string; token?: string; logger: Logger; timeoutMs?: number }): AccountsClient {
  return {
    async paidStatus(userId, requestId) {
      try {
        const answer = await internalCall<{ isPaid?: unknown }>(`${options.baseUrl}/internal/users/${encodeURIComponent(userId)}`, {
          token: options.token, requestId, timeoutMs: options.timeoutMs ?? 1500,
        });
        if (answer.status === 404) return { known: false, isPaid: false };
        if (!answer.ok) throw new Error(`accounts answered ${answer.status}`);
        return { known: true, isPaid: answer.body?.isPaid === true };
      } catch (error) {
        options.logger.warn({ err: error, requestId }, 'accounts service unreachable; treating the user as not paid');
        return { known: false, isPaid: false };
      }
    },
  };
}
