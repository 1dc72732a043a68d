import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  anonymousIdCookieName, ChildProfileSchema, CreateCreationRequestSchema, MESSAGES, QUEUES, type ChildProfile, type CreationNotify, type CreationRecord,
} from '@wonderkin/shared';
import { PERSONAL_JOB_OPTIONS, type CreationJobData, type CreationJobResult } from '@wonderkin/server-kit';
import { ensureAnonymousId, HttpError, internalCall, parseOr400, randomId, readCookie, sessionUserId, type Logger, type Queue } from '@wonderkin/server-kit';
import { newCreationRecord, nextRetryJobId, runNumber } from '../domain/creations';
import { hasFailOnceMarker } from '../domain/fault';
import { isCreationId } from '../paths';
import { toPublicCreation, type CreationRepository } from '../store/creations';

/** The accounts service's answer about an account's contact: a verified email, a verified phone (each or null). */
const ContactSchema = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

export interface CreationRouteDeps {
  repo: CreationRepository;
  queue: Queue<CreationJobData, CreationJobResult>;
  logger: Logger;
  productName: string;
  faultInjection: boolean;
  /** The accounts service, asked whether a child belongs to the signed-in family (creations made for a child). */
  accounts: { url: string; internalToken: string | undefined };
}

export function creationRoutes(deps: CreationRouteDeps): Router {
  const router = Router();
  const { repo, queue, logger, productName } = deps;

  const enqueue = async (record: CreationRecord, requestId: string | undefined) => {
    // The fault switch's first run must be final (no automatic retries), so the failure is visible at once.
    const attempts = deps.faultInjection && hasFailOnceMarker(record.topic) && runNumber(record.jobId) === 0 ? 1 : PERSONAL_JOB_OPTIONS.attempts;
    // A finished job's result holds the creation (its title names the child): it goes after an hour, not a week.
    await queue.add(QUEUES.creation, { creationId: record.id, requestId }, { ...PERSONAL_JOB_OPTIONS, attempts, jobId: record.jobId });
  };

  const findOr404 = async (id: string) => {
    const record = isCreationId(id) ? await repo.get(id) : null;
    if (!record) throw new HttpError(404, MESSAGES.creationNotFound);
    return record;
  };

  /** Asks the accounts service (its 404 → `notFound`; 503 when it does not answer). */
  async function askAccounts(path: string, what: string, notFound: HttpError, requestId?: string): Promise<unknown> {
    let answer;
    try {
      answer = await internalCall(`${deps.accounts.url}${path}`, { token: deps.accounts.internalToken, requestId, timeoutMs: 4000 });
    } catch (error) {
      logger.warn({ err: (error as Error).message, requestId }, `accounts did not answer about ${what}`);
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    if (answer.status === 404) throw notFound;
    if (!answer.ok) throw new HttpError(503, MESSAGES.serviceUnavailable);
    return answer.body;
  }

  /** The signed-in family's child (401 signed out; 404 unknown or another family's; 503 when accounts does not answer). */
  async function familyChild(userId: string | null, childId: string, requestId?: string): Promise<ChildProfile> {
    if (!userId) throw new HttpError(401, MESSAGES.signInRequired);
    const path = `/internal/children/${encodeURIComponent(childId)}?userId=${encodeURIComponent(userId)}`;
    return ChildProfileSchema.parse(await askAccounts(path, 'a child', new HttpError(404, MESSAGES.childNotFound), requestId));
  }

  /**
   * Where "ready" goes (issue 18): only to the signed-in account's own verified email and verified phone, asked of
   * accounts, so a request can never aim our mail or texts at somebody else. Anonymous creations notify nobody: asking
   * for it is a clear 401 rather than silently nothing. Asking for what the account lacks is a 409 that says what to do.
   */
  async function noticeContact(userId: string | null, notify: CreationNotify | undefined, requestId?: string): Promise<CreationRecord['notify']> {
    if (!notify?.email && !notify?.sms) return undefined;
    if (!userId) throw new HttpError(401, MESSAGES.notifySignInRequired);
    // An account gone since this session began has nobody to tell: as signed out.
    const path = `/internal/users/${encodeURIComponent(userId)}/contact`;
    const contact = ContactSchema.parse(await askAccounts(path, 'a contact', new HttpError(401, MESSAGES.signInRequired), requestId));
    if (notify.email && !contact.email) throw new HttpError(409, MESSAGES.notifyEmailUnverified);
    if (notify.sms && !contact.phone) throw new HttpError(409, MESSAGES.notifyPhoneMissing);
    return { email: notify.email ? contact.email ?? undefined : undefined, phone: notify.sms ? contact.phone ?? undefined : undefined, sms: notify.sms };
  }

  router.post('/api/creations', async (req, res) => {
    const body = req.body ?? {};
    const request = parseOr400(CreateCreationRequestSchema, body);
    // The owner is the session's user, else this browser (a userId in the body is never identity).
    const userId = sessionUserId(req) ?? null;
    const child = request.childId ? await familyChild(userId, request.childId, res.locals.requestId) : undefined;
    const notify = await noticeContact(userId, request.notify, res.locals.requestId);
    const anonId = userId ? null : ensureAnonymousId(req, res, productName);
    const record = newCreationRecord(randomId(), request, { userId, anonId }, new Date(), child, notify);
    await repo.insert(record);
    try {
      await enqueue(record, res.locals.requestId);
    } catch (error) {
      // Nothing half-written: without a job the creation would wait forever.
      await repo.delete(record.id);
      logger.error({ err: error, requestId: res.locals.requestId }, 'could not enqueue creation');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    res.status(202).location(`/api/creations/${record.id}`).json(toPublicCreation(record));
  });

  router.get('/api/creations', async (req: Request, res) => {
    // Recent creations of the session's user, else of this browser; a userId in the query is ignored.
    const userId = sessionUserId(req);
    const anonId = userId ? undefined : readCookie(req, anonymousIdCookieName(productName));
    const records = await repo.listForOwner({ userId, anonId });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ creations: records.map(toPublicCreation) });
  });

  // Anyone holding the unguessable id may read it: that is how share links open a creation read-only.
  router.get('/api/creations/:id', async (req, res) => {
    const record = await findOr404(req.params.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(toPublicCreation(record));
  });

  router.post('/api/creations/:id/retry', async (req, res) => {
    const record = await findOr404(req.params.id);
    if (record.status !== 'failed') throw new HttpError(409, MESSAGES.creationNotFailed);
    const { error: _previousError, ...rest } = record;
    const next: CreationRecord = { ...rest, status: 'processing', progress: 0, stage: 'queued', resultUrls: {}, jobId: nextRetryJobId(record) };
    await repo.replace(next);
    try {
      await enqueue(next, res.locals.requestId);
    } catch (error) {
      await repo.replace(record);
      logger.error({ err: error, requestId: res.locals.requestId }, 'could not enqueue creation retry');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    res.status(202).json(toPublicCreation(next));
  });

  return router;
}
