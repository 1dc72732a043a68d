import {
  cutText, firstIssueMessage, IMAGE_MAX_BYTES, IMAGE_QUESTION_PREFIX, MESSAGES, ResearchRequestFieldsSchema, type AgeRange,
} from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';

/** The parts of an uploaded file the rules look at (multer's file object fits). */
export interface UploadedImage {
  originalname: string;
  mimetype: string;
  size: number;
}

export interface ValidAsk {
  question: string;
  ageRange: AgeRange;
  /** The userId form field, when one was sent (the cookie is the fallback, read by the route). */
  userId?: string;
  /** A child of the signed-in family the lesson is for (issue 11). */
  childId?: string;
}

const FILENAME_MAX_CHARS = 120;
const ASK_FIELDS = ['question', 'ageRange', 'userId', 'childId'] as const;

/** A file name fit to show in a question: no path, no control characters, not too long. */
export function displayFileName(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point of this pattern
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cutText(clean || 'image', FILENAME_MAX_CHARS);
}

/**
 * Spec §5 for POST /api/research: the question is required unless an image is sent (then it becomes
 * "Analyzing image: {filename}"); the age range is one of 3-5, 6-8, 9-12, 13+; images only, at most 10 MB.
 * Throws HttpError(400/413) with the message the page shows.
 */
export function validateAskInput(fields: Record<string, unknown> | undefined, image?: UploadedImage): ValidAsk {
  if (image) {
    if (!image.mimetype.toLowerCase().startsWith('image/')) throw new HttpError(400, MESSAGES.imageOnly);
    if (image.size > IMAGE_MAX_BYTES) throw new HttpError(413, MESSAGES.imageTooLarge);
  }
  // A field sent twice arrives as a list (multer, JSON): say so rather than "please enter a question".
  if (ASK_FIELDS.some((name) => Array.isArray(fields?.[name]))) throw new HttpError(400, MESSAGES.fieldRepeated);
  const parsed = ResearchRequestFieldsSchema.safeParse(fields ?? {});
  const issues = parsed.success ? [] : parsed.error.issues;
  const questionIssue = issues.find((issue) => issue.path[0] === 'question');
  if (questionIssue) {
    throw new HttpError(400, questionIssue.code === 'too_big' ? MESSAGES.questionTooLong : MESSAGES.questionRequired);
  }
  let question = parsed.success ? parsed.data.question : String((fields ?? {}).question ?? '').trim();
  if (!question) {
    if (!image) throw new HttpError(400, MESSAGES.questionRequired);
    question = `${IMAGE_QUESTION_PREFIX}${displayFileName(image.originalname)}`;
  }
  if (issues.some((issue) => issue.path[0] === 'ageRange')) throw new HttpError(400, MESSAGES.invalidAgeRange);
  if (issues.some((issue) => issue.path[0] === 'userId')) throw new HttpError(400, MESSAGES.invalidUserId);
  if (issues.some((issue) => issue.path[0] === 'childId')) throw new HttpError(404, MESSAGES.childNotFound);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return { question, ageRange: parsed.data.ageRange, userId: parsed.data.userId || undefined, childId: parsed.data.childId || undefined };
}
