import { AGE_RANGES, EMERGENCY_CONTACTS, SAFETY_COUNTRIES, type LessonContent } from '@wonderkin/shared';
import { findParentEntry, PARENT_ENTRIES } from '../../src/content';
import { buildParentLesson, CRISIS_LINE } from '../../src/content/parent-lesson';
import { parentClaimTexts } from '../../src/content/claim-texts';
import { createOfflineGenerator } from '../../src/generators/offline';

// The parent guides give the configured country's crisis line (SAFETY_COUNTRY), not "in the US call or text 988"
// to everyone (review 2026-11-28, L5): the guide text holds a placeholder, filled when the parent lesson is assembled.

function allText(lesson: LessonContent): string {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(lesson);
  return out.join('\n');
}

const GUIDES_WITH_CRISIS_LINE = ['parent-anxiety', 'parent-big-emotions', 'parent-bullying'];

describe('the crisis line in the parent guides follows SAFETY_COUNTRY', () => {
  it('no guide hard-codes the US line in its text; the guides that need it use the placeholder', () => {
    for (const entry of PARENT_ENTRIES) {
      const lesson = buildParentLesson(entry, '6-8', entry.question, []);
      const text = allText({ ...lesson, strategySources: [] } as LessonContent);
      const raw = [...parentClaimTexts(entry), ...entry.ifThisHappens.map((i) => i.solution), ...Object.values(entry.sampleScript)].join('\n');
      expect({ id: entry.id, usLine: /\bin the US\b[^.]*\b988\b/.test(raw) }).toEqual({ id: entry.id, usLine: false });
      expect({ id: entry.id, placeholderLeft: text.includes(CRISIS_LINE) }).toEqual({ id: entry.id, placeholderLeft: false });
    }
    for (const id of GUIDES_WITH_CRISIS_LINE) {
      const entry = findParentEntry(id)!;
      expect(JSON.stringify(entry)).toContain(CRISIS_LINE);
    }
  });

  it.each(GUIDES_WITH_CRISIS_LINE.map((id) => [id]))('%s: a GB setting gives Samaritans 116 123 and no 988 anywhere', (id) => {
    const entry = findParentEntry(id)!;
    for (const age of AGE_RANGES) {
      const text = allText(buildParentLesson(entry, age, entry.question, [], EMERGENCY_CONTACTS.GB));
      expect(text).toContain('call 116 123 (Samaritans)');
      expect(text).not.toMatch(/988/);
    }
  });

  it.each(GUIDES_WITH_CRISIS_LINE.map((id) => [id]))('%s: the US setting (the default) gives 988', (id) => {
    const entry = findParentEntry(id)!;
    const us = allText(buildParentLesson(entry, '9-12', entry.question, [], EMERGENCY_CONTACTS.US));
    expect(us).toContain('call or text 988 (the 988 Suicide & Crisis Lifeline)');
    expect(allText(buildParentLesson(entry, '9-12', entry.question, []))).toBe(us);
  });

  it.each(SAFETY_COUNTRIES.map((c) => [c]))('%s: every guide names that country\'s line and cites its page', (country) => {
    const contacts = EMERGENCY_CONTACTS[country];
    for (const id of GUIDES_WITH_CRISIS_LINE) {
      const lesson = buildParentLesson(findParentEntry(id)!, '6-8', 'q', [], contacts);
      expect(allText(lesson)).toContain(`${contacts.crisis.how ?? 'call'} ${contacts.crisis.number} (${contacts.crisis.name})`);
      expect(lesson.strategySources?.map((s) => s.link)).toContain(contacts.crisis.source);
    }
  });

  it('the offline generator fills the line from its country option', async () => {
    const question = 'how can i help my child with worries and anxiety';
    const gb = await createOfflineGenerator({ country: 'GB' }).generate({ question, ageRange: '9-12' });
    expect(gb.content.mode).toBe('parent');
    expect(gb.content.pageTitle).toBe(findParentEntry('parent-anxiety')!.title);
    expect(allText(gb.content)).toContain('Samaritans');
    expect(allText(gb.content)).toContain('116 123');
    expect(allText(gb.content)).not.toMatch(/988/);
    const us = await createOfflineGenerator().generate({ question, ageRange: '9-12' });
    expect(allText(us.content)).toContain('call or text 988');
  });
});
