import { QUEUES } from '@wonderkin/shared';
import { type MailJobResult } from '@wonderkin/server-kit';
import { createLogger, createQueueEvents, loadConfig, openStore } from '@wonderkin/server-kit';
import { createMailQueue, queueDueWeeklyLessons } from '../mail/queue';
import { createSubscriberRepository } from '../store/subscribers';

// Operator command: sends every weekly lesson due at a moment (default: now) and nothing else, through the mail queue
// (a running mail worker sends them), and waits for them. Running it again for the same moment sends nothing more:
// each email's job id is its message key (weekly:<subscriberId>:<week>) and sent keys are recorded.
//   npm run mail:weekly -- --as-of 2026-11-30T13:00:00Z [--timeout 60]

const USAGE = 'Usage: npm run mail:weekly -- [--as-of <ISO date-time, e.g. 2026-11-30T13:00:00Z>] [--timeout <seconds to wait, default 60>]\n';

export function parseArgs(argv: string[]): { asOf: Date; timeoutMs: number } | null {
  let asOf = new Date();
  let timeoutMs = 60_000;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = inline ?? argv[++i];
    if (flag === '--as-of') {
      // A date-time with a time zone (Z or ±hh:mm), so the moment is never ambiguous.
      if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) return null;
      asOf = new Date(value);
      if (Number.isNaN(asOf.getTime())) return null;
    } else if (flag === '--timeout') {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0) return null;
      timeoutMs = seconds * 1000;
    } else {
      return null;
    }
  }
  return { asOf, timeoutMs };
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger('mail-weekly', config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
  const store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const queue = createMailQueue(settings);
  const events = createQueueEvents(QUEUES.mail, settings);
  try {
    await events.waitUntilReady();
    const jobIds = await queueDueWeeklyLessons({ subscribers: createSubscriberRepository(store), queue, asOf: args.asOf, logger });
    const when = args.asOf.toISOString();
    if (!jobIds.length) {
      process.stdout.write(`No weekly lessons due at ${when} that were not sent already.\n`);
      return 0;
    }
    process.stdout.write(`${jobIds.length} weekly lesson${jobIds.length === 1 ? '' : 's'} due at ${when}: queued, waiting for the mail worker…\n`);
    const deadline = Date.now() + args.timeoutMs;
    const tally = { sent: 0, 'already-sent': 0, skipped: 0, failed: 0, waiting: 0 };
    for (const jobId of jobIds) {
      const job = await queue.getJob(jobId);
      try {
        if (!job) throw new Error('job vanished');
        const result = (await job.waitUntilFinished(events, Math.max(1, deadline - Date.now()))) as MailJobResult;
        tally[result.outcome] += 1;
      } catch (error) {
        if (/timed out/i.test((error as Error).message)) tally.waiting += 1;
        else tally.failed += 1;
      }
    }
    process.stdout.write(`Sent ${tally.sent}; already sent before ${tally['already-sent']}; not sent (unsubscribed or interrupted) ${tally.skipped}`
      + `${tally.failed ? `; failed ${tally.failed}` : ''}.\n`);
    if (tally.waiting) {
      process.stdout.write(`${tally.waiting} still queued after ${Math.round(args.timeoutMs / 1000)} s: is a mail worker running? They are sent when one is.\n`);
    }
    return tally.failed || tally.waiting ? 1 : 0;
  } finally {
    await events.close();
    await queue.close();
    await store.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  });
}
