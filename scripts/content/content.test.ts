import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { checkContent } from './check';
import { CONTENT_DIR } from './kinds';
import { fieldOf, formatProblem, loadContent } from './load';
import { scaffoldKidEntry } from './scaffold';
import { contentStats } from './stats';

// The content tool (`npm run content`, README "Content"): the repository's content passes every check once, over the
// files themselves; a broken file is reported with its path and field; `new` scaffolds an entry the build refuses
// until every TODO is written.

const copyEntry = (dir: string, from: string, to: string, edit: (data: Record<string, unknown>) => void = () => {}) => {
  const data = parse(fs.readFileSync(path.join(CONTENT_DIR, from), 'utf8')) as Record<string, unknown>;
  edit(data);
  fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
  fs.writeFileSync(path.join(dir, to), JSON.stringify(data));
};

describe('npm run content', () => {
  let tmp: string;
  beforeEach(() => { tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-content-')); });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('check: every file of content/ is valid and keeps the content rules', () => {
    const loaded = loadContent();
    expect(loaded.problems.map(formatProblem)).toEqual([]);
    expect(checkContent(loaded).map(formatProblem)).toEqual([]);
    const stats = contentStats(loaded);
    expect(stats.counts.kids).toBeGreaterThanOrEqual(279);
    expect(stats.counts.weekly).toBe(50);
    expect(stats.reading.every((r) => r.outside === 0)).toBe(true);
    expect(Object.keys(loaded.copies)).toEqual(['safety', 'notes', 'media', 'pages']);
  });

  it('names the file and the field of every problem', () => {
    copyEntry(tmp, 'kids/math-adventures/fractions.yaml', 'kids/math-adventures/fractions.yaml', (e) => {
      (e.quiz as { wrong: string[] }[])[1].wrong = ['Only one'];
      e.simplificatons = ['a misspelt key'];
    });
    copyEntry(tmp, 'kids/math-adventures/multiplication.yaml', 'kids/science-explorers/multiplication.yaml', (e) => { e.related = ['fractions', 'no-such-entry']; });
    fs.writeFileSync(path.join(tmp, 'kids/index.yaml'), '- fractions\n- multiplication\n- missing-one\n');
    const problems = loadContent(['kids'], tmp).problems.map(formatProblem);
    const file = (name: string) => path.relative(path.resolve(CONTENT_DIR, '..'), path.join(tmp, name));
    expect(problems).toEqual(expect.arrayContaining([
      `${file('kids/math-adventures/fractions.yaml')}: quiz[1].wrong: needs two or three wrong answers`,
      expect.stringMatching(new RegExp(`^${file('kids/math-adventures/fractions.yaml')}: .*simplificatons`)),
      `${file('kids/science-explorers/multiplication.yaml')}: belongs in content/kids/math-adventures/multiplication.yaml (the file is named after its id, in the folder of its module)`,
      `${file('kids/science-explorers/multiplication.yaml')}: related[1]: "no-such-entry" is not a kids' entry`,
      `${file('kids/index.yaml')}: [2]: "missing-one" has no file`,
    ]));
  });

  it('reports a file that is not YAML with its line', () => {
    fs.mkdirSync(path.join(tmp, 'weekly'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'weekly/broken.yaml'), 'id: broken\ntitle: [unclosed\n');
    const [problem] = loadContent(['weekly'], tmp).problems.map(formatProblem);
    expect(problem).toMatch(/weekly\/broken\.yaml: not valid YAML: .*line/);
  });

  it('new kids <module> <id>: writes an entry in its module\'s folder, lists it, and the build refuses it until written', () => {
    fs.mkdirSync(path.join(tmp, 'kids'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'kids/index.yaml'), '# order\n');
    const file = scaffoldKidEntry('Nature Connection', 'owls-see-at-night', tmp, '2026-11-29');
    expect(path.relative(tmp, file)).toBe(path.join('kids', 'nature-connection', 'owls-see-at-night.yaml'));
    expect(fs.readFileSync(path.join(tmp, 'kids/index.yaml'), 'utf8')).toBe('# order\n- owls-see-at-night\n');
    const { problems } = loadContent(['kids'], tmp);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.message === 'still says TODO: write it')).toBe(true);
    expect(problems.map((p) => p.field)).toEqual(expect.arrayContaining(['question', "quickAnswer.3-5", 'sections[0].little', 'quiz[1].right']));
    expect(() => scaffoldKidEntry('Nature Connection', 'owls-see-at-night', tmp)).toThrow(/exists already/);
    expect(() => scaffoldKidEntry('Underwater Basket Weaving', 'x', tmp)).toThrow(/unknown module/);
  });

  it('check: a misspelt placeholder in the copy fails, with its file and field, and so does one a guide\'s service does not fill', () => {
    fs.cpSync(path.join(CONTENT_DIR, 'safety'), path.join(tmp, 'safety'), { recursive: true });
    const urgent = path.join(tmp, 'safety/urgent.yaml');
    const text = fs.readFileSync(urgent, 'utf8');
    expect(text).toContain('Call {emergency} now. Put the phone on speaker');
    fs.writeFileSync(urgent, text.replace('Call {emergency} now. Put the phone on speaker', 'Call {emergncy} now. Put the phone on speaker'));
    const problems = loadContent(['safety'], tmp).problems.map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(/safety\/urgent\.yaml: topics\.breathing\.first: unknown placeholder \{emergncy\}: this text may use \{emergency\}, /),
    ]);
    // A text that takes no placeholder refuses any (the sensitive answers are not filled at all).
    fs.writeFileSync(urgent, text);
    const sensitive = path.join(tmp, 'safety/sensitive.yaml');
    fs.writeFileSync(sensitive, fs.readFileSync(sensitive, 'utf8').replace('title: When Someone Dies', 'title: When {name} Dies'));
    expect(loadContent(['safety'], tmp).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/safety\/sensitive\.yaml: topics\.death\.title: unknown placeholder \{name\}: this text takes no placeholder/),
    ]);
    // Entry kinds: a parent guide fills only {crisisLine}.
    copyEntry(tmp, 'parents/parent-anxiety.yaml', 'parents/parent-anxiety.yaml', (e) => { e.quickAnswer = `${String(e.quickAnswer)} Or {crisisline}.`; });
    const guide = loadContent(['parents'], tmp);
    expect(checkContent(guide).map(formatProblem)).toEqual(expect.arrayContaining([
      expect.stringMatching(/parents\/parent-anxiety\.yaml: quickAnswer: unknown placeholder \{crisisline\}: only \{crisisLine\} are filled here/),
    ]));
  });

  it('check: a misspelt placeholder in the pages\' words fails, with its file and field; so does one a text does not take', () => {
    fs.cpSync(path.join(CONTENT_DIR, 'pages'), path.join(tmp, 'pages'), { recursive: true });
    const exploration = path.join(tmp, 'pages/exploration.yaml');
    const text = fs.readFileSync(exploration, 'utf8');
    expect(text).toContain('question: "Let\'s Find Out Together: {question}"');
    fs.writeFileSync(exploration, text.replace('question: "Let\'s Find Out Together: {question}"', 'question: "Let\'s Find Out Together: {qestion}"'));
    const kidLesson = path.join(tmp, 'pages/kid-lesson.yaml');
    fs.writeFileSync(kidLesson, fs.readFileSync(kidLesson, 'utf8').replace('Pick one of these with a grown-up.', 'Pick one of these with {product}.'));
    const parentLesson = path.join(tmp, 'pages/parent-lesson.yaml');
    fs.writeFileSync(parentLesson, fs.readFileSync(parentLesson, 'utf8').replace('day: Day {n}', 'day: Day {day}'));
    expect(loadContent(['pages'], tmp).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/pages\/exploration\.yaml: title\.question: unknown placeholder \{qestion\}: this text may use \{question\}$/),
      expect.stringMatching(/pages\/kid-lesson\.yaml: curiosity\.3-5: unknown placeholder \{product\}: this text takes no placeholder$/),
      expect.stringMatching(/pages\/parent-lesson\.yaml: day: unknown placeholder \{day\}: this text may use \{n\}$/),
    ]);
  });

  it('check: a placeholder in the redirect answer\'s words fails unless its text takes it', () => {
    fs.cpSync(path.join(CONTENT_DIR, 'safety'), path.join(tmp, 'safety'), { recursive: true });
    const redirect = path.join(tmp, 'safety/redirect.yaml');
    const text = fs.readFileSync(redirect, 'utf8');
    expect(text).toContain('title: Getting the Right Help');
    fs.writeFileSync(redirect, text.replace('title: Getting the Right Help', 'title: Getting the Right Help from {emergncy}'));
    expect(loadContent(['safety'], tmp).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/safety\/redirect\.yaml: parent\.title: unknown placeholder \{emergncy\}: /),
    ]);
  });

  it('check: a site the pages point to must be on the link allow-list', () => {
    fs.cpSync(path.join(CONTENT_DIR, 'pages'), path.join(tmp, 'pages'), { recursive: true });
    const links = path.join(tmp, 'pages/links.yaml');
    fs.writeFileSync(links, fs.readFileSync(links, 'utf8').replace('link: https://childmind.org/', 'link: https://childmind.example.net/'));
    const loaded = loadContent(['pages'], tmp);
    expect(loaded.problems).toEqual([]);
    expect(checkContent(loaded).map(formatProblem)).toEqual([expect.stringMatching(/pages\/links\.yaml: sites\.childMind\.link: /)]);
  });

  it('check: every copy file is there, and no other; a book safety note must carry its rule\'s message', () => {
    fs.cpSync(path.join(CONTENT_DIR, 'media'), path.join(tmp, 'media'), { recursive: true });
    fs.rmSync(path.join(tmp, 'media/tones.yaml'));
    fs.writeFileSync(path.join(tmp, 'media/tone.yaml'), 'Silly: {}\n');
    const notes = path.join(tmp, 'media/safety-notes.yaml');
    fs.writeFileSync(notes, fs.readFileSync(notes, 'utf8').replace("3-5: \"Remember: when thunder roars, go indoors!\"", '3-5: Remember to have fun in the storm.'));
    const loaded = loadContent(['media'], tmp);
    const file = (name: string) => path.relative(path.resolve(CONTENT_DIR, '..'), path.join(tmp, name));
    expect(loaded.problems.map(formatProblem)).toEqual(expect.arrayContaining([
      expect.stringMatching(new RegExp(`^${file('media/tone.yaml')}: is not one of the media files`)),
      `${file('media/tones.yaml')}: is missing (the media content needs it)`,
    ]));
    expect(checkContent(loaded).map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${file('media/safety-notes.yaml')}: thunder-go-indoors\\.3-5: the rule's message pattern .* does not recognise this note`)),
    ]);
  });

  it('writes field paths as an editor reads them', () => {
    expect(fieldOf(['quiz', 2, 'wrong'])).toBe('quiz[2].wrong');
    expect(fieldOf(['quickAnswer', '3-5'])).toBe('quickAnswer.3-5');
  });
});
