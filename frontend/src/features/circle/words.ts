import type { AssignmentKind, CareActivity, CareGrant, CareRelation, CareRole } from '@wonderkin/shared';

// The circle of care in words (issue 22): who someone is, what their role allows, a grant's status, what they did.

/** The relation select's options. */
export const RELATION_LABELS: Record<CareRelation, string> = {
  caregiver: 'Caregiver or nanny',
  tutor: 'Tutor',
  teacher: 'Teacher',
  grandparent: 'Grandparent',
  family: 'Other family',
};

/** The relation inside a sentence ("Ana, tutor"; "as their grandparent"). */
export const RELATION_WORDS: Record<CareRelation, string> = {
  caregiver: 'caregiver',
  tutor: 'tutor',
  teacher: 'teacher',
  grandparent: 'grandparent',
  family: 'family member',
};

export const ROLE_LABELS: Record<CareRole, string> = { viewer: 'Viewer', helper: 'Helper' };

/** What each role allows, in one line (the invite form, the invitation, the shared page). */
export const ROLE_ALLOWS_WORDS: Record<CareRole, string> = {
  viewer: 'Sees progress, weekly reports, review cards, assignments and notes. Changes nothing.',
  helper: 'Sees all of that, and also gives assignments, marks them done, goes through review cards with the child and leaves notes for the family.',
};

export const KIND_LABELS: Record<AssignmentKind, string> = {
  question: 'A question to ask',
  review: 'A review session',
  creation: 'Something to make (activity book or story)',
};

/** "3 Dec" (with the year when it is not this year), in the browser's time zone. */
export function shortDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const withYear = date.getFullYear() !== now.getFullYear();
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });
}

/** "2 Dec 14:05", in the browser's time zone. */
export function dayAndTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${shortDay(iso, now)} ${time}`;
}

/** A calendar day (YYYY-MM-DD, an end or due date) as "30 Jun 2027": the day itself, whatever the time zone. */
export function calendarDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Today as YYYY-MM-DD where the browser is (the earliest end or due date a date input offers). */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Where a grant stands: "Invitation sent 1 Dec", "Active since 3 Dec", "Revoked", "Ended", "Left". */
export function statusWords(grant: Pick<CareGrant, 'status' | 'invitedAt' | 'acceptedAt'>): string {
  switch (grant.status) {
    case 'invited': return `Invitation sent ${shortDay(grant.invitedAt)}`;
    case 'active': return `Active since ${shortDay(grant.acceptedAt ?? grant.invitedAt)}`;
    case 'revoked': return 'Revoked';
    case 'expired': return 'Ended';
    case 'left': return 'Left';
  }
}

/** Names joined in words: "Maya", "Maya and Leo", "Maya, Leo and Sam". */
export function namesInWords(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The activity log's detail of an assignment ("question: why do volcanoes erupt") split into its kind and text. */
function assignmentDetail(detail: string | undefined): { kind: AssignmentKind; text?: string } | null {
  const match = /^(question|review|creation)(?:: ([\s\S]*))?$/.exec(detail ?? '');
  if (!match) return null;
  return { kind: match[1] as AssignmentKind, ...(match[2] ? { text: match[2] } : {}) };
}

const KIND_PHRASE: Record<AssignmentKind, string> = { question: 'a question', review: 'a review session', creation: 'something to make' };

/** One entry of the activity log in words, without the date: "Viewed Sam's report", "Assigned Sam a question: …". */
export function activityWords(entry: Pick<CareActivity, 'action' | 'childName' | 'detail'>): string {
  const child = entry.childName;
  const childs = child ? `${child}'s` : "a child's";
  const work = assignmentDetail(entry.detail);
  const workWords = work ? `${KIND_PHRASE[work.kind]}${work.text ? `: ${work.text}` : ''}` : entry.detail;
  switch (entry.action) {
    case 'accepted': return 'Accepted the invitation';
    case 'viewed-report': return `Viewed ${childs} report`;
    case 'viewed-review': return `Opened ${childs} review cards`;
    case 'assigned':
      if (work && child) return `Assigned ${child} ${workWords}`;
      return workWords ? `Assigned ${workWords}` : 'Gave an assignment';
    case 'completed': return workWords ? `Marked done${child ? ` for ${child}` : ''}: ${workWords}` : 'Marked an assignment done';
    case 'noted': return `Left a note${child ? ` about ${child}` : ''}${entry.detail ? `: “${entry.detail}”` : ''}`;
    case 'answered': return `Recorded ${childs} answers`;
    case 'left': return 'Stepped out of your circle';
  }
}
