import { ChildInputSchema, ChildPatchSchema, CreateCreationRequestSchema, stripBidiControls } from '../src';

// Issue 18 (review F14): a bidi control in a child's first name reordered the weekly report's subject line
// ("‮gnp.exe" shows as "exe.png"). Every child name is read by one schema, which drops them on input.

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

describe('child names', () => {
  it('lose every bidi control, wherever they are typed', () => {
    const typed = `Zo\u00eb "&' ${CONTROLS.join('')}gnp.exe`;
    expect(ChildInputSchema.parse({ firstName: typed, ageRange: '6-8' }).firstName).toBe('Zo\u00eb "&\' gnp.exe');
    expect(ChildPatchSchema.parse({ firstName: `\u202E${typed}\u200F` }).firstName).toBe('Zo\u00eb "&\' gnp.exe');
    const creation = CreateCreationRequestSchema.parse({ topic: 'Space', mode: 'quick', outputs: ['audiobook'], childName: `\u2067Maya\u2069` });
    expect(creation.childName).toBe('Maya');
  });

  it('keep letters of right-to-left scripts and everything else', () => {
    expect(stripBidiControls('\u0633\u0627\u0631\u0629 Zo\u00eb 😀')).toBe('\u0633\u0627\u0631\u0629 Zo\u00eb 😀');
    expect(ChildInputSchema.parse({ firstName: '  \u0633\u0627\u0631\u0629\u200F  ', ageRange: '3-5' }).firstName).toBe('\u0633\u0627\u0631\u0629');
  });

  it('still refuse what they refused (the length counts after the controls are gone)', () => {
    expect(ChildInputSchema.safeParse({ firstName: 'a'.repeat(41), ageRange: '6-8' }).success).toBe(false);
    expect(ChildInputSchema.safeParse({ firstName: `${'a'.repeat(40)}\u202E`, ageRange: '6-8' }).success).toBe(true);
    expect(ChildInputSchema.safeParse({ firstName: '<b>', ageRange: '6-8' }).success).toBe(false);
  });
});
