import crypto from 'node:crypto';
import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly, tokenSecret, type Config } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';
import type { ChildRepository } from './store';

// The weekly progress report email of a child (issue 11, opt-in on the child's profile). The learning worker asks here
// who gets one; each email carries a one-click unsubscribe link (RFC 8058) for that child only. The link's token is
// the child id signed with TOKEN_SECRET: nothing to store, and it cannot be made up for another child.

const CHILD_ID = /^child_[a-f0-9]{32}$/;

const signatureOf = (secret: string, childId: string) =>
  crypto.createHmac('sha256', secret).update(`report-email:${childId}`).digest('base64url');

export const reportEmailToken = (secret: string, childId: string) => `${childId}.${signatureOf(secret, childId)}`;

/** The child a token names, or null for a token that was not signed by us. */
export function childOfReportToken(secret: string, token: string): string | null {
  const [childId, signature, extra] = token.split('.');
  if (extra !== undefined || !childId || !signature || !CHILD_ID.test(childId)) return null;
  const expected = Buffer.from(signatureOf(secret, childId));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? childId : null;
}

export interface ReportEmailRouteDeps {
  children: ChildRepository;
  users: UserRepository;
  config: Pick<Config, 'TOKEN_SECRET' | 'INTERNAL_TOKEN'>;
  now?: () => Date;
}

export function reportEmailRoutes({ children, users, config, now = () => new Date() }: ReportEmailRouteDeps): Router {
  const router = Router();
  const secret = tokenSecret(config);

  /** POST /api/report-emails/unsubscribe?token=… (the email's one-click link): this child's report emails stop. */
  router.post('/api/report-emails/unsubscribe', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const childId = childOfReportToken(secret, token);
    // A child removed since the email went out has nothing left to stop: the answer is the same.
    if (!childId) throw new HttpError(400, MESSAGES.reportEmailLinkInvalid);
    await children.setReportEmail(childId, false, now());
    res.json({ unsubscribed: true, message: MESSAGES.reportEmailStopped });
  });

  /** Service-to-service: every child whose report goes by email, the parent's address and the unsubscribe token. */
  router.get('/internal/report-recipients', internalOnly(config.INTERNAL_TOKEN), async (_req, res) => {
    const recipients = [];
    for (const { userId, child } of await children.listReportRecipients()) {
      const user = await users.findById(userId);
      if (user) recipients.push({ userId, email: user.email, child, unsubscribeToken: reportEmailToken(secret, child.childId) });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ recipients });
  });

  return router;
}
