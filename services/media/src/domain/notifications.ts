import type { CreationRecord } from '@wonderkin/shared';
import { creationReadyKeys, MAIL_JOB_OPTIONS, MAIL_JOBS, type Logger, type MailJobData, type Queue, type RecipientCaps } from '@wonderkin/server-kit';

// "Your creation is ready" (spec FAQ: "notification by email (and SMS if enabled)"). The media worker only asks: it adds
// a notice email and, when the creator turned texts on, an SMS job to the accounts service's mail queue, whose worker
// sends them (and alone holds the SMTP and Twilio credentials). Each job id is the message key
// creation-ready:<id>:email|sms, so a retried or re-run creation job asks again and nothing is sent twice.
// The addresses are the creator's own account's, verified (the API looked them up); still, each email address and
// phone number gets at most so many a day (RecipientCaps), and the subject line is ours alone: a topic or a child's
// name is text anyone could have typed, and a subject is what a mail client shows before anything else.

export type MailProducer = Pick<Queue<MailJobData, unknown>, 'add'>;

export interface ReadyNoticeSettings {
  publicUrl: string;
  productName: string;
}

/** Where the messages lead: the create page opens the creation from ?creation=<id> (as its share link does). */
export function creationLink(publicUrl: string, creationId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/create?creation=${encodeURIComponent(creationId)}`;
}

/** The messages one ready creation asks for (none when its creator gave no email and no text number). */
export function readyMessages(record: CreationRecord, settings: ReadyNoticeSettings): { jobId: string; name: string; data: MailJobData }[] {
  const notify = record.notify;
  if (!notify) return [];
  const link = creationLink(settings.publicUrl, record.id);
  const keys = creationReadyKeys(record.id);
  const messages: { jobId: string; name: string; data: MailJobData }[] = [];
  if (notify.email) {
    messages.push({
      jobId: keys.email,
      name: MAIL_JOBS.notice,
      data: {
        kind: 'notice',
        to: notify.email,
        subject: `Your ${settings.productName} creation is ready`,
        preview: 'Open it to listen, watch or print.',
        heading: `“${record.title}” is ready!`.slice(0, 200),
        paragraphs: [
          `The ${describeOutputs(record)} you asked for on ${settings.productName} ${record.outputs.length > 1 ? 'are' : 'is'} ready.`,
          'Open it to listen, watch or print. The link works for anyone you share it with.',
        ],
        action: { label: 'Open my creation', url: link },
      },
    });
  }
  if (notify.sms && notify.phone) {
    messages.push({
      jobId: keys.sms,
      name: MAIL_JOBS.sms,
      data: { kind: 'sms', to: notify.phone, body: `${settings.productName}: "${truncate(record.title, 80)}" is ready! Open it here: ${link}` },
    });
  }
  return messages;
}

const OUTPUT_WORDS: Record<CreationRecord['outputs'][number], string> = {
  audiobook: 'audiobook',
  video: 'video',
  'digital-activity-book': 'digital activity book',
  'hardcopy-activity-book': 'printable activity book',
};

function describeOutputs(record: CreationRecord): string {
  const words = record.outputs.map((output) => OUTPUT_WORDS[output]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Asks for the ready messages of a creation. A failure is logged, not thrown: the creation is ready whatever happens
 * to its notice, and a re-run of its job (the early "already ready" answer) asks again.
 */
export function createReadyNotifier(deps: { queue: MailProducer; settings: ReadyNoticeSettings; logger: Logger; caps: RecipientCaps }) {
  return async function notifyReady(record: CreationRecord): Promise<void> {
    for (const message of readyMessages(record, deps.settings)) {
      try {
        // Over today's cap for that address or number: this notice is not sent (the creation is ready all the same).
        if (!(await deps.caps.take(message.data.kind === 'sms' ? 'sms' : 'email', recipientOf(message.data)))) {
          deps.logger.warn({ creationId: record.id, jobId: message.jobId }, 'daily cap of the recipient reached: ready notice not sent');
          continue;
        }
        await deps.queue.add(message.name, message.data, { ...MAIL_JOB_OPTIONS, jobId: message.jobId });
      } catch (error) {
        deps.logger.error({ err: error, creationId: record.id, jobId: message.jobId }, 'could not ask for the creation-ready message');
      }
    }
  };
}
export type NotifyReady = ReturnType<typeof createReadyNotifier>;

const recipientOf = (data: MailJobData): string => ('to' in data ? data.to : '');
