import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';
import { SAFETY_COUNTRIES } from '@wonderkin/shared';
import { isPublicUrl } from './public-url';

/** The repository root (shared/server/src → ../../..), used for default data and frontend paths. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalString = z.string().trim().optional().transform((value) => (value ? value : undefined));
/** An http(s) base URL without a trailing slash; `{lang}` may stand for a language subdomain (Wikipedia). */
const webUrl = (fallback: string) => z.string().trim().optional()
  .transform((value) => (value ? value : fallback).replace(/\/+$/, ''))
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value.replace('{lang}', 'en')).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) address');
const flag = z.enum(['1', '0', 'true', 'false', '']).optional().transform((value) => value === '1' || value === 'true');

/** Every environment variable the product reads (documented in README "Configuration"). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_NAME: z.string().trim().min(1).default(DEFAULT_PRODUCT_NAME),
  /** Unset: http://localhost:<PORT>, the gateway on this machine, so emailed links follow a changed PORT. */
  PUBLIC_URL: optionalString,
  /** Whose emergency, poison-help and crisis numbers the urgent answers give (shared/src/emergency.ts). */
  SAFETY_COUNTRY: z.enum(SAFETY_COUNTRIES).default('US'),

  PORT: port(3000),
  /** Address the gateway listens on (the one process users reach). */
  GATEWAY_HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Address the services listen on: this machine only by default; containers set 0.0.0.0. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  RESEARCH_PORT: port(4001),
  ACCOUNTS_PORT: port(4002),
  FEEDBACK_PORT: port(4003),
  MEDIA_PORT: port(4004),
  LEARNING_PORT: port(4005),
  RESEARCH_URL: optionalString,
  ACCOUNTS_URL: optionalString,
  FEEDBACK_URL: optionalString,
  MEDIA_URL: optionalString,
  LEARNING_URL: optionalString,
  /** Shared secret for service-to-service calls (sent as x-internal-token); unset = internal routes open on loopback only. */
  INTERNAL_TOKEN: optionalString,
  /**
   * Signs the session cookie (every service verifies it). No built-in value: `npm start` generates one and keeps it in
   * DATA_DIR; production requires it set (at least 32 characters).
   */
  SESSION_SECRET: optionalString,
  /** Signs the links of report emails and keys the hashes of phone codes (accounts); same rules as SESSION_SECRET. */
  TOKEN_SECRET: optionalString,
  /** How long a signed-in browser stays signed in without visiting (days). */
  SESSION_DAYS: z.coerce.number().int().min(1).max(400).default(30),

  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Key prefix of every BullMQ queue; tests use a unique one per suite. */
  QUEUE_PREFIX: z.string().default('wonderkin'),
  MONGODB_URI: optionalString,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  FRONTEND_DIST: z.string().default(path.join(REPO_ROOT, 'frontend', 'dist')),

  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_VISION_MODEL: optionalString,
  OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  /** Speech-to-text for voice notes from printed books (issue 22 §3); used only with OPENAI_API_KEY. */
  OPENAI_TRANSCRIBE_MODEL: z.string().default('gpt-4o-mini-transcribe'),
  OPENAI_TTS_VOICE: z.string().default('alloy'),
  /** The provider's moderation model; questions and lessons are moderated exactly when OPENAI_API_KEY is set. */
  OPENAI_MODERATION_MODEL: z.string().trim().optional().transform((value) => value || 'omni-moderation-latest'),
  /** Months a family's photos and voice notes from printed books are kept when it has not chosen (issue 22 §3). */
  PAPER_FEEDBACK_RETENTION_MONTHS: z.coerce.number().int().refine((months) => [1, 3, 6, 12, 24].includes(months), 'one of 1, 3, 6, 12, 24').default(12),
  /** Days a provider's lesson is reused for the same question and age range instead of a new call; 0 = off. */
  LESSON_LIBRARY_DAYS: z.coerce.number().int().min(0).max(3650).default(30),

  /**
   * Web providers of pictures, videos, books, links and discussions (services/research/src/enrichment, README
   * "Web providers"). WEB_PROVIDERS turns the keyless ones (Wikimedia, Wikipedia, Open Library, Reddit) on or off;
   * unset: on, except under NODE_ENV=test so that test runs never leave the machine unless they ask to.
   */
  WEB_PROVIDERS: z.enum(['on', 'off', '']).optional().transform((value) => (value ? value : undefined)),
  /** How long one provider may take for one list (all lists are fetched in parallel); past it that list stays empty. */
  WEB_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /** Hours a provider's answer is kept in Redis per provider and query; 0 = no cache. */
  WEB_PROVIDER_CACHE_HOURS: z.coerce.number().min(0).max(24 * 365).default(24),
  SERPAPI_API_KEY: optionalString,
  YOUTUBE_API_KEY: optionalString,
  /** Base URLs of the providers' APIs (tests point them at local servers). WIKIPEDIA_API_URL may hold {lang}. */
  SERPAPI_URL: webUrl('https://serpapi.com'),
  YOUTUBE_API_URL: webUrl('https://www.googleapis.com/youtube/v3'),
  WIKIMEDIA_API_URL: webUrl('https://commons.wikimedia.org/w/api.php'),
  WIKIPEDIA_API_URL: webUrl('https://{lang}.wikipedia.org'),
  OPENLIBRARY_URL: webUrl('https://openlibrary.org'),
  OPENLIBRARY_COVERS_URL: webUrl('https://covers.openlibrary.org'),
  REDDIT_URL: webUrl('https://www.reddit.com'),

  RESEARCH_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long a research job's lock lives without renewal: after a worker dies, its job is recovered about this long later. */
  RESEARCH_JOB_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(4000),
  MEDIA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Proxies in front of the gateway whose X-Forwarded-For names the client: unset trusts none ("loopback", a hop count, or addresses/subnets). */
  TRUST_PROXY: optionalString,
  /** Anonymous asks a network address may make per UTC day, whatever cookies it sends (a school shares one address). */
  ANON_DAILY_ASKS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(40),
  /** Emails (creation notices) one address may be sent per UTC day, and texts (notices and phone codes) one number. */
  EMAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Stricter per-IP limit for the calls that start expensive work (POST /api/research, /api/tts, /api/creations…). */
  RATE_LIMIT_JOBS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * How often (ms) a gateway sends the requests it counted itself to the shared counters in Redis. A client far from its
   * limit is counted in memory in between; near it (past half the limit) every request waits for Redis. 0: every
   * request waits for Redis.
   */
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  /** Bearer token (or basic-auth password) that opens the gateway's queue dashboard at /admin/queues and /metrics; unset = no dashboard. */
  ADMIN_TOKEN: optionalString,
  /** Basic-auth user name and password for the same (both or neither). */
  ADMIN_USER: optionalString,
  ADMIN_PASSWORD: optionalString,

  /** Outgoing mail server (smtp:// or smtps://); unset: each email is written to DATA_DIR/outbox as an .eml file. */
  SMTP_URL: optionalString,
  /** Sender of every email; unset or a bare address: the product name is its display name (services/accounts/src/mail). */
  MAIL_FROM: optionalString,
  /** A hosted payment link (e.g. a Stripe Payment Link): checkout when Stripe is not keyed; the user id is appended as client_reference_id. */
  CHECKOUT_URL: optionalString,
  /**
   * What the hosted payment link (CHECKOUT_URL) charges after the trial, shown beside every trial offer: the price in
   * US dollars and how often. With Stripe keyed, the price is read from STRIPE_PRICE_ID itself instead.
   */
  PLAN_PRICE_USD: z.coerce.number().positive().max(10_000).default(4),
  PLAN_INTERVAL: z.enum(['day', 'week', 'month', 'year']).default('month'),
  /** Stripe secret key (sk_live_… / sk_test_…): with STRIPE_PRICE_ID, checkout creates a Stripe Checkout Session. */
  STRIPE_SECRET_KEY: optionalString,
  /** The recurring Stripe price of the paid plan (price_…). */
  STRIPE_PRICE_ID: optionalString,
  /** Signing secret of the webhook endpoint (whsec_…): POST /api/payments/webhook refuses events it does not verify. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Twilio credentials and sender number for the SMS "your creation is ready" (all three, or the SMS goes to the outbox). */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  GA_MEASUREMENT_ID: optionalString,
  APP_HOST_URL: optionalString,

  /** Test-only fault switch: "creation" makes the next creation job fail once (never set in production). */
  FAULT_INJECTION: flag,
});
export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  services: { research: string; accounts: string; feedback: string; media: string; learning: string };
}

/** Reads and validates the environment once; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
  // Printed QR codes and e-mail links point at PUBLIC_URL: in production it must be an address families can reach.
  if (values.NODE_ENV === 'production' && !isPublicUrl(values.PUBLIC_URL)) {
    throw new Error(`Invalid configuration: PUBLIC_URL must be the public address users reach in production (got ${values.PUBLIC_URL})`);
  }
  for (const name of ['SESSION_SECRET', 'TOKEN_SECRET'] as const) {
    if (values.NODE_ENV === 'production' && (!values[name] || values[name].length < 32)) {
      throw new Error(`Invalid configuration: ${name} (at least 32 characters) is required in production`);
    }
  }
  const twilio = [values.TWILIO_ACCOUNT_SID, values.TWILIO_AUTH_TOKEN, values.TWILIO_FROM].filter(Boolean).length;
  if (twilio !== 0 && twilio !== 3) {
    throw new Error('Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together (set all three, or none)');
  }
  if (values.TWILIO_ACCOUNT_SID && !/^AC[0-9a-fA-F]{32}$/.test(values.TWILIO_ACCOUNT_SID)) {
    throw new Error('Invalid configuration: TWILIO_ACCOUNT_SID must be an account SID (AC followed by 32 hex digits)');
  }
  if (Boolean(values.STRIPE_SECRET_KEY) !== Boolean(values.STRIPE_PRICE_ID)) {
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PRICE_ID go together (set both, or neither)');
  }
  if (values.CHECKOUT_URL && !/^https?:\/\/[^\s]+$/i.test(values.CHECKOUT_URL)) {
    throw new Error('Invalid configuration: CHECKOUT_URL must be an http(s) address (the hosted payment link)');
  }
  if (Boolean(values.ADMIN_USER) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_USER and ADMIN_PASSWORD go together (set both, or neither)');
  }
  return {
    ...values,
    services: {
      research: values.RESEARCH_URL ?? `http://127.0.0.1:${values.RESEARCH_PORT}`,
      accounts: values.ACCOUNTS_URL ?? `http://127.0.0.1:${values.ACCOUNTS_PORT}`,
      feedback: values.FEEDBACK_URL ?? `http://127.0.0.1:${values.FEEDBACK_PORT}`,
      media: values.MEDIA_URL ?? `http://127.0.0.1:${values.MEDIA_PORT}`,
      learning: values.LEARNING_URL ?? `http://127.0.0.1:${values.LEARNING_PORT}`,
    },
  };
}
