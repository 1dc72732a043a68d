import { childProtectionPhrase, crisisLinePhrase, poisonHelpPhrase, type EmergencyContacts } from '@wonderkin/shared';
import { fillTemplate, type ContactPlaceholder, type CrisisPlaceholder } from '@wonderkin/shared/content';
import { SAFETY_COPY } from './copy';

/** What each contact placeholder of content/safety/*.yaml says for the configured country (shared/src/emergency.ts). */
export function contactWords(c: EmergencyContacts): Record<ContactPlaceholder, string> {
  const { common } = SAFETY_COPY;
  const poison = 'fallback' in c.poison ? undefined : c.poison;
  // Where the poison line is not open day and night (the Irish line), its hours follow "call … now".
  const outOfHours = poison?.outOfHours ?? fillTemplate(common.poisonOutOfHours, { emergency: c.emergency });
  return {
    emergency: c.emergency,
    poisonHelp: poisonHelpPhrase(c),
    poisonLine: poisonHelpPhrase(c).replace(/^call /, ''),
    poisonHours: poison?.hours ? ` ${fillTemplate(common.poisonHours, { hours: poison.hours, outOfHours })}` : '',
    poisonOpen: poison?.hours ?? common.poisonAllDay,
    crisisLine: crisisLinePhrase(c),
    childProtection: childProtectionPhrase(c),
  };
}

/**
 * What the redirect answer's country and crisis-line placeholders say for the configured country (content/safety/
 * redirect.yaml; CRISIS_PLACEHOLDERS in shared/src/content/schemas.ts).
 */
export function crisisWords(c: EmergencyContacts): Record<CrisisPlaceholder, string> {
  const { name, number } = c.crisis;
  return {
    country: c.country,
    countryShort: c.countryShort,
    countryTag: c.countryShort.replace(/^the /, ''),
    crisisHow: c.crisis.how ?? 'call',
    crisisNumber: number,
    crisisName: name,
    crisisNameNoNumber: name.split(`${number} `).join(''),
    crisisTitle: name.replace(/^the /, ''),
  };
}

/** Fills a text of content/safety/ for the country (and any placeholder of its own, `{kidWhy}`). */
export type Say = (text: string, own?: Readonly<Record<string, string>>) => string;

export function sayFor(c: EmergencyContacts): Say {
  const words = contactWords(c);
  return (text, own) => fillTemplate(text, own ? { ...words, ...own } : words);
}
