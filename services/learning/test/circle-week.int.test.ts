import fs from 'node:fs';
import { openStore, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { circleWeekLines } from '../src/domain/circle-week';
import { createLearningRecords, type AssignmentDoc, type LearningRecords } from '../src/store/records';

// Issue 22: the parent's weekly report says what the people they let in gave the child that week and what the child
// finished ("Ana (tutor) assigned 3 questions; Sam finished 2."); the accounts mail worker renders it (mail-compose.test.ts).

describe('the circle\'s line in the weekly report', () => {
  const env = isolatedTestEnv('circle-week');
  let store: Store;
  let records: LearningRecords;
  const week = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') };
  const sam = { familyUserId: 'family_sam', childId: `child_${'5'.repeat(32)}`, name: 'Sam' };
  let count = 0;
  const assignment = (fields: Partial<AssignmentDoc>): AssignmentDoc => {
    count += 1;
    return {
      id: `asg_${String(count).padStart(32, '0')}`, userId: sam.familyUserId, childId: sam.childId, kind: 'question', text: `question ${count}`,
      byUserId: 'user_ana', byLabel: 'Ana (tutor)', createdAt: '2026-11-24T10:00:00.000Z', ...fields,
    };
  };

  beforeAll(async () => {
    store = await openStore({ service: 'learning', dataDir: env.DATA_DIR });
    records = createLearningRecords(store);
  });
  afterAll(async () => {
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('counts per person what they gave this week and what was done by its end; the family\'s own and other weeks are left out', async () => {
    for (const doc of [
      assignment({ doneAt: '2026-11-25T09:00:00.000Z' }), assignment({ doneAt: '2026-11-29T20:00:00.000Z' }), assignment({}),
      assignment({ doneAt: '2026-12-01T09:00:00.000Z' }), // done after the week: not finished in it
      assignment({ byUserId: 'user_jo', byLabel: 'Grandpa Jo (grandparent)', kind: 'review', text: undefined }),
      assignment({ byUserId: 'user_jo', byLabel: 'Grandpa Jo (grandparent)', kind: 'creation', text: 'volcanoes' }),
      assignment({ byUserId: 'family_sam', byLabel: 'Family' }), // the family's own
      assignment({ createdAt: '2026-11-20T10:00:00.000Z' }), // last week
      assignment({ childId: `child_${'6'.repeat(32)}` }), // another child
      assignment({ userId: 'family_other' }), // another family's record of this id (never happens; still not counted)
    ]) await records.assignments.insert(doc);

    const lines = await circleWeekLines(records, sam, week);
    expect(lines).toEqual(['Ana (tutor) assigned 4 questions; Sam finished 2.', 'Grandpa Jo (grandparent) assigned 2 things to do; Sam finished 0.']);

  });

  it('says nothing when nobody in the circle gave anything that week', async () => {
    expect(await circleWeekLines(records, { ...sam, childId: `child_${'7'.repeat(32)}` }, week)).toEqual([]);
  });
});
