import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import { childModuleLevel } from '../domain/child-progress';
import type { LearningRecords } from '../store/records';

/**
 * Service-to-service: the research service asks at which level to write a child's next lesson in a module (the
 * caller has already checked that the child belongs to the asking family), and accounts gathers a family's export.
 */
export function internalRoutes(records: LearningRecords, internalToken: string | undefined): Router {
  const router = Router();
  router.use('/internal', internalOnly(internalToken));
  router.get('/internal/children/:childId/level', async (req, res) => {
    const module = typeof req.query.module === 'string' ? req.query.module.slice(0, 60) : '';
    if (!module) throw new HttpError(400, MESSAGES.levelOverrideInvalid);
    res.json(await childModuleLevel(records, req.params.childId, module));
  });
  /** A family's learning records for its data export (accounts gathers every service's part). */
  router.get('/internal/users/:userId/export', async (req, res) => {
    const filter = { userId: req.params.userId };
    const strip = <T extends { userId: string }>(docs: T[]) => docs.map(({ userId: _userId, ...rest }) => rest);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      answers: strip(await records.answers.find(filter, { sort: { field: 'at', direction: 'asc' } })),
      reviewCards: strip(await records.cards.find(filter, { sort: { field: 'createdAt', direction: 'asc' } })),
      reviews: strip(await records.reviews.find(filter, { sort: { field: 'at', direction: 'asc' } })),
      levelChoices: strip(await records.levels.find(filter)),
      reportEmails: strip(await records.reportSends.find(filter)),
      // What the family and the people in its circle gave the children to do, and their notes (issue 22).
      assignments: strip(await records.assignments.find(filter, { sort: { field: 'createdAt', direction: 'asc' } })),
      notes: strip(await records.notes.find(filter, { sort: { field: 'createdAt', direction: 'asc' } })),
      // An educator's class work (issue 22 §2): the lessons assigned to their classes (their students' answers are above).
      classAssignments: strip(await records.classAssignments.find(filter, { sort: { field: 'createdAt', direction: 'asc' } })),
    });
  });
  return router;
}
