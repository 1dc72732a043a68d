import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalCall, type Config, type Logger } from '@wonderkin/server-kit';
import type { SubscriberRepository } from '../store/subscribers';
import type { UserRepository } from '../store/users';
import type { ChildRepository } from '../children/store';
import type { CircleRepository } from '../circle/store';
import type { ClassRepository } from '../classes/store';

export interface AccountExportDeps {
  users: Pick<UserRepository, 'findById'>;
  subscribers: Pick<SubscriberRepository, 'findByEmail'>;
  children: Pick<ChildRepository, 'listByUser'>;
  circle: Pick<CircleRepository, 'grants' | 'activity'>;
  classes: Pick<ClassRepository, 'classes' | 'roster' | 'students'>;
  config: Pick<Config, 'services' | 'INTERNAL_TOKEN' | 'PRODUCT_NAME'>;
  logger: Logger;
}

interface ServiceExport {
  research: { asks: { id: string }[]; lessons: unknown[] };
  media: { creations: { id: string }[] };
  feedback: { feedback: unknown[]; paperFeedback?: unknown[]; paperFeedbackConsent?: unknown };
  learning: Record<string, unknown[]>;
}

/** A user's export is slower to gather than a page (every lesson in full): each service gets this long. */
const EXPORT_CALL_TIMEOUT_MS = 15_000;

/**
 * Everything every service holds for a user, in one JSON document: the account and the weekly subscription of its
 * email (here), asks and lessons (research), creations and links to their files (media), and the feedback on those
 * lessons and creations (feedback; it is stored per lesson or creation, so it is asked about their ids), and the
 * children's learning records (learning). A service
 * that cannot answer makes the whole export fail with 503: a download that silently misses part of someone's data
 * would tell them something untrue.
 */
export async function gatherAccountExport(deps: AccountExportDeps, userId: string, requestId?: string) {
  const user = await deps.users.findById(userId);
  if (!user) throw new HttpError(401, MESSAGES.signInRequired);
  const subscription = await deps.subscribers.findByEmail(user.email);

  const ask = async <T>(service: keyof Config['services'], path: string, body?: unknown): Promise<T> => {
    const url = `${deps.config.services[service]}${path}`;
    try {
      const answer = await internalCall<T>(url, {
        method: body === undefined ? 'GET' : 'POST', body, token: deps.config.INTERNAL_TOKEN, requestId, timeoutMs: EXPORT_CALL_TIMEOUT_MS,
      });
      if (answer.ok && answer.body) return answer.body;
      deps.logger.warn({ service, status: answer.status, requestId }, 'a service refused its part of a data export');
    } catch (error) {
      deps.logger.warn({ service, err: (error as Error).message, requestId }, 'a service could not give its part of a data export');
    }
    throw new HttpError(503, MESSAGES.accountExportUnavailable);
  };
  const encoded = encodeURIComponent(userId);
  const [research, media, learning] = await Promise.all([
    ask<ServiceExport['research']>('research', `/internal/users/${encoded}/export`),
    ask<ServiceExport['media']>('media', `/internal/users/${encoded}/export`),
    ask<ServiceExport['learning']>('learning', `/internal/users/${encoded}/export`),
  ]);
  const ids = [...research.asks.map((entry) => entry.id), ...media.creations.map((entry) => entry.id)];
  const feedback = await ask<ServiceExport['feedback']>('feedback', `/internal/users/${encoded}/export`, { ids });

  return {
    product: deps.config.PRODUCT_NAME,
    exportedAt: new Date().toISOString(),
    account: { userId: user.userId, email: user.email, isPaid: user.isPaid, createdAt: user.createdAt, ...(user.phone ? { phone: user.phone } : {}) },
    weeklyLessons: subscription
      ? {
        email: subscription.email,
        status: subscription.status,
        childAge: subscription.childAge,
        timezone: subscription.timezone,
        subscribedAt: subscription.subscribedAt,
        unsubscribedAt: subscription.unsubscribedAt,
        weeksSent: subscription.lastWeekSent,
      }
      : null,
    children: await deps.children.listByUser(userId),
    // The circle of care (issue 22): whom the family let in, what they did, and the families that let this user in.
    circle: await circleExport(deps.circle, userId),
    // An educator's classes (issue 22 §2) with their rosters: first names or initials, age ranges, picture passwords.
    classes: await classesExport(deps.classes, userId),
    // The classes the family linked its children to (issue 22 §2): the class, the name the roster shows, since when.
    childrenInClasses: (await deps.classes.students.find({ linkedFamilyUserId: userId })).map((link) => ({
      childId: link.linkedChildId, classId: link.classId, displayName: link.displayName, joinedAt: link.addedAt,
    })),
    asks: research.asks,
    lessons: research.lessons,
    creations: media.creations,
    feedback: feedback.feedback,
    // Photos and voice notes added from printed books (issue 22 §3), each with the link its file opens at, and the consent.
    paperFeedback: { consent: feedback.paperFeedbackConsent ?? null, items: feedback.paperFeedback ?? [] },
    // Quiz answers, review cards and reviews, level choices and report emails of the children (issue 11).
    learning,
  };
}

/** The educator's classes, each with its roster. */
async function classesExport(classes: AccountExportDeps['classes'], userId: string) {
  const docs = await classes.classes.find({ educatorUserId: userId }, { sort: { field: 'createdAt', direction: 'asc' } });
  return Promise.all(docs.map(async ({ educatorUserId: _educator, ...doc }) => ({
    ...doc, students: (await classes.roster(doc.id)).map(({ educatorUserId: _owner, classId: _class, ...student }) => student),
  })));
}

/** The family's grants (without invitation-link hashes) and their activity, and the grants this user accepted. */
async function circleExport(circle: AccountExportDeps['circle'], userId: string) {
  const shown = ({ inviteTokenHash: _hash, inviteExpiresAt: _expires, familyUserId: _family, ...grant }: Awaited<ReturnType<typeof circle.grants.find>>[number]) => grant;
  return {
    peopleWithAccess: (await circle.grants.find({ familyUserId: userId }, { sort: { field: 'invitedAt', direction: 'asc' } })).map(shown),
    activity: (await circle.activity.find({ familyUserId: userId }, { sort: { field: 'at', direction: 'asc' } }))
      .map(({ familyUserId: _family, ...entry }) => entry),
    sharedWithMe: (await circle.grants.find({ inviteeUserId: userId })).map((grant) => ({
      grantId: grant.id, name: grant.name, relation: grant.relation, role: grant.role, state: grant.state, acceptedAt: grant.acceptedAt, endsOn: grant.endsOn,
    })),
  };
}
