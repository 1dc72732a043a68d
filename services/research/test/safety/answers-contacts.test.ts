import { EMERGENCY_CONTACTS, SAFETY_COUNTRIES } from '@wonderkin/shared';
import { CONTACT_PLACEHOLDERS } from '@wonderkin/shared/content';
import { contactWords, sayFor } from '../../src/safety/answers/contacts';

// The safety answers' words are data with placeholders (content/safety/*.yaml); what the placeholders say comes from
// the configured country's contacts (shared/src/emergency.ts).

describe('what the safety answers\' placeholders say for each country', () => {
  it('gives every placeholder a value for every country', () => {
    for (const country of SAFETY_COUNTRIES) expect(Object.keys(contactWords(EMERGENCY_CONTACTS[country])).sort()).toEqual([...CONTACT_PLACEHOLDERS].sort());
  });

  it('says the US numbers, with a poison line open day and night', () => {
    expect(contactWords(EMERGENCY_CONTACTS.US)).toEqual({
      emergency: '911',
      poisonHelp: 'call Poison Help at 1-800-222-1222',
      poisonLine: 'Poison Help at 1-800-222-1222',
      poisonHours: '',
      poisonOpen: 'day and night',
      crisisLine: 'call or text 988 (the 988 Suicide & Crisis Lifeline)',
      childProtection: 'call the Childhelp National Child Abuse Hotline at 1-800-422-4453',
    });
  });

  it('gives the Irish poison line\'s hours and where to turn outside them, and the UK\'s own lines', () => {
    const ie = contactWords(EMERGENCY_CONTACTS.IE);
    expect(ie.poisonHours).toBe(' (open 8am to 10pm every day; at other times contact your GP out-of-hours service or go to a hospital emergency department)');
    expect(ie.poisonOpen).toBe('8am to 10pm every day');
    expect(ie.childProtection).toBe('contact your local child protection service or the police');
    expect(contactWords(EMERGENCY_CONTACTS.GB)).toMatchObject({ emergency: '999', poisonHelp: 'call NHS 111 at 111', crisisLine: 'call 116 123 (Samaritans)' });
  });

  it('fills a text for the country, with a text\'s own placeholder, and refuses a misspelt one', () => {
    const say = sayFor(EMERGENCY_CONTACTS.GB);
    expect(say('Call {emergency} now. {kidWhy}', { kidWhy: 'Doctors can help.' })).toBe('Call 999 now. Doctors can help.');
    expect(() => say('Call {emergncy} now.')).toThrow(/unknown placeholder \{emergncy\}/);
  });
});
