import { AGE_RANGES } from '@wonderkin/shared';
import { findKidEntry, findParentEntry } from '../../src/content';
import { kidClaimTexts, parentClaimTexts } from '../../src/content/claim-texts';

// The factual errors the editor's review found (issue 12 §4), each fixed with a source in its entry.
// Each check reads the whole entry (every band), so the error cannot come back in any of them.

const kidText = (id: string) => {
  const e = findKidEntry(id)!;
  return [...kidClaimTexts(e), ...e.quiz.flatMap((q) => [q.right, ...q.wrong]), ...e.tryIt.flatMap((t) => [t.title, t.description, ...t.steps, t.note])].join('\n');
};
const parentText = (id: string) => {
  const e = findParentEntry(id)!;
  return [...parentClaimTexts(e), ...e.approaches.flatMap((a) => [a.strategy, a.howTo]), ...e.sources.map((s) => s.claim)].join('\n');
};
const sentencesWith = (text: string, re: RegExp) => text.split(/(?<=[.!?])\s+|\n/).filter((s) => re.test(s));
const sourceClaims = (id: string) => (findKidEntry(id) ?? findParentEntry(id))!.sources.map((s) => s.claim).join('\n');

describe('the factual errors found in review stay fixed', () => {
  it("Gottman's emotion coaching has five steps, not four (big-emotions)", () => {
    const text = parentText('parent-big-emotions');
    expect(text).toMatch(/\b(five|5) steps\b/i);
    expect(text).not.toMatch(/\b(four|4) steps\b/i);
    expect(sourceClaims('parent-big-emotions')).toMatch(/Gottman/);
  });

  it("WHO's activity guideline covers ages 5-17 (movement)", () => {
    const text = [kidText('exercise'), kidText('heart-beat')].join('\n');
    expect(text).not.toMatch(/\b6 ?(-|–|to) ?17\b/);
    expect(sourceClaims('exercise')).toMatch(/\b5 ?(-|–|to) ?17\b/);
  });

  it('the echo entry gives the 0.1 s that matches 17 m, not 50-100 ms', () => {
    const text = kidText('echo');
    expect(text).not.toMatch(/\b50\b.*\b100\b.*(ms|millisecond)/i);
    expect(text).toMatch(/0\.1|tenth of a second/);
  });

  it('the knight: no muddled "can\'t lose a move", and "only piece that can jump" always says over other pieces (castling)', () => {
    const text = kidText('chess-knight');
    expect(text).not.toMatch(/lose a move/i);
    for (const s of sentencesWith(text, /only piece/i)) expect(s).toMatch(/over/i);
  });

  it('saying "check" is a custom, not a rule', () => {
    const text = kidText('chess-checkmate');
    expect(text).not.toMatch(/\b(must|have to|need to|should always) (say|announce) "?check/i);
  });

  it('dinosaurs were the dominant land animals for about 135 million years', () => {
    const text = kidText('dinosaurs');
    expect(text).not.toMatch(/\b150 million\b/);
    expect(sourceClaims('dinosaurs')).toMatch(/135 million/);
  });

  it('ozone is not why the sky is not violet (it may appear only as a wrong quiz option)', () => {
    expect(kidClaimTexts(findKidEntry('sky-blue')!).join('\n')).not.toMatch(/ozone/i);
  });

  it('the jigsaw quiz has no defensible wrong option', () => {
    const puzzles = findKidEntry('puzzles')!;
    for (const q of puzzles.quiz) expect(q.wrong.join(' ')).not.toMatch(/box lid|(look at|use|start with|check) (the )?(picture on the )?box/i);
  });

  it('the screen-time guide cites current AAP guidance (February 2026) and flags nothing disputed as settled', () => {
    const text = parentText('parent-screen-time');
    expect(text).toMatch(/2026/);
    for (const s of sentencesWith(text, /one hour a day|18 to 24 months|18-24 months/i)) expect(s).toMatch(/2016|earlier|previous|older/i);
  });

  it('not every pharaoh was buried in a pyramid', () => {
    const text = kidText('pyramids');
    for (const s of sentencesWith(text, /every pharaoh|all pharaohs/i)) expect(s).toMatch(/\bnot\b/);
    expect(text).toMatch(/Valley of the Kings/);
  });

  it('brain "waste clearance" in sleep is not stated as settled', () => {
    for (const s of sentencesWith(kidText('why-sleep'), /waste|glymphatic|clean(s|ing)? (out|up)/i)) {
      expect(s).toMatch(/may|might|studying|study|research|think|idea|hypothes/i);
    }
  });

  it('no venting myth ("let off steam", hitting a pillow) as an anger tool', () => {
    const text = [kidText('feel-angry'), kidText('make-friends'), parentText('parent-big-emotions')].join('\n');
    expect(text).not.toMatch(/let (off|out) steam|punch(ing)? a pillow|hit(ting)? a pillow|scream into/i);
  });

  it('no "which big cat can purr → cheetah" quiz', () => {
    for (const q of findKidEntry('cats-purr')!.quiz) expect(`${q.question} ${q.right}`).not.toMatch(/big cat.*cheetah/i);
  });

  it('the moon-phase activity keeps the ball above the head at full moon (no self-eclipse)', () => {
    const activity = findKidEntry('moon-phases')!.tryIt.map((t) => [...t.steps, t.note].join(' ')).join(' ');
    expect(activity).toMatch(/above your head|over your head/i);
  });

  it('minor keys sounding sad is not stated as simply "learned"', () => {
    for (const s of sentencesWith(kidText('music-feelings'), /\blearn(ed|t)\b/i)) {
      if (/minor/i.test(s)) expect(s).toMatch(/partly|may|might|some|debate|scientists|not sure|both/i);
    }
  });

  it('the bees lesson tells every band that honey is not for babies under 1', () => {
    const bees = findKidEntry('bees-honey')!;
    for (const age of AGE_RANGES) expect(bees.quickAnswer[age]).toMatch(/bab(y|ies)/i);
  });
});
