import type { ClassAssignment, ClassDashboard, ClassResult, ClassRoster } from '@wonderkin/shared';
import type { AnswerDoc, ClassAssignmentDoc } from '../store/records';

// The class dashboard (issue 22 §2), computed from the class's assignments and its students' first answers: per student
// and assignment, how many questions were answered and right (done: all of them), and per quiz skill the tallies.

export const toClassAssignment = (doc: ClassAssignmentDoc): ClassAssignment => ({
  assignmentId: doc.id, classId: doc.classId, hashId: doc.hashId, title: doc.title, questions: doc.questions, createdAt: doc.createdAt,
  ...(doc.studentIds ? { studentIds: doc.studentIds } : {}), ...(doc.dueOn ? { dueOn: doc.dueOn } : {}),
});

/** Whether an assignment is for this student (no list: the whole class). */
export const isFor = (doc: Pick<ClassAssignmentDoc, 'studentIds'>, studentId: string) => !doc.studentIds || doc.studentIds.includes(studentId);

/** One student's result on one assignment, from their answers on its lesson. */
export function resultOf(doc: Pick<ClassAssignmentDoc, 'hashId' | 'questions'>, answers: readonly AnswerDoc[]): ClassResult {
  const mine = answers.filter((answer) => answer.hashId === doc.hashId);
  return { answered: mine.length, correct: mine.filter((answer) => answer.correct).length, done: doc.questions > 0 && mine.length >= doc.questions };
}

/** One answer per lesson question, the earliest (a child who answered on the device and again at home counts once). */
export function firstAnswers(answers: readonly AnswerDoc[]): AnswerDoc[] {
  const first = new Map<string, AnswerDoc>();
  for (const answer of [...answers].sort((a, b) => a.at.localeCompare(b.at))) {
    const key = `${answer.hashId}:${answer.questionIndex}`;
    if (!first.has(key)) first.set(key, answer);
  }
  return [...first.values()];
}

/**
 * Days in a row (UTC calendar days) with at least one answer, counted back from today, or from yesterday when nothing is
 * answered yet today (the run is still alive until today ends); 0 once a whole day went by with none.
 */
export function streakDays(answeredAt: readonly string[], now: Date): number {
  const days = new Set(answeredAt.map((at) => at.slice(0, 10)));
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  let offset = days.has(day(0)) ? 0 : 1;
  let streak = 0;
  while (days.has(day(offset))) {
    streak += 1;
    offset += 1;
  }
  return streak;
}

export function classDashboard(
  roster: ClassRoster, assignments: readonly ClassAssignmentDoc[], answersOf: (studentId: string) => readonly AnswerDoc[], now: Date,
): ClassDashboard {
  const lessonIds = new Set(assignments.map((doc) => doc.hashId));
  return {
    classId: roster.classId,
    className: roster.name,
    assignments: assignments.map(toClassAssignment),
    students: roster.students.map((student) => {
      // Only the class's lessons count: a student's answers elsewhere are not the teacher's to see.
      const answers = answersOf(student.studentId).filter((answer) => lessonIds.has(answer.hashId));
      const skills: ClassDashboard['students'][number]['skills'] = {};
      for (const answer of answers) {
        if (!answer.skill) continue;
        const tally = (skills[answer.skill] ??= { correct: 0, answered: 0 });
        tally.answered += 1;
        if (answer.correct) tally.correct += 1;
      }
      const last = answers.map((answer) => answer.at).sort().at(-1);
      return {
        studentId: student.studentId, displayName: student.displayName, ageRange: student.ageRange,
        results: Object.fromEntries(assignments.filter((doc) => isFor(doc, student.studentId)).map((doc) => [doc.id, resultOf(doc, answers)])),
        skills, ...(last ? { lastAnsweredAt: last } : {}), streakDays: streakDays(answers.map((answer) => answer.at), now),
      };
    }),
  };
}

/** A CSV cell: quoted, quotes doubled, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The dashboard as CSV: one row per student, per assignment "right/questions" (or "not set"), then each skill's accuracy. */
export function dashboardCsv(dashboard: ClassDashboard, skills: readonly string[]): string {
  const header = ['Student', 'Age range', ...dashboard.assignments.map((doc) => doc.title), ...skills.map((skill) => `Skill: ${skill}`), 'Last answer', 'Days in a row'];
  const rows = dashboard.students.map((student) => [
    student.displayName, student.ageRange,
    ...dashboard.assignments.map((doc) => {
      const result = student.results[doc.assignmentId];
      if (!result) return 'not set';
      return result.answered === 0 ? 'not started' : `${result.correct}/${doc.questions}${result.done ? '' : ' (unfinished)'}`;
    }),
    ...skills.map((skill) => {
      const tally = student.skills[skill];
      return tally ? `${tally.correct}/${tally.answered}` : '';
    }),
    student.lastAnsweredAt ?? '',
    student.streakDays,
  ]);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
