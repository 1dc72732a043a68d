import pino, { type Logger } from 'pino';

export type { Logger };

/** pino JSON logs, one logger per process, named by role ("gateway", "research-worker"…). Secrets are redacted. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.cookie', '*.apiKey', '*.OPENAI_API_KEY', '*.email', 'email'],
      censor: '[redacted]',
    },
  });
}
