import { ChildAccessSchema, MESSAGES, type CareAction, type ChildAccess, type ChildNeed } from '@wonderkin/shared';
import { HttpError } from './http';
import { internalCall } from './internal';

// The client every service uses to ask the circle's access module (accounts' /internal/access) who may do what with a
// child: one decision per request, nothing cached, so a revoked or expired grant stops working on the very next request.

export interface ChildAccessClientOptions {
  accountsUrl: string;
  internalToken: string | undefined;
  timeoutMs?: number;
}

export interface ChildAccessClient {
  /**
   * The access `need` requires for this user and child, or an HttpError: 404 (no access: as if the child did not exist),
   * 403 in words (the role lacks it), 503 (accounts did not answer). `log` records a view by someone in the circle.
   */
  require(userId: string, childId: string, need: ChildNeed, log?: CareAction): Promise<ChildAccess>;
  /** Records what someone in the circle did once it succeeded (nothing for the parent). Never throws: logged instead. */
  record(userId: string, childId: string, action: CareAction, detail?: string): Promise<void>;
}

export function createChildAccessClient(options: ChildAccessClientOptions, onError: (error: Error) => void = () => undefined): ChildAccessClient {
  const base = options.accountsUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 4000;
  return {
    async require(userId, childId, need, log) {
      if (!/^child_[a-f0-9]{32}$/.test(childId)) throw new HttpError(404, MESSAGES.childNotFound);
      const query = new URLSearchParams({ userId, need, ...(log ? { log } : {}) });
      let answer;
      try {
        answer = await internalCall<{ error?: string }>(`${base}/internal/access/children/${childId}?${query}`, { token: options.internalToken, timeoutMs });
      } catch (error) {
        onError(error as Error);
        throw new HttpError(503, MESSAGES.serviceUnavailable);
      }
      if (answer.status === 404) throw new HttpError(404, MESSAGES.childNotFound);
      if (answer.status === 403) throw new HttpError(403, answer.body?.error ?? MESSAGES.careRoleForbidden);
      if (!answer.ok) {
        onError(new Error(`access check answered ${answer.status}`));
        throw new HttpError(503, MESSAGES.serviceUnavailable);
      }
      return ChildAccessSchema.parse(answer.body);
    },
    async record(userId, childId, action, detail) {
      try {
        await internalCall(`${base}/internal/access/activity`, {
          method: 'POST', token: options.internalToken, timeoutMs, body: { userId, childId, action, ...(detail ? { detail: detail.slice(0, 200) } : {}) },
        });
      } catch (error) {
        onError(error as Error);
      }
    },
  };
}
