import { Router, type Response } from 'express';
import { MESSAGES, type WeeklyLessonAnswer, type WeeklyLessonCard } from '@wonderkin/shared';
import { WEEKLY_LESSONS, type WeeklyLesson } from '../weekly/lessons';
import { PAPERS, weeklyLessonFileName, weeklyLessonPdf, type Paper } from '../weekly/pdf';

// The 50 free weekly lessons (issue 8): the subscribed screen's topic cards, the lesson its modal shows, and the
// lesson's printable one-page PDF. Public and the same for everyone: fixed data, no user involved.

const BY_ID = new Map(WEEKLY_LESSONS.map((lesson) => [lesson.id, lesson]));

function card(lesson: WeeklyLesson): WeeklyLessonCard {
  return { id: lesson.id, week: lesson.week, title: lesson.title, description: lesson.description, ages: { ...lesson.ages } };
}

function answer(lesson: WeeklyLesson): WeeklyLessonAnswer {
  return {
    ...card(lesson),
    story: { title: lesson.story.title, text: lesson.story.text },
    forGrownUps: lesson.forGrownUps,
    activities: lesson.activities.map((a) => ({ title: a.title, materials: [...a.materials], steps: [...a.steps], note: a.note })),
    conversationStarters: [...lesson.conversationStarters],
    sources: lesson.sources.map((s) => ({ title: s.title, url: s.url, claim: s.claim })),
  };
}

const notFound = (res: Response) => res.status(404).json({ error: MESSAGES.weeklyLessonNotFound });

/**
 * GET /api/weekly-lessons → { lessons: cards in week order }; GET /api/weekly-lessons/:id → the whole lesson;
 * GET /api/weekly-lessons/:id/pdf[?paper=a4] → its one-page PDF (US Letter unless A4 is asked for).
 */
export function weeklyLessonRoutes(options: { productName: string }): Router {
  const router = Router();
  const cards = { lessons: WEEKLY_LESSONS.map(card) };

  router.get('/api/weekly-lessons', (_req, res) => {
    res.json(cards);
  });

  router.get('/api/weekly-lessons/:id', (req, res) => {
    const lesson = BY_ID.get(req.params.id);
    if (!lesson) return void notFound(res);
    res.json(answer(lesson));
  });

  router.get('/api/weekly-lessons/:id/pdf', async (req, res) => {
    const lesson = BY_ID.get(req.params.id);
    if (!lesson) return void notFound(res);
    const asked = (typeof req.query.paper === 'string' && req.query.paper.trim().toLowerCase()) || 'letter';
    if (!PAPERS.includes(asked as Paper)) return void res.status(400).json({ error: MESSAGES.invalidRequest });
    const pdf = await weeklyLessonPdf(lesson, { productName: options.productName, paper: asked as Paper });
    res.set({
      'Content-Type': 'application/pdf',
      'Cache-Control': 'public, max-age=86400',
      'Content-Disposition': `inline; filename="${weeklyLessonFileName(lesson, options.productName)}"`,
    });
    res.send(pdf);
  });

  return router;
}
