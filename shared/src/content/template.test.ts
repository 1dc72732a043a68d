import { z } from 'zod';
import { fillTemplate, placeholdersIn, unknownPlaceholders } from './template';
import { CONTACT_PLACEHOLDERS, templated } from './schemas';

// Copy with named placeholders: filled from the service's values, and a name it has no value for refused when the
// content is built or checked (the schema) and when it is filled (never shown to a reader as "{emergncy}").

describe('copy templates', () => {
  it('finds each placeholder once, the packs\' possessive ones included, and nothing that only looks like one', () => {
    expect(placeholdersIn('Call {emergency} now, {emergency}! {Hero\'s} {topic}.')).toEqual(['emergency', "Hero's", 'topic']);
    expect(placeholdersIn('No braces, { spaced }, {2} or {} here.')).toEqual([]);
    expect(unknownPlaceholders('Call {emergncy} or {crisisLine}.', CONTACT_PLACEHOLDERS)).toEqual(['emergncy']);
  });

  it('fills every placeholder, leaves the values as they are, and refuses one it has no value for', () => {
    expect(fillTemplate('Call {emergency} now. Call {emergency}.', { emergency: '911' })).toBe('Call 911 now. Call 911.');
    // A value is not read again as a template ($ patterns and braces included).
    expect(fillTemplate('{fact}', { fact: 'It costs $& and {more}.' })).toBe('It costs $& and {more}.');
    expect(() => fillTemplate('Call {emergncy} now.', { emergency: '911' })).toThrow('unknown placeholder {emergncy} in "Call {emergncy} now." (known: {emergency})');
    // An object's own keys only: "constructor" is no value.
    expect(() => fillTemplate('{constructor}', {})).toThrow(/unknown placeholder \{constructor\}.*known: none/);
  });

  it('refuses, in a schema, a placeholder the text may not use', () => {
    const contacts = templated(CONTACT_PLACEHOLDERS);
    expect(contacts.safeParse('Call {emergency} or {crisisLine}.').success).toBe(true);
    const typo = contacts.safeParse('Call {emergncy}.');
    expect(typo.success).toBe(false);
    expect(typo.error?.issues[0].message).toMatch(/^unknown placeholder \{emergncy\}: this text may use \{emergency\}, \{poisonHelp\}/);
    const none = z.strictObject({ title: templated([]) }).safeParse({ title: 'When {name} Dies' });
    expect(none.error?.issues[0]).toMatchObject({ path: ['title'], message: 'unknown placeholder {name}: this text takes no placeholder' });
  });
});
