import type { AgeRange, LessonContent, LessonMode } from '@wonderkin/shared';
import { SAFETY_COPY } from './copy';

// The frame of every safety answer (urgent, hazard, medical, sensitive, redirect): a lesson with only the parts
// that help right now. No quiz and no activities: nothing to do but get help or talk. Its words: content/safety/common.yaml.

export type Section = LessonContent['exploreSections'][number];
export type Link = LessonContent['externalLinks'][number];

/** The band of a child reader: 3-5 little, 6-8 young, 9-12 and 13+ older. */
export type Reader = 'little' | 'young' | 'older';
export const readerOf = (age: AgeRange): Reader => (age === '3-5' ? 'little' : age === '6-8' ? 'young' : 'older');

export function safetyLesson(question: string, mode: LessonMode, parts: {
  pageTitle: string;
  quickAnswer: string;
  recap: string;
  takeaways: string[];
  sections: Section[];
  links?: Link[];
  suggestions?: { title: string; description: string }[];
}): LessonContent {
  const { common } = SAFETY_COPY;
  const reader = mode === 'parent' ? 'parent' : 'kids';
  return {
    pageTitle: parts.pageTitle,
    originalQuestion: question.trim() || common.noQuestion,
    mode,
    quickAnswer: parts.quickAnswer,
    quickOverview: { questionRecap: parts.recap, keyTakeaways: parts.takeaways },
    images: [], videos: [], exploreSections: parts.sections, glossary: [], tryIt: [], analogiesMetaphors: [], realWorldExamples: [],
    engagingQuestions: [], quiz: [],
    curiosity: {
      introduction: common.curiosity[reader],
      suggestions: (parts.suggestions ?? []).map((s) => ({ title: s.title, type: common.suggestion[reader], description: s.description })),
    },
    products: [], relatedQueries: [], externalLinks: parts.links ?? [],
  };
}
