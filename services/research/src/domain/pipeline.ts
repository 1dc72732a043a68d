import { fittedFor } from './fitted-for';
import fs from 'node:fs';
import { RESEARCH_STAGES, ResearchResultSchema, type JobProgress, type LessonContent, type ResearchResult, type ResearchStage } from '@wonderkin/shared';
import { type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import type { Logger } from '@wonderkin/server-kit';
import { UnrecoverableError } from 'bullmq';
import type { GeneratedLesson, GenerateInput, LessonGenerator } from '../generators/types';
import type { Moderation } from '../safety/moderation';
import { lessonStrings } from '../safety/screen';
import { buildRuleLesson } from '../safety/answers/rule';
import { isParentQuestion } from '../content/parent-signal';
import { isUrgentCategory } from '../safety/redirect';
import { ruleNote } from '../safety/safety-rules';
import type { SafetyScreen } from '../safety/types';
import type { ResearchRepositories } from '../store';
import { lessonModule } from '../content/lesson-module';
import { lessonIllustrations } from '../pictures/lesson-illustrations';
import { addActivities } from './activities';
import { filterKidFriendly, keepSafeLinks } from './kid-filter';
import { lessonReadability } from './readability';
import type { LessonLibrary } from './lesson-library';
import type { Enrichment } from '../enrichment';
import { removeUpload, resolveUpload } from './uploads';
import { createWritingProgress, type StreamedProgress } from './writing-progress';

export interface PipelineDeps {
  generator: LessonGenerator;
  safety: SafetyScreen;
  repos: ResearchRepositories;
  dataDir: string;
  logger: Logger;
  /** Provider lessons kept for reuse (LESSON_LIBRARY_DAYS); absent: every ask goes to the generator. */
  library?: LessonLibrary;
  /** Web pictures, videos, books and links (enrichment/); absent or with no provider configured: none are added. */
  enrichment?: Enrichment;
  /** PRODUCT_NAME, credited under our illustrations; default DEFAULT_PRODUCT_NAME. */
  productName?: string;
  /**
   * The provider's moderation (safety/moderation.ts), after the safety screen: questions, lessons and the parts of a
   * streamed lesson before they are shown. Absent: off.
   */
  moderation?: Moderation;
}

/** Where progress goes: a BullMQ job (job.updateProgress) or anything with the same method. */
export interface ProgressSink {
  /** A streamed lesson's updates also carry the lesson written so far (`partial`, relayed as job:partial). */
  updateProgress(progress: JobProgress | StreamedProgress): Promise<unknown>;
}

interface Draft {
  content: LessonContent;
  source: ResearchResult['source'];
  exploration: boolean;
  safety: ResearchResult['safety'];
  notice?: string;
  /** The safety answer's category, when the screen answered instead of a lesson. */
  category?: string;
  /** The child's level the generator really wrote at (GeneratedLesson.fittedLevel). */
  fittedLevel?: 'simpler' | 'richer';
}

function stageOf(stage: ResearchStage): JobProgress {
  const found = RESEARCH_STAGES.find((entry) => entry.stage === stage);
  if (!found) throw new Error(`unknown research stage ${stage}`);
  return { progress: found.progress, stage: found.stage, message: found.message };
}

/** The kind answer instead of a lesson: the safety screen's words, nothing generated. */
function redirected(deps: PipelineDeps, data: ResearchJobData, category: string): Draft {
  return {
    content: deps.safety.redirectLesson(data.question, data.ageRange, category),
    source: 'offline',
    exploration: false,
    safety: 'redirected',
    category,
  };
}

/** An urgent answer (an emergency, self-harm, abuse) shows the emergency number first, as a call button. */
function callNowFor(deps: PipelineDeps, draft: Draft): ResearchResult['callNow'] {
  if (!isUrgentCategory(draft.category)) return undefined;
  return { number: deps.safety.emergencyNumber, label: `Call ${deps.safety.emergencyNumber} now` };
}

/**
 * A question nothing was answered for that a visitor pays for: the exploration page (the library cannot answer it yet)
 * or an urgent safety answer (an emergency is never what uses up a free question). Its ask does not count (issue 19).
 */
function isFreeAnswer(lesson: Pick<ResearchResult, 'exploration' | 'callNow'>): boolean {
  return lesson.exploration || lesson.callNow !== undefined;
}

function imageFor(data: ResearchJobData, dataDir: string, logger: Logger) {
  if (!data.image) return undefined;
  const file = resolveUpload(dataDir, data.image.file);
  if (!fs.existsSync(file)) {
    logger.warn({ researchId: data.researchId }, 'uploaded image is gone; generating from the question alone');
    return undefined;
  }
  return { path: file, mimeType: data.image.mimeType, originalName: data.image.originalName };
}

/** Removes a lesson stored for an ask that no longer exists (its user was deleted meanwhile), and the upload. */
async function dropOrphan(data: ResearchJobData, deps: PipelineDeps): Promise<never> {
  await deps.repos.lessons.remove(data.researchId);
  await removeUpload(deps.dataDir, data.image?.file).catch(() => undefined);
  throw new UnrecoverableError('The ask of this research job no longer exists.');
}

/**
 * One research job, in the spec's stages; each progress report is sent when that stage's work is done.
 * 20 researching: safety screen of the question, then the provider's moderation of it (when on), then the generator
 *    writes the lesson (a streaming provider's writing steps move the bar from 0 towards 20 and carry the lesson so
 *    far, each part shown once it passed the screen and the moderation: writing-progress.ts).
 * 40 filtering: safety screen of the lesson, then the moderation of every string of it, age fit, safe links, video
 *    descriptions ≤ 120 characters. A question or lesson flagged by either gets the screen's kind answer instead.
 * 60 assembling: the ResearchResult with its bookkeeping, validated against the shared schema.
 * 80 activities: quiz sanity (exactly one correct option each), try-it and engaging questions present.
 * 100 final touches: stored once (a retried job never stores twice), ask completed; then the upload is deleted.
 */
export async function runResearchJob(data: ResearchJobData, sink: ProgressSink, deps: PipelineDeps): Promise<ResearchJobResult> {
  const { repos, logger } = deps;
  const moderation = deps.moderation?.active ? deps.moderation : undefined;
  const done: ResearchJobResult = { researchId: data.researchId, slug: data.slug };

  // A retry of a job whose lesson was already stored (e.g. the worker died right after storing): only finish up.
  const storedBefore = await repos.lessons.get(data.researchId);
  if (storedBefore) {
    const free = isFreeAnswer(storedBefore);
    if (!(await repos.asks.markCompleted(data.researchId, { free }))) return dropOrphan(data, deps);
    await sink.updateProgress(stageOf('final-touches'));
    await removeUpload(deps.dataDir, data.image?.file);
    return { ...done, free };
  }
  const ask = await repos.asks.get(data.researchId);
  if (!ask) throw new UnrecoverableError('The ask of this research job no longer exists.');

  // 20 — researching
  let draft: Draft;
  let fresh: { input: GenerateInput; generated: GeneratedLesson } | undefined;
  // The screen's whole decision: which answer the question needs, and the safety rules it touches (stated first on
  // whatever it gets, from every generator).
  const route = deps.safety.route(data.question);
  const questionVerdict = route.category ? { safe: false as const, category: route.category } : { safe: true as const };
  // Asked only about a question the screen let through; a failed call keeps the screen's verdict (safety/moderation.ts).
  const questionModeration = questionVerdict.safe && moderation ? await moderation.moderate([data.question]) : { flagged: false as const };
  if (!questionVerdict.safe) {
    logger.info({ researchId: data.researchId, category: questionVerdict.category, by: route.by, cue: route.cue?.cue }, 'question redirected by the safety screen');
    draft = redirected(deps, data, questionVerdict.category);
  } else if (questionModeration.flagged) {
    logger.info({ researchId: data.researchId, category: questionModeration.category, flags: questionModeration.flags }, 'question redirected by the moderation');
    draft = redirected(deps, data, questionModeration.category);
  } else {
    const input: GenerateInput = {
      question: data.question, ageRange: data.ageRange, image: imageFor(data, deps.dataDir, logger), ...(data.child ? { child: data.child } : {}),
    };
    // The same question asked before for this age range: the kept provider lesson, no new provider call. A lesson made
    // for one child (their level and interests) is neither taken from the library nor kept in it.
    const reusable = !data.image && !data.child;
    const kept = reusable ? await deps.library?.find(input, deps.generator.source) ?? null : null;
    // A streaming provider's progress follows what it has written, between 0 and 20 (domain/writing-progress.ts).
    const writing = createWritingProgress(sink, {
      safety: deps.safety, moderation, ageRange: data.ageRange, logger, researchId: data.researchId,
    });
    const generated = kept ?? await deps.generator.generate({ ...input, onProgress: writing.report });
    await writing.settled();
    if (!kept && reusable) fresh = { input, generated };
    draft = { content: generated.content, source: deps.generator.source, exploration: generated.exploration, safety: 'ok', notice: generated.notice, fittedLevel: generated.fittedLevel };
    // A safety-rule question the library has no lesson for: the rule answers it, not the "let's find out" page.
    if (generated.exploration && route.rules.length && !data.image) {
      draft = { content: buildRuleLesson(data.question, data.ageRange, route.rules, isParentQuestion(data.question)), source: 'offline', exploration: false, safety: 'redirected', category: 'rule' };
    }
  }
  await sink.updateProgress(stageOf('researching'));

  // 40 — filtering kid-friendly content
  if (draft.safety === 'ok') {
    const lessonVerdict = deps.safety.screenLesson(draft.content);
    // Every string the screen read, moderated once the screen passed them; a flagged lesson is neither stored nor kept.
    const lessonModeration = lessonVerdict.safe && moderation ? await moderation.moderate(lessonStrings(draft.content)) : { flagged: false as const };
    if (!lessonVerdict.safe) {
      logger.warn({ researchId: data.researchId, category: lessonVerdict.category }, 'generated lesson failed the safety screen');
      draft = redirected(deps, data, lessonVerdict.category);
    } else if (lessonModeration.flagged) {
      logger.warn({ researchId: data.researchId, category: lessonModeration.category, flags: lessonModeration.flags }, 'generated lesson flagged by the moderation');
      draft = redirected(deps, data, lessonModeration.category);
    } else {
      draft = { ...draft, content: filterKidFriendly(draft.content, data.ageRange) };
    }
  }
  draft = { ...draft, content: keepSafeLinks(draft.content) };
  await sink.updateProgress(stageOf('filtering'));

  // Between 40 and 60: pictures, videos, books and links from the web for a lesson that passed the screen. Bounded by
  // WEB_PROVIDER_TIMEOUT_MS, never fails the job; the enrichment applies the kid filter to what it adds.
  if (draft.safety === 'ok' && deps.enrichment?.active) {
    draft = { ...draft, content: await deps.enrichment.enrich(draft.content, { question: data.question, ageRange: data.ageRange }) };
  }

  // 60 — assembling the lesson
  const callNow = callNowFor(deps, draft);
  let lesson: ResearchResult = ResearchResultSchema.parse({
    ...draft.content,
    originalQuestion: data.question,
    id: data.researchId,
    slug: data.slug,
    ageRange: data.ageRange,
    createdAt: new Date().toISOString(),
    source: draft.source,
    exploration: draft.exploration,
    safety: draft.safety,
    module: lessonModule(data.question, draft.safety === 'ok' ? draft.content.mode : 'parent'),
    // Made for the child: what was really changed, measured on the lesson itself (a safety answer changes nothing).
    ...(data.child ? { childId: data.child.childId } : {}),
    ...(data.child && draft.safety === 'ok' ? { fittedFor: fittedFor(draft.content, data.child, draft.fittedLevel) } : {}),
    ...(draft.notice ? { notice: draft.notice } : {}),
    // Measured on the text as filtered for the band; the grown-up sees it as the page's reading-level badge.
    readability: lessonReadability(draft.content, data.ageRange),
    ...(route.rules.length ? { safetyRules: route.rules.map((rule) => ruleNote(rule, draft.content.mode === 'parent' ? 'parent' : data.ageRange)) } : {}),
    ...(callNow ? { callNow } : {}),
  });
  // Our own pictures first, on every lesson (offline, provider or exploration; none beside a safety answer), then
  // any the web gave; one the lesson already had (a kept provider lesson) is not shown twice.
  const illustrations = lessonIllustrations(lesson, deps.productName);
  lesson = { ...lesson, images: [...illustrations, ...lesson.images.filter((image) => !illustrations.some((own) => own.link === image.link))] };
  await sink.updateProgress(stageOf('assembling'));

  // 80 — adding activities
  if (lesson.safety === 'ok') lesson = ResearchResultSchema.parse({ ...lesson, ...addActivities(lesson) });
  await sink.updateProgress(stageOf('activities'));

  // 100 — final touches: stored exactly once, then the ask is completed and the upload removed.
  const stored = await repos.lessons.storeOnce(lesson);
  if (!stored) logger.info({ researchId: data.researchId }, 'lesson already stored by an earlier attempt');
  // Only a lesson that passed the safety screen and the moderation is kept for the next identical ask; keeping it is never worth a failed job.
  if (fresh && lesson.safety === 'ok') {
    await deps.library?.keep(fresh.input, fresh.generated, deps.generator.source).catch((error: unknown) => {
      logger.warn({ err: error, researchId: data.researchId }, 'could not keep the lesson in the library');
    });
  }
  // The ask is gone when its owner deleted their account while the lesson was being made: nothing of it may stay.
  const free = isFreeAnswer(lesson);
  if (!(await repos.asks.markCompleted(data.researchId, { free }))) return dropOrphan(data, deps);
  await sink.updateProgress(stageOf('final-touches'));
  await removeUpload(deps.dataDir, data.image?.file).catch((error: unknown) => {
    logger.warn({ err: error, researchId: data.researchId }, 'could not delete the uploaded image');
  });
  return { ...done, free };
}
