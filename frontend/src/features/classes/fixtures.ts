import type { ClassAssignment, ClassDashboard, ClassDetail, ClassStudent, ClassSummary, StudentWork } from '@wonderkin/shared';

// Test data of educators' classes (ids have the server's shape); used by the feature's tests only.

export const CLASS_ID = 'class_0123456789abcdef0123456789abcdef';
export const MIA = 'stu_0123456789abcdef0123456789abcdef';
export const LEO = 'stu_11111111111111111111111111111111';
export const AVA = 'stu_22222222222222222222222222222222';
export const VOLCANOES = 'casg_0123456789abcdef0123456789abcdef';
export const SKY = 'casg_fedcba9876543210fedcba9876543210';
export const CODE = 'HKR7QX';

export function studentFixture(overrides: Partial<ClassStudent> = {}): ClassStudent {
  return { studentId: MIA, displayName: 'Mia', ageRange: '6-8', pictures: ['cat', 'sun', 'boat'], addedAt: '2026-09-01T09:00:00.000Z', ...overrides };
}

export function classSummaryFixture(overrides: Partial<ClassSummary> = {}): ClassSummary {
  return { classId: CLASS_ID, name: 'Year 2 Robins', ageRange: '6-8', code: CODE, studentCount: 3, createdAt: '2026-09-01T08:00:00.000Z', ...overrides };
}

export function classFixture(overrides: Partial<ClassDetail> = {}): ClassDetail {
  const students = overrides.students ?? [
    studentFixture(),
    studentFixture({ studentId: LEO, displayName: 'Leo', pictures: ['dog', 'dog', 'star'], addedAt: '2026-09-01T09:00:00.001Z' }),
    studentFixture({ studentId: AVA, displayName: 'Ava', ageRange: '9-12', pictures: ['moon', 'tree', 'apple'], addedAt: '2026-09-01T09:00:00.002Z' }),
  ];
  return { ...classSummaryFixture({ studentCount: students.length }), students, ...overrides };
}

export function assignmentFixture(overrides: Partial<ClassAssignment> = {}): ClassAssignment {
  return {
    assignmentId: VOLCANOES, classId: CLASS_ID, hashId: 'abc123', title: 'Why do volcanoes erupt?', questions: 2,
    dueOn: '2026-12-10', createdAt: '2026-12-01T10:00:00.000Z', ...overrides,
  };
}

/**
 * Volcanoes (2 questions) for the whole class: Mia done with both right, Ava one answered, Leo not started.
 * The sky (3 questions) only for Mia, not started.
 */
export function dashboardFixture(): ClassDashboard {
  const volcanoes = assignmentFixture();
  const sky = assignmentFixture({ assignmentId: SKY, hashId: 'def456', title: 'Why is the sky blue?', questions: 3, studentIds: [MIA], dueOn: undefined });
  return {
    classId: CLASS_ID,
    className: 'Year 2 Robins',
    assignments: [volcanoes, sky],
    students: [
      {
        studentId: MIA, displayName: 'Mia', ageRange: '6-8',
        results: { [VOLCANOES]: { answered: 2, correct: 2, done: true }, [SKY]: { answered: 0, correct: 0, done: false } },
        skills: { recall: { correct: 1, answered: 1 }, 'cause-effect': { correct: 1, answered: 1 } }, streakDays: 3,
      },
      { studentId: LEO, displayName: 'Leo', ageRange: '6-8', results: { [VOLCANOES]: { answered: 0, correct: 0, done: false } }, skills: {}, streakDays: 0 },
      {
        studentId: AVA, displayName: 'Ava', ageRange: '9-12',
        results: { [VOLCANOES]: { answered: 1, correct: 0, done: false } },
        skills: { recall: { correct: 0, answered: 1 } }, streakDays: 1,
      },
    ],
  };
}

export function studentWorkFixture(): StudentWork {
  return {
    student: { studentId: MIA, displayName: 'Mia', ageRange: '6-8', classId: CLASS_ID, className: 'Year 2 Robins' },
    assignments: [
      { ...assignmentFixture(), result: { answered: 2, correct: 1, done: true } },
      { ...assignmentFixture({ assignmentId: SKY, hashId: 'def456', title: 'Why is the sky blue?', questions: 3, dueOn: undefined }), result: { answered: 1, correct: 1, done: false } },
    ],
  };
}

/** The JSON body a request was sent with. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
