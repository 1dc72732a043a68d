import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import {
  MAX_PAPER_ITEMS_PER_CHILD, MESSAGES, PAPER_FEEDBACK_CONSENT_VERSION, PHOTO_MAX_BYTES, PaperFeedbackConsentRequestSchema, PaperFeedbackRetentionRequestSchema, roleAllows,
  type ChildAccess, type PaperFeedbackFamily, type PaperFeedbackItem, type PaperFeedbackState,
} from '@wonderkin/shared';
import { HttpError, parseOr400, randomId, sessionUserId, type ChildAccessClient, type Logger } from '@wonderkin/server-kit';
import type { FindBook } from './book';
import type { PaperFiles } from './files';
import { cleanPhoto } from './photo';
import { expiryOf, type PaperConsentDoc, type PaperItemDoc, type PaperRepository } from './store';
import { cleanVoice } from './voice';

export interface PaperRouteDeps {
  paper: PaperRepository;
  files: PaperFiles;
  findBook: FindBook;
  access: ChildAccessClient;
  /** Months kept when the family has not chosen (PAPER_FEEDBACK_RETENTION_MONTHS). */
  defaultRetentionMonths: number;
  /** Asks a provider to read a new item (transcribe a voice note, describe a photo); unset without a provider. */
  read?: (itemId: string) => Promise<void>;
  logger: Logger;
  now?: () => Date;
}

const ITEM_ID = /^pfb_[a-f0-9]{32}$/;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };
const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});
const noStore = (res: Response) => res.setHeader('Cache-Control', 'private, no-store');

// One file per request, as "photo" or "voice"; the larger limit here, each kind's own limit where it is cleaned.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024 } })
  .fields([{ name: 'photo', maxCount: 1 }, { name: 'voice', maxCount: 1 }]);

/** multer's refusals in words: too large is 413; a second file, another field or an unreadable form is 400. */
function receive(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    upload(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return reject(new HttpError(413, error.field === 'voice' ? MESSAGES.voiceTooLarge : MESSAGES.photoTooLarge));
      reject(new HttpError(400, MESSAGES.paperFeedbackFileMissing));
    });
  });
}

/**
 * Feedback from paper (issue 22 §3): the page a printed book's QR code opens lets the family, or a helper in the
 * child's circle, add a photo of the finished page and a voice note to the child's record. Every request asks the
 * circle's access module (accounts) who the signed-in user is to the book's child: anyone else gets 404, as if nothing
 * were there. The family consents once (the parent), chooses how long things are kept, and may delete anything.
 */
export function paperFeedbackRoutes(deps: PaperRouteDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());

  const signedIn = (req: Request): string => {
    const userId = sessionUserId(req);
    if (!userId) throw new HttpError(401, MESSAGES.paperFeedbackSignIn);
    return userId;
  };
  const consentOf = (familyUserId: string) => deps.paper.consents.get(familyUserId)
    .then((doc) => (doc && doc.version >= PAPER_FEEDBACK_CONSENT_VERSION ? doc : null));
  const consentView = (doc: PaperConsentDoc | null) => (doc
    ? { given: true, retentionMonths: doc.retentionMonths, givenAt: doc.givenAt }
    : { given: false, retentionMonths: deps.defaultRetentionMonths });

  const toItem = (doc: PaperItemDoc, viewerUserId: string): PaperFeedbackItem => ({
    itemId: doc.id, kind: doc.kind, creationId: doc.creationId, childId: doc.childId, createdAt: doc.createdAt, expiresAt: doc.expiresAt,
    addedBy: doc.byUserId === viewerUserId ? 'You' : doc.byLabel, mine: doc.byUserId === viewerUserId,
    url: `/api/paper-feedback/items/${doc.id}/file`, contentType: doc.contentType, bytes: doc.bytes,
    ...(doc.durationSeconds !== undefined ? { durationSeconds: doc.durationSeconds } : {}), ...(doc.reading ? { reading: doc.reading } : {}),
  });

  /** The book's child and what this user may do with it (404 for anyone outside the child's circle). */
  async function bookAccess(req: Request, res: Response, need: 'view' | 'note'): Promise<{ userId: string; access: ChildAccess | null; familyUserId: string | null }> {
    const userId = signedIn(req);
    const book = await deps.findBook(String(req.params.creationId), res.locals.requestId);
    if (!book.childId) {
      // A book made for no child: its own family sees why nothing can be added; anyone else, nothing.
      if (book.familyUserId !== userId) throw new HttpError(404, MESSAGES.creationNotFound);
      return { userId, access: null, familyUserId: userId };
    }
    const access = await deps.access.require(userId, book.childId, need);
    if (access.familyUserId !== book.familyUserId) throw new HttpError(404, MESSAGES.creationNotFound);
    return { userId, access, familyUserId: access.familyUserId };
  }

  /** An item this user may reach (the child's circle), else 404 as if it did not exist. */
  async function itemAccess(req: Request): Promise<{ userId: string; doc: PaperItemDoc; access: ChildAccess }> {
    const userId = signedIn(req);
    const itemId = String(req.params.itemId);
    const doc = ITEM_ID.test(itemId) ? await deps.paper.items.get(itemId) : null;
    if (!doc) throw new HttpError(404, MESSAGES.paperFeedbackNotFound);
    const access = await deps.access.require(userId, doc.childId, 'view').catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) throw new HttpError(404, MESSAGES.paperFeedbackNotFound);
      throw error;
    });
    if (access.familyUserId !== doc.familyUserId) throw new HttpError(404, MESSAGES.paperFeedbackNotFound);
    return { userId, doc, access };
  }

  async function removeItem(doc: PaperItemDoc): Promise<void> {
    await deps.paper.items.delete(doc.id);
    await deps.files.remove(doc.file);
  }

  // ---- the book's feedback page ----

  router.get('/api/paper-feedback/:creationId', async (req, res) => {
    const { userId, access, familyUserId } = await bookAccess(req, res, 'view');
    const consent = await consentOf(familyUserId!);
    noStore(res);
    if (!access) {
      res.json({ isParent: true, canAdd: false, consent: consentView(consent), items: [], unavailable: MESSAGES.paperFeedbackNoChild } satisfies PaperFeedbackState);
      return;
    }
    const items = (await deps.paper.items.find({ creationId: String(req.params.creationId) }, { sort: { field: 'createdAt', direction: 'asc' } }))
      .filter((doc) => doc.childId === access.childId && doc.familyUserId === access.familyUserId);
    res.json({
      ...(access.firstName ? { childName: access.firstName } : {}),
      isParent: access.role === 'parent',
      canAdd: Boolean(consent) && roleAllows(access.role, 'note'),
      consent: consentView(consent),
      items: items.map((doc) => toItem(doc, userId)),
    } satisfies PaperFeedbackState);
  });

  router.post('/api/paper-feedback/:creationId/consent', async (req, res) => {
    const input = parseOr400(PaperFeedbackConsentRequestSchema, bodyOf(req));
    const { access, familyUserId } = await bookAccess(req, res, 'view');
    if (access && access.role !== 'parent') throw new HttpError(403, MESSAGES.paperConsentByParent);
    const doc = await saveConsent(familyUserId!, input.retentionMonths);
    noStore(res);
    res.json(consentView(doc));
  });

  router.post('/api/paper-feedback/:creationId/items', async (req, res) => {
    const { userId, access } = await bookAccess(req, res, 'note');
    if (!access) throw new HttpError(409, MESSAGES.paperFeedbackNoChild);
    const consent = await consentOf(access.familyUserId);
    if (!consent) throw new HttpError(409, access.role === 'parent' ? MESSAGES.paperConsentRequired : MESSAGES.paperConsentByParent);
    if (await deps.paper.items.count({ childId: access.childId }) >= MAX_PAPER_ITEMS_PER_CHILD) throw new HttpError(409, MESSAGES.paperFeedbackFull);
    await receive(req, res);
    const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
    const photo = files.photo?.[0];
    const voice = files.voice?.[0];
    if (!photo === !voice) throw new HttpError(400, MESSAGES.paperFeedbackFileMissing);
    const cleaned = photo ? { ...(await cleanPhoto(photo.buffer)), durationSeconds: undefined } : await cleanVoice(voice!.buffer);
    const id = `pfb_${randomId()}`;
    const createdAt = now().toISOString();
    const doc: PaperItemDoc = {
      id, kind: photo ? 'photo' : 'voice', creationId: String(req.params.creationId), familyUserId: access.familyUserId, childId: access.childId,
      byUserId: userId, byLabel: access.role === 'parent' ? 'The family' : access.label,
      file: `${id}.${EXTENSIONS[cleaned.contentType]}`, contentType: cleaned.contentType, bytes: cleaned.bytes.length,
      ...(cleaned.durationSeconds !== undefined ? { durationSeconds: cleaned.durationSeconds } : {}),
      createdAt, expiresAt: expiryOf(createdAt, consent.retentionMonths),
      ...(deps.read ? { reading: { status: 'pending' as const } } : {}),
    };
    // The file first: a document never points at nothing; a file whose document failed is removed again.
    await deps.files.write(doc.file, cleaned.bytes);
    try {
      await deps.paper.items.insert(doc);
    } catch (error) {
      await deps.files.remove(doc.file);
      throw error;
    }
    if (access.role !== 'parent') await deps.access.record(userId, access.childId, 'noted', doc.kind === 'photo' ? 'added a photo of a finished page' : 'added a voice note');
    if (deps.read) {
      await deps.read(doc.id).catch((error: Error) => deps.logger.warn({ err: error.message, itemId: doc.id }, 'could not ask for a paper feedback reading'));
    }
    noStore(res);
    res.status(201).json(toItem(doc, userId));
  });

  // ---- one item ----

  router.get('/api/paper-feedback/items/:itemId/file', async (req, res) => {
    const { doc } = await itemAccess(req);
    const bytes = await deps.files.read(doc.file);
    if (!bytes) throw new HttpError(404, MESSAGES.paperFeedbackNotFound);
    noStore(res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `inline; filename="${doc.kind === 'photo' ? 'finished-page' : 'voice-note'}.${doc.file.split('.').pop()}"`);
    res.setHeader('Accept-Ranges', 'bytes');
    res.type(doc.contentType);
    // Safari plays audio only when it may ask for a range of it.
    const range = req.range(bytes.length);
    if (Array.isArray(range) && range.type === 'bytes' && range.length === 1) {
      const [{ start, end }] = range;
      res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${bytes.length}`);
      res.end(bytes.subarray(start, end + 1));
      return;
    }
    if (range === -1) {
      res.status(416).setHeader('Content-Range', `bytes */${bytes.length}`);
      res.end();
      return;
    }
    res.end(bytes);
  });

  router.delete('/api/paper-feedback/items/:itemId', async (req, res) => {
    const { userId, doc, access } = await itemAccess(req);
    const theirs = doc.byUserId === userId && roleAllows(access.role, 'note');
    if (access.role !== 'parent' && !theirs) throw new HttpError(403, MESSAGES.paperDeleteForbidden);
    await removeItem(doc);
    res.status(204).end();
  });

  // ---- the family's own: the account page ----

  router.get('/api/paper-feedback', async (req, res) => {
    const userId = signedIn(req);
    const consent = await consentOf(userId);
    const items = await deps.paper.items.find({ familyUserId: userId }, { sort: { field: 'createdAt', direction: 'desc' } });
    noStore(res);
    res.json({ consent: consentView(consent), items: items.map((doc) => toItem(doc, userId)) } satisfies PaperFeedbackFamily);
  });

  router.put('/api/paper-feedback/retention', async (req, res) => {
    const input = parseOr400(PaperFeedbackRetentionRequestSchema, bodyOf(req));
    const userId = signedIn(req);
    if (!(await consentOf(userId))) throw new HttpError(409, MESSAGES.paperConsentRequired);
    const doc = await saveConsent(userId, input.retentionMonths);
    noStore(res);
    res.json(consentView(doc));
  });

  /** Consent withdrawn: every photo and voice note of the family goes, and nothing more can be added until it is given again. */
  router.delete('/api/paper-feedback/consent', async (req, res) => {
    const userId = signedIn(req);
    for (const doc of await deps.paper.items.find({ familyUserId: userId })) await removeItem(doc);
    await deps.paper.consents.delete(userId);
    res.status(204).end();
  });

  /** Records (or changes) a family's consent; a changed retention moves every item's deletion date with it. */
  async function saveConsent(familyUserId: string, retentionMonths?: number): Promise<PaperConsentDoc> {
    const existing = await consentOf(familyUserId);
    const doc: PaperConsentDoc = {
      id: familyUserId, version: PAPER_FEEDBACK_CONSENT_VERSION, givenAt: existing?.givenAt ?? now().toISOString(),
      retentionMonths: retentionMonths ?? existing?.retentionMonths ?? deps.defaultRetentionMonths,
    };
    await deps.paper.consents.upsert(doc);
    if (existing && existing.retentionMonths !== doc.retentionMonths) {
      for (const item of await deps.paper.items.find({ familyUserId })) {
        await deps.paper.items.update(item.id, { expiresAt: expiryOf(item.createdAt, doc.retentionMonths) });
      }
    }
    return doc;
  }

  return router;
}
