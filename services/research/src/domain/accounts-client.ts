import { INTERNAL_TOKEN_HEADER, type Logger } from '@wonderkin/shared/server';

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
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.token) headers[INTERNAL_TOKEN_HEADER] = options.token;
      if (requestId) headers['x-request-id'] = requestId;
      try {
        const response = await fetch(`${options.baseUrl}/internal/users/${encodeURIComponent(userId)}`, {
          headers, signal: AbortSignal.timeout(options.timeoutMs ?? 1500),
        });
        if (response.status === 404) return { known: false, isPaid: false };
        if (!response.ok) throw new Error(`accounts answered ${response.status}`);
        const body = (await response.json()) as { isPaid?: unknown };
        return { known: true, isPaid: body.isPaid === true };
      } catch (error) {
        options.logger.warn({ err: error, requestId }, 'accounts service unreachable; treating the user as not paid');
        return { known: false, isPaid: false };
      }
    },
  };
}
