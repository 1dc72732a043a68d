import type { CareRole } from '@wonderkin/shared';
import type { NoticeMail } from '@wonderkin/server-kit';

/** "Sam", "Sam and Leo", "Sam, Leo and Mia" (a child without a first name is "your child"). */
export function childNamesText(names: readonly string[]): string {
  const shown = names.length ? names : ['a child'];
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** What each role lets the invitee do, in the words of the invitation and the accept page. */
export const ROLE_WORDS: Record<CareRole, string> = {
  viewer: 'see their progress, weekly reports and review status',
  helper: 'see their progress and reports, give them lessons and review to do, and leave notes for the family',
};

/** The page the invitation opens. */
export function inviteUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/circle/accept?invite=${token}`;
}

/** The invitation email: who the child is, what the role allows, until when, and that accepting signs in. */
export function careInviteNotice(input: {
  productName: string; to: string; name: string; role: CareRole; childNames: string[]; endsOn?: string; url: string; ttlDays: number;
}): NoticeMail {
  const children = childNamesText(input.childNames);
  return {
    kind: 'notice',
    to: input.to,
    subject: `${children}'s family invited you to ${input.productName}`,
    preview: `Accept to ${ROLE_WORDS[input.role]}.`,
    heading: `Hello ${input.name}`,
    paragraphs: [
      `${children}'s family would like you to ${ROLE_WORDS[input.role]} on ${input.productName}, a learning service for children.`
        + (input.endsOn ? ` Your access lasts until ${input.endsOn}.` : ''),
      `The family decides what you see and can change or end it at any time. You will not see their other children, their email address or their own questions.`,
      `Accepting signs you in to ${input.productName} with this email address (an account is made for it if you have none). The link works once, for ${input.ttlDays} days. If you do not know this family, you can ignore this email.`,
    ],
    action: { label: 'See the invitation', url: input.url },
  };
}
