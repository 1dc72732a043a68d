import {
  CheckLimitsAnswerSchema, CreationAnswerSchema, CreationListAnswerSchema, FeedbackStatusSchema, GetAsksAnswerSchema,
  OkAnswerSchema, RegisterAnswerSchema, ResearchAcceptedSchema, ResearchPendingSchema, ResearchResultSchema,
  type CreateCreationRequestSchema, type Creation, type FeedbackStatus, type GetAsksAnswer, type LimitsInfo,
  type ResearchAccepted, type ResearchPending, type ResearchResult, FeedbackSummarySchema, type FeedbackSummary } from '@wonderkin/shared';
import { LoginLinkAnswerSchema, LoginVerifyAnswerSchema, type LoginLinkAnswer, type LoginVerifyAnswer, type RegisterAnswer } from '@wonderkin/shared';
import { CheckoutAnswerSchema, PaymentsStatusAnswerSchema, type CheckoutAnswer, type PaymentsStatusAnswer } from '@wonderkin/shared';
import type { z } from 'zod';

/**
 * The one API client of the frontend: a typed function per call, answers validated with the shared schemas.
 * Every failure throws an ApiError; `serverMessage` holds the server's `{ error }` text when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined, fallback = 'Request failed.') {
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The server's error text when there is one, else the caller's (spec-worded) fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

type Schema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, undefined, 'Network error.');
  }
  if (!response.ok) throw new ApiError(response.status, await readServerError(response), `Request failed (${response.status}).`);
  return response;
}

async function readServerError(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
      const text = (body as { error: string }).error.trim();
      return text || undefined;
    }
  } catch {
    // not JSON: no server text
  }
  return undefined;
}

async function readJson<T>(response: Response, schema: Schema<T>): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, undefined, 'The server sent an unreadable answer.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, undefined, 'The server sent an unexpected answer.');
  return parsed.data;
}

function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) };
}

function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false) continue;
    // Flags (like ?skip) are sent as "1" so that a server reading the value sees something truthy.
    search.set(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// ---- research ----

/** POST /api/research: multipart form (question, ageRange, optional image and userId) → 202 { slug, jobId }. */
export async function postResearch(form: FormData, skip = false): Promise<ResearchAccepted> {
  const response = await send(`/api/research${query({ skip })}`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  return readJson(response, ResearchAcceptedSchema);
}

export type GetResearchAnswer = { kind: 'result'; result: ResearchResult } | { kind: 'pending'; pending: ResearchPending };

/** GET /api/get-research?id=: 200 the lesson, 202 still being generated. 404 throws an ApiError. */
export async function getResearch(id: string): Promise<GetResearchAnswer> {
  const response = await send(`/api/get-research${query({ id })}`, { headers: { Accept: 'application/json' } });
  if (response.status === 202) return { kind: 'pending', pending: await readJson(response, ResearchPendingSchema) };
  return { kind: 'result', result: await readJson(response, ResearchResultSchema) };
}

export interface CheckLimitsParams {
  userId?: string;
  anonymousQuestionCount?: number;
  skip?: boolean;
}

/** GET /api/check-limits → { questionCount, limit, hasReachedLimit, isPaid }. */
export async function checkLimits(params: CheckLimitsParams): Promise<LimitsInfo> {
  const response = await send(`/api/check-limits${query({ ...params })}`, { headers: { Accept: 'application/json' } });
  return readJson(response, CheckLimitsAnswerSchema);
}

/** GET /api/get-asks → previous asks of a user, else example questions. */
export async function getAsks(userId?: string): Promise<GetAsksAnswer> {
  const response = await send(`/api/get-asks${query({ userId })}`, { headers: { Accept: 'application/json' } });
  return readJson(response, GetAsksAnswerSchema);
}

/** POST /api/update-ask-user: moves the anonymous ask `hashId` to `userId`. */
export async function updateAskUser(body: { hashId: string; userId: string }): Promise<void> {
  const response = await send('/api/update-ask-user', jsonInit('POST', body));
  await readJson(response, OkAnswerSchema);
}

// ---- accounts ----

/**
 * POST /api/register { email } (sign-in and registration): a one-time link goes to the address and the answer is
 * { status: 'check-email' } (the same for every address); a browser already signed in as that account → { userId }.
 */
export async function register(email: string): Promise<RegisterAnswer> {
  const response = await send('/api/register', jsonInit('POST', { email }));
  return readJson(response, RegisterAnswerSchema);
}

/** POST /api/login/link { token }: whose emailed link this is ({ email, hasAccount }); the link stays unspent. */
export async function loginLink(token: string): Promise<LoginLinkAnswer> {
  const response = await send('/api/login/link', jsonInit('POST', { token }));
  return readJson(response, LoginLinkAnswerSchema);
}

/** POST /api/login/verify { token }: spends an emailed sign-in link and signs this browser in (on the user's click). */
export async function verifyLogin(token: string): Promise<LoginVerifyAnswer> {
  const response = await send('/api/login/verify', jsonInit('POST', { token }));
  return readJson(response, LoginVerifyAnswerSchema);
}

/** POST /api/logout: ends this browser's server session. */
export async function logout(): Promise<void> {
  const response = await send('/api/logout', jsonInit('POST', {}));
  await readJson(response, OkAnswerSchema);
}

// ---- feedback ----

export async function getFeedback(hashId: string): Promise<FeedbackStatus> {
  const response = await send(`/api/feedback${query({ hashId })}`, { headers: { Accept: 'application/json' } });
  return readJson(response, FeedbackStatusSchema);
}

export async function postFeedback(body: { hashId: string; rating: number; feedback?: string }): Promise<void> {
  await send('/api/feedback', jsonInit('POST', { feedback: '', ...body }));
}

// ---- media ----

/** POST /api/tts { text } → the spoken audio. */
export async function tts(text: string): Promise<Blob> {
  const response = await send('/api/tts', jsonInit('POST', { text }));
  const blob = await response.blob();
  if (!blob.size) throw new ApiError(response.status, undefined, 'The server sent no audio.');
  return blob;
}

export type CreateCreationBody = z.input<typeof CreateCreationRequestSchema>;

export async function createCreation(body: CreateCreationBody): Promise<Creation> {
  const response = await send('/api/creations', jsonInit('POST', body));
  return readJson(response, CreationAnswerSchema);
}

export async function listCreations(): Promise<Creation[]> {
  const response = await send('/api/creations', { headers: { Accept: 'application/json' } });
  return (await readJson(response, CreationListAnswerSchema)).creations;
}

export async function getCreation(id: string): Promise<Creation> {
  const response = await send(`/api/creations/${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } });
  return readJson(response, CreationAnswerSchema);
}

export async function retryCreation(id: string): Promise<Creation> {
  const response = await send(`/api/creations/${encodeURIComponent(id)}/retry`, { method: 'POST', headers: { Accept: 'application/json' } });
  return readJson(response, CreationAnswerSchema);
}

// ---- feedback summary (feedback) ----

/** GET /api/feedback/summary → { ratings, average }: every rating families gave, counted. */
export async function getFeedbackSummary(): Promise<FeedbackSummary> {
  const response = await send('/api/feedback/summary', { headers: { Accept: 'application/json' } });
  return readJson(response, FeedbackSummarySchema);
}

// ---- payments (accounts) ----

/** GET /api/payments/status → { available }: whether the upgrade buttons can start a checkout at all. */
export async function getPaymentsStatus(): Promise<PaymentsStatusAnswer> {
  const response = await send('/api/payments/status', { headers: { Accept: 'application/json' } });
  return readJson(response, PaymentsStatusAnswerSchema);
}

/**
 * POST /api/payments/checkout { returnPath } → { url } to pay at, for the signed-in account (401 when signed out, 503
 * when payments are not set up, 409 when the plan is already paid).
 */
export async function startCheckout(returnPath: string): Promise<CheckoutAnswer> {
  const response = await send('/api/payments/checkout', jsonInit('POST', { returnPath }));
  return readJson(response, CheckoutAnswerSchema);
}
