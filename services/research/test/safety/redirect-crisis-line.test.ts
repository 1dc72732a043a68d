import { AGE_RANGES, EMERGENCY_CONTACTS, SAFETY_COUNTRIES, type LessonContent } from '@wonderkin/shared';
import { crisisWords } from '../../src/safety/answers/contacts';
import { buildHarmLesson, buildRedirectLesson } from '../../src/safety/redirect';
import { SAFETY_CATEGORIES } from '../../src/safety/patterns';

// The redirect answer gave the US 988 line to every family whatever SAFETY_COUNTRY said (issue 21 §1): its words are
// now content/safety/redirect.yaml, with the configured country's crisis line in placeholders. The self-harm and abuse
// branches that name the line are buildHarmLesson's; buildRedirectLesson gives those categories the urgent answers.

const allText = (lesson: LessonContent) => JSON.stringify(lesson);

describe('the redirect answer names the configured country\'s crisis line', () => {
  it('says the US line as it always did', () => {
    expect(crisisWords(EMERGENCY_CONTACTS.US)).toEqual({
      country: 'the United States',
      countryShort: 'the US',
      countryTag: 'US',
      crisisHow: 'call or text',
      crisisNumber: '988',
      crisisName: 'the 988 Suicide & Crisis Lifeline',
      crisisNameNoNumber: 'the Suicide & Crisis Lifeline',
      crisisTitle: '988 Suicide & Crisis Lifeline',
    });
    const lesson = buildHarmLesson('q', '9-12', 'self-harm', false, EMERGENCY_CONTACTS.US);
    expect(lesson.quickAnswer).toContain('In the US you can call or text 988 any time to talk with someone who cares.');
    expect(lesson.externalLinks).toEqual([{
      title: '988 Suicide & Crisis Lifeline (US)',
      link: 'https://988lifeline.org/',
      snippet: 'Free, confidential support any time, by call or text to 988 in the United States. Elsewhere, call your local emergency number.',
    }]);
  });

  it('tells a family in the UK to call Samaritans on 116 123, never 988', () => {
    const gb = EMERGENCY_CONTACTS.GB;
    const kid = buildHarmLesson('q', '13+', 'self-harm', false, gb);
    expect(kid.quickAnswer).toContain('In the UK you can call 116 123 any time to talk with someone who cares.');
    expect(kid.exploreSections[2].content).toContain('In the UK you can call 116 123 to reach Samaritans, day or night.');
    expect(kid.externalLinks).toEqual([expect.objectContaining({ title: 'Samaritans (UK)', link: gb.crisis.source })]);
    const parent = buildHarmLesson('My son…', '9-12', 'abuse', true, gb);
    expect(parent.quickAnswer).toContain('In the UK, Samaritans (call 116 123) also supports people who are worried about someone else.');
  });

  it.each(SAFETY_COUNTRIES.filter((c) => c !== 'US').map((c) => [c]))('%s: every redirect answer gives that country\'s line and page, and no other\'s', (country) => {
    const c = EMERGENCY_CONTACTS[country];
    for (const category of [...SAFETY_CATEGORIES, 'something-else']) {
      for (const age of AGE_RANGES) {
        for (const lesson of [buildHarmLesson('q', age, category, false, c), buildHarmLesson('q', age, category, true, c), buildRedirectLesson('q', age, category, c)]) {
          const text = allText(lesson);
          expect(text).not.toMatch(/\bin the US\b|988lifeline|United States/i);
          if (c.crisis.number !== '988') expect(text).not.toMatch(/\b988\b/);
          for (const link of lesson.externalLinks.filter((l) => /crisis|lifeline|samaritans|talk/i.test(l.title))) expect(link.link).toBe(c.crisis.source);
        }
      }
    }
    expect(allText(buildHarmLesson('q', '9-12', 'self-harm', false, c))).toContain(`${c.crisis.how ?? 'call'} ${c.crisis.number}`);
  });
});
