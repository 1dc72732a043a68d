import { AGE_BANDS } from '@wonderkin/shared';
import { SAFETY_RULES, type MediaCopy, type PagesCopy, type SafetyCopy } from '@wonderkin/shared/content';
import { linkProblem } from './check-text';
import type { Loaded, Problem } from './load';

// `content check` for the copy kinds, beyond their schemas (which already refuse an unknown placeholder): the safety
// answers' and the pages' links on the allow-list, and each book safety note a note of a real rule that the rule recognises.

function safetyProblems(files: NonNullable<Loaded['copies']['safety']>['files']): Problem[] {
  const problems: Problem[] = [];
  const links = (name: 'medical' | 'sensitive') => {
    const file = files[name];
    if (!file) return;
    (file.data as unknown as SafetyCopy[typeof name]).parent.links.forEach((link, i) => {
      const problem = linkProblem(link.link);
      if (problem) problems.push({ file: file.file, field: `parent.links[${i}].link`, message: problem });
    });
  };
  links('medical');
  links('sensitive');
  return problems;
}

function pagesProblems(files: NonNullable<Loaded['copies']['pages']>['files']): Problem[] {
  const file = files.links;
  if (!file) return [];
  return Object.entries((file.data as unknown as PagesCopy['links']).sites).flatMap(([key, site]) => {
    const problem = linkProblem(site.link);
    return problem ? [{ file: file.file, field: `sites.${key}.link`, message: problem }] : [];
  });
}

function mediaProblems(files: NonNullable<Loaded['copies']['media']>['files']): Problem[] {
  const file = files.safetyNotes;
  if (!file) return [];
  const problems: Problem[] = [];
  for (const [id, notes] of Object.entries(file.data as MediaCopy['safetyNotes'])) {
    const when = SAFETY_RULES.find((rule) => rule.id === id)?.whenMentioned;
    if (!when) {
      problems.push({ file: file.file, field: id, message: 'is not a safety rule with a message to carry (shared/src/content/safety-rules.ts: an id with whenMentioned)' });
      continue;
    }
    // The note is added where the rule's subject comes up without its message: it must carry the message itself.
    for (const band of AGE_BANDS) {
      if (!when.message.test(notes[band])) problems.push({ file: file.file, field: `${id}.${band}`, message: `the rule's message pattern (${when.message}) does not recognise this note` });
    }
  }
  return problems;
}

export function copyProblems(loaded: Loaded): Problem[] {
  return [
    ...(loaded.copies.safety ? safetyProblems(loaded.copies.safety.files) : []),
    ...(loaded.copies.media ? mediaProblems(loaded.copies.media.files) : []),
    ...(loaded.copies.pages ? pagesProblems(loaded.copies.pages.files) : []),
  ];
}
