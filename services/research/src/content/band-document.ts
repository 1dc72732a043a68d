import type { AgeRange, LessonContent } from '@wonderkin/shared';
import type { BandDocument } from '@wonderkin/shared/content';

// A lesson as the safety rules read it (@wonderkin/shared/content): what the reader of one band sees first
// (quick answer, takeaways, the first two sections), everything else they see, and the activities.
// Wrong quiz options are left out: they are misconceptions on purpose.

const activityText = (a: LessonContent['tryIt'][number]) => [a.title, a.description, ...a.steps, a.note].join('\n');

export function lessonBandDocument(lesson: LessonContent, band: AgeRange): BandDocument {
  const sections = lesson.exploreSections;
  const leading = [lesson.quickAnswer, ...lesson.quickOverview.keyTakeaways, ...sections.slice(0, 2).map((s) => s.content)];
  const body = [
    ...sections.slice(0, 2).map((s) => s.funFact.text),
    ...sections.slice(2).flatMap((s) => [s.content, s.funFact.text]),
    ...lesson.glossary.map((g) => g.definition),
    ...lesson.analogiesMetaphors.map((a) => a.content),
    ...lesson.realWorldExamples.map((r) => r.content),
    ...lesson.engagingQuestions.flatMap((q) => [q.question, q.context]),
    ...lesson.quiz.flatMap((q) => [q.question, ...q.options.filter((o) => o.correct).map((o) => o.text)]),
    lesson.curiosity.introduction,
    ...lesson.curiosity.suggestions.map((s) => s.description),
  ];
  if (lesson.mode === 'parent') {
    body.push(
      lesson.developmentalContext?.ageStage ?? '', lesson.developmentalContext?.brainBehavior ?? '',
      ...(lesson.evidenceBasedStrategies?.topApproaches ?? []).flatMap((a) => [a.rationale, a.howTo]),
      ...(lesson.actionPlan?.dailyMicroTasks ?? []).map((t) => t.task), lesson.actionPlan?.sampleScript ?? '',
      ...(lesson.troubleshooting?.ifThisHappens ?? []).map((t) => t.solution), ...(lesson.troubleshooting?.commonPitfalls ?? []),
      lesson.expertVoices?.pediatricianTip ?? '', lesson.expertVoices?.psychologistInsight ?? '',
    );
  }
  return { band, leading, body: body.filter(Boolean), activities: lesson.tryIt.map(activityText) };
}

/** Every text a band sees, for reading-level and quiz-support checks. */
export function bandVisibleText(lesson: LessonContent): string {
  const doc = lessonBandDocument(lesson, '6-8');
  return [...doc.leading, ...doc.body, ...lesson.exploreSections.map((s) => s.title), ...lesson.glossary.map((g) => g.term)].join('\n');
}
