// One topic of the offline creation content pack. The packs are data (content/packs/<key>.yaml, issue 21): their
// types come from the zod schema every file is validated with (@wonderkin/shared/content); a pack's `match` and
// `subtopics` patterns are RegExps once loaded (index.ts).

export type { PackChapter, PackPage, PackQuizQuestion as QuizQuestion, TopicPack } from '@wonderkin/shared/content';
