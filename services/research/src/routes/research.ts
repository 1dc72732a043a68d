import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { IMAGE_MAX_BYTES, MESSAGES, QUEUES, readJobProgress, type Ask, type ResearchPending } from '@wonderkin/shared';
import { jobIdFor, type ResearchJobData } from '@wonderkin/server-kit';
import { HttpError, sessionUserId } from '@wonderkin/server-kit';
import type { AppDeps } from '../deps';
import { newResearchIds, researchIdFrom } from '../domain/ids';
import { imageTypeOf } from '../domain/image-bytes';
import { limitVerdict } from '../domain/limit-check';
import { createMemoryLimitLock } from '../domain/limit-lock';
import { removeUpload, saveUpload } from '../domain/uploads';
import { validateAskInput } from '../domain/validate-ask';
import { fitForChild, type ChildFit } from '../domain/child-fit';
import { isUrgentCategory } from '../safety/redirect';
import { routeQuestion } from '../safety/route';
import { addressAllowanceOf, checkClaimedUserId, visitorOf } from './visitor';

/** A lesson as anyone holding its link sees it: without the child it was made for. */
function withoutChild<T extends { childId?: string; fittedFor?: unknown }>(lesson: T): Omit<T, 'childId' | 'fittedFor'> {
  const { childId: _childId, fittedFor: _fittedFor, ...shared } = lesson;
  return shared;
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
}).single('image');

/** A form field over multer's size limit (64 KB), by field: the message says which field to shorten. */
const FIELD_TOO_LONG: Record<string, string> = {
  question: MESSAGES.questionTooLong,
  ageRange: MESSAGES.invalidAgeRange,
  userId: MESSAGES.invalidUserId,
};

/**
 * multer's errors as the page's messages: a photo too large → 413; a text field too long → that field's message (a 64 KB
 * question is too long, not an unreadable upload); unknown or too many fields → the fields the form takes; a second
 * file or a file in another field → one image in "image"; anything else about the upload → 400 "could not be read".
 */
export function uploadErrorMessage(error: unknown): HttpError {
  if (!(error instanceof multer.MulterError)) return new HttpError(400, MESSAGES.uploadInvalid);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, MESSAGES.imageTooLarge);
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(400, FIELD_TOO_LONG[error.field ?? ''] ?? MESSAGES.uploadFields);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new HttpError(400, MESSAGES.uploadInvalid);
    default: // LIMIT_FIELD_KEY, LIMIT_FIELD_COUNT, LIMIT_PART_COUNT, LIMIT_FIELD_NESTING, INVALID_FIELD_NAME…
      return new HttpError(400, MESSAGES.uploadFields);
  }
}

function parseUpload(req: Request, res: Response, next: NextFunction): void {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    return next(uploadErrorMessage(error));
  });
}

/** The pending answer: how far the job is, with its stage and message once the worker has reported one. */
function pendingAnswer(jobId: string, raw: unknown): ResearchPending {
  const progress = readJobProgress(raw);
  const reported = progress?.stage ? { stage: progress.stage, message: progress.message } : {};
  return { status: 'pending', jobId, progress: progress?.progress ?? 0, ...reported };
}

export function researchRoutes(deps: AppDeps): Router {
  const { config, repos, researchQueue, logger, accountsClient } = deps;
  const limitLock = deps.limitLock ?? createMemoryLimitLock();
  const allowance = addressAllowanceOf(deps);
  const router = Router();

  router.post('/api/research', parseUpload, async (req, res) => {
    const requestId: string | undefined = res.locals.requestId;
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const ask = validateAskInput(fields, req.file);
    const imageType = req.file ? await imageTypeOf(req.file.buffer) : undefined;
    // The form's userId (spec §7) is ignored: the ask belongs to the session's user, else to this browser.
    checkClaimedUserId(ask.userId);
    const visitor = visitorOf(req, res, config.PRODUCT_NAME);
    // Asked for one of the family's children: made for that child (its age range, level and interests).
    let fit: ChildFit | undefined;
    if (ask.childId) {
      if (!visitor.userId) throw new HttpError(401, MESSAGES.signInRequired);
      fit = await fitForChild({
        accountsUrl: config.services.accounts, learningUrl: config.services.learning, internalToken: config.INTERNAL_TOKEN, logger,
      }, visitor.userId, ask.childId, ask.question, requestId);
      ask.ageRange = fit.ageRange;
    }
    // ?skip is accepted and passed along (logged with the ask) but never bypasses the limit: a query flag anyone can
    // add must not unlock unlimited free questions. The limit is enforced here, server-side, for everyone.
    const skip = req.query.skip !== undefined;
    const { id, slug } = newResearchIds(ask.question);
    const jobId = jobIdFor(QUEUES.research, id);
    const record: Ask = {
      id, slug, question: ask.question, ageRange: ask.ageRange, userId: visitor.userId ?? null, anonId: visitor.anonId,
      ...(fit ? { childId: fit.child.childId } : {}),
      jobId, status: 'pending', createdAt: new Date().toISOString(),
    };
    // Check and reserve as one step per visitor (parallel asks queue up here), before any slow work.
    const lockKeys = [`anon:${visitor.anonId}`, ...(visitor.userId ? [`user:${visitor.userId}`] : [])];
    /** The address whose daily allowance this ask was counted against (anonymous asks only), to give it back on failure. */
    let countedAddress: string | undefined;
    const giveBackAddress = async () => {
      if (countedAddress) await allowance.giveBack(countedAddress).catch((error) => logger.warn({ err: error, requestId }, 'could not give back the per-address allowance'));
    };
    // An emergency is answered whatever the limit ("my son swallowed a battery" never meets the upgrade offer): the
    // screen's urgent answer is offline and free (pipeline isFreeAnswer), so it is neither checked nor counted here.
    const emergency = !req.file && isUrgentCategory(routeQuestion(ask.question).category);
    try {
      await limitLock.withLock(lockKeys, async () => {
        if (emergency) return void (await repos.asks.create(record));
        const verdict = await limitVerdict(visitor, { asks: repos.asks, accounts: accountsClient, allowance, logger }, { requestId });
        if (verdict.limits.hasReachedLimit) throw new HttpError(403, MESSAGES.limitReached);
        if (verdict.anonymous && visitor.address) {
          // Parallel asks from many cookies at one address all pass through this counter: it, not the lock, decides.
          if (!(await allowance.take(visitor.address))) throw new HttpError(403, MESSAGES.limitReached);
          countedAddress = visitor.address;
        }
        try {
          await repos.asks.create(record);
        } catch (error) {
          await giveBackAddress();
          throw error;
        }
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      logger.error({ err: error, requestId }, 'could not reserve the question (limit lock)');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    let imageFile: string | undefined;
    try {
      imageFile = req.file && imageType ? await saveUpload(config.DATA_DIR, id, imageType, req.file.buffer) : undefined;
    } catch (error) {
      await repos.asks.remove(id); // the reservation is given back
      await giveBackAddress();
      throw error;
    }
    const data: ResearchJobData = {
      researchId: id, slug, question: ask.question, ageRange: ask.ageRange, requestId,
      ...(fit ? { child: fit.child } : {}),
      ...(req.file && imageFile && imageType ? { image: { file: imageFile, mimeType: imageType, originalName: req.file.originalname } } : {}),
    };
    try {
      await researchQueue.add(QUEUES.research, data, { jobId });
    } catch (error) {
      // Nothing half-written: without a job the ask would stay pending forever.
      logger.error({ err: error, requestId, researchId: id }, 'could not enqueue the research job');
      await repos.asks.remove(id);
      await giveBackAddress();
      await removeUpload(config.DATA_DIR, imageFile);
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    logger.info({ requestId, researchId: id, jobId, skip, signedIn: Boolean(visitor.userId), image: Boolean(imageFile) }, 'research enqueued');
    res.status(202).json({ slug, jobId });
  });

  router.get('/api/get-research', async (req, res) => {
    const raw = req.query.id;
    if (Array.isArray(raw)) throw new HttpError(400, MESSAGES.fieldRepeated);
    if (typeof raw !== 'string' || !raw.trim()) throw new HttpError(400, MESSAGES.researchIdRequired);
    const id = researchIdFrom(raw);
    if (!id) throw new HttpError(404, MESSAGES.researchNotFound);
    // The ask first, then the lesson: the worker stores the lesson before it marks the ask completed (pipeline.ts), so
    // an ask read as completed always finds its lesson. Read the other way round, a poll that fell between the two
    // writes saw "no lesson" and then "completed", and answered a false "We couldn't make this lesson" (issue 18, F7).
    const ask = await repos.asks.get(id);
    const lesson = await repos.lessons.get(id);
    if (lesson) {
      // A lesson link is shareable; which child it was made for is the family's (issue 18, F8): only the asking
      // account sees the child's id and what was fitted to them.
      const family = Boolean(ask?.userId) && sessionUserId(req) === ask?.userId;
      res.json(family ? lesson : withoutChild(lesson));
      return;
    }
    if (!ask) throw new HttpError(404, MESSAGES.researchNotFound);
    // A lesson that could not be made is an answer in words, not a server error (the page shows it).
    if (ask.status === 'failed') throw new HttpError(422, MESSAGES.lessonFailed);
    if (ask.status === 'completed') throw new HttpError(422, MESSAGES.lessonFailed);
    let job;
    let state: string | undefined;
    try {
      job = await researchQueue.getJob(ask.jobId);
      state = await job?.getState();
    } catch (error) {
      logger.warn({ err: error, researchId: id }, 'could not read the research job; answering pending');
      res.status(202).json(pendingAnswer(ask.jobId, undefined));
      return;
    }
    // The job is gone or failed for good although the ask never heard of it (e.g. it stalled too often).
    if (!job || state === 'failed' || state === 'unknown') throw new HttpError(422, MESSAGES.lessonFailed);
    res.status(202).json(pendingAnswer(ask.jobId, job.progress));
  });

  return router;
}
