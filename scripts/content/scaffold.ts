import fs from 'node:fs';
import path from 'node:path';
import { LEARNING_MODULES } from '@wonderkin/shared';
import { ContentIdSchema } from '@wonderkin/shared/content';
import { CONTENT_DIR, INDEX_FILE, moduleSlug } from './kinds';
import { toYaml } from './yaml-format';

// `content new kids <module> <id>`: a new kids' entry with every field to write marked TODO (the build refuses an
// entry that still says TODO), listed at the end of the library's index.

const todo = (what: string) => `TODO: ${what}`;

export function scaffoldKidEntry(moduleArg: string, id: string, contentDir = CONTENT_DIR, today = new Date().toISOString().slice(0, 10)): string {
  const module = LEARNING_MODULES.find((m) => m === moduleArg || moduleSlug(m) === moduleSlug(moduleArg));
  if (!module) throw new Error(`unknown module "${moduleArg}": one of ${LEARNING_MODULES.map(moduleSlug).join(', ')}`);
  if (!ContentIdSchema.safeParse(id).success) throw new Error(`"${id}" is not an id: lower-case words joined by hyphens ("sky-blue")`);
  const dir = path.join(contentDir, 'kids');
  const file = path.join(dir, moduleSlug(module), `${id}.yaml`);
  if (fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} exists already`);
  const indexFile = path.join(dir, INDEX_FILE);
  const index = fs.readFileSync(indexFile, 'utf8');
  if (new RegExp(`^- ${id}$`, 'm').test(index)) throw new Error(`${id} is already listed in content/kids/${INDEX_FILE}`);

  const section = (n: number) => ({
    title: todo(`section ${n} heading`),
    little: todo('3-5 text, written for preschoolers (not cut from 6-8): short sentences, everyday words'),
    young: todo('6-8 text'),
    older: todo('9-12 and 13+ text'),
    funFact: { title: todo('fun fact title'), text: todo('fun fact, sourced') },
  });
  const entry = {
    id,
    module,
    question: todo('the question as a child asks it?'),
    title: todo('Page Title'),
    blurb: todo('one line for "explore next" suggestions'),
    triggers: [[todo('a word every question about this has')]],
    quickAnswer: { '3-5': todo('quick answer for 3-5'), '6-8': todo('for 6-8'), '9-12': todo('for 9-12'), '13+': todo('for 13+, with the correct terms') },
    takeaways: { little: [todo('3-5 takeaway'), todo('another')], young: [todo('6-8 takeaway'), todo('another')], older: [todo('9-12 and 13+ takeaway'), todo('another')] },
    sections: [section(1), section(2)],
    deeper: { title: todo('13+ section heading'), content: todo('13+ text with the proper terms'), funFact: { title: todo('fun fact title'), text: todo('fun fact') } },
    glossary: [{ term: todo('Term'), say: todo('SAY-it'), definition: todo('definition') }, { term: todo('Term'), say: todo('SAY-it'), definition: todo('definition') }],
    tryIt: [{ title: todo('activity'), description: todo('one line'), steps: [todo('step 1'), todo('step 2'), todo('step 3')], note: todo('a grown-up\'s part, safe household things only') }],
    analogies: [{ title: todo('analogy'), content: todo('it is like…') }],
    realWorld: [{ title: todo('where we see it'), content: todo('example') }],
    engaging: [{ question: todo('a question to think about'), context: todo('a hint') }],
    quiz: [1, 2].map(() => ({
      question: todo('question'), right: todo('the right answer'), wrong: [todo('a real misconception'), todo('another')],
      skill: 'recall', support: [todo('words of the lesson that answer it, quoted exactly')],
    })),
    sources: [{ claim: todo('the claim, with every number, date and name it backs'), title: todo('Publisher: page title'), url: 'https://TODO', read: today, authority: 'reference' }],
    related: [],
    links: [],
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, toYaml(entry, { header: 'Write every TODO (CONTENT.md), add 5+ phrasings to services/research/library-eval/dev-set.jsonl and its everyday\nwords to services/research/src/content/match-profiles.ts, then: npm run content -- check' }));
  fs.writeFileSync(indexFile, `${index.replace(/\n*$/, '\n')}- ${id}\n`);
  return file;
}
