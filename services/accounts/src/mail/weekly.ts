import { MAIL_JOBS, type MailJobResult, type WeeklyLessonMail } from '@wonderkin/server-kit';
import type { SubscriberRepository } from '../store/subscribers';
import { WEEKLY_LESSONS } from '../weekly/lessons';
import { lessonForWeek } from '../weekly/schedule';
import { composeWeeklyLesson, type MailSettings } from './compose';
import type { MailSender } from './sender';

/**
 * Sends one subscriber's week-n lesson (lesson ((n − 1) mod 50) + 1), each email with a fresh unsubscribe token,
 * unless they unsubscribed (or renewed since) or an earlier attempt at this key already handled it.
 */
export async function sendWeeklyLesson(
  deps: { subscribers: SubscriberRepository; sender: MailSender; settings: MailSettings; now?: () => Date },
  key: string,
  data: WeeklyLessonMail,
): Promise<MailJobResult> {
  const { subscribers, sender, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const before = await sender.previousOutcome(key);
  if (before) {
    await subscribers.noteWeekSent(data.subscriberId, data.week);
    return before;
  }
  const subscriber = await subscribers.findById(data.subscriberId);
  if (!subscriber) return { key, outcome: 'skipped', reason: 'no-such-subscription' };
  if (subscriber.status !== 'active') return { key, outcome: 'skipped', reason: 'unsubscribed' };
  const lesson = lessonForWeek(data.week, WEEKLY_LESSONS);
  const unsubscribeToken = await subscribers.issueUnsubscribeToken(subscriber.subscriberId, now());
  const mail = await composeWeeklyLesson(settings, { to: subscriber.email, lesson, unsubscribeToken });
  const result = await sender.send(key, MAIL_JOBS.weeklyLesson, mail);
  await subscribers.noteWeekSent(subscriber.subscriberId, data.week);
  return result;
}
