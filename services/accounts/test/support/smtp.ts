import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from '../../src/mail/mime';

export interface ReceivedMail { to: string[]; from: string; raw: Buffer; mail: ParsedMail }

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Messages whose envelope went to this address. */
  to(address: string): ReceivedMail[];
  /** Resolves once `count` messages went to the address (fails after the timeout). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The next RCPT TO for the address is refused with a temporary 451 (the sender should retry). */
  refuseOnce(address: string): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (smtp-server), keeping every message it accepts. No TLS, no authentication. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refusals = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusals.delete(address.address)) {
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          mail: parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  const to = (address: string) => received.filter((message) => message.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    async waitFor(address, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} message(s) to ${address}, got ${to(address).length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return to(address);
    },
    refuseOnce(address) {
      refusals.add(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
