import { QUIZ_SKILLS, SKILL_LABELS, type ClassDashboard, type QuizSkill } from '@wonderkin/shared';
import { COLORS, openPageFlow, type Paper } from './page-flow';
import { printStyleFor } from './print-style';

// The class report (issue 22 §2): the dashboard on paper for a teacher's file or a parents' evening. The class, each
// assignment with how many of its students finished it and their average, each student's work and quiz skills, and the
// class's skills. Only what the dashboard shows: first names or initials, never anything of a family.

export interface ClassReportInput {
  dashboard: ClassDashboard;
  productName: string;
  /** "29 Nov 2026". */
  dateLabel: string;
  paper?: Paper;
}

const percent = (correct: number, answered: number) => (answered ? `${Math.round((correct / answered) * 100)} %` : '–');

export function renderClassReportPdf({ dashboard, productName, dateLabel, paper = 'letter' }: ClassReportInput): Promise<Buffer> {
  const flow = openPageFlow(printStyleFor([]), paper, { title: `${dashboard.className}: class report, ${dateLabel}`, author: productName });
  flow.paragraph(`${productName} \u00b7 Class report`, { color: COLORS.accent, bold: true });
  flow.heading(`${dashboard.className}: ${dateLabel}`, 1);
  const students = dashboard.students;
  flow.paragraph(`${students.length} ${students.length === 1 ? 'student' : 'students'}, ${dashboard.assignments.length} ${dashboard.assignments.length === 1 ? 'assignment' : 'assignments'}.`, { quiet: true });

  flow.heading('Assignments');
  if (!dashboard.assignments.length) flow.paragraph('No lessons have been assigned yet.');
  flow.bullets(dashboard.assignments.map((assignment) => {
    const results = students.flatMap((student) => (student.results[assignment.assignmentId] ? [student.results[assignment.assignmentId]] : []));
    const done = results.filter((result) => result.done).length;
    const answered = results.reduce((sum, result) => sum + result.answered, 0);
    const correct = results.reduce((sum, result) => sum + result.correct, 0);
    const due = assignment.dueOn ? `, due ${assignment.dueOn}` : '';
    return `${assignment.title}${due}: finished by ${done} of ${results.length}; ${percent(correct, answered)} right of what was answered.`;
  }));

  flow.heading('Students');
  if (!students.length) flow.paragraph('No students are on the roster yet.');
  for (const student of students) {
    const mine = Object.entries(student.results);
    const done = mine.filter(([, result]) => result.done).length;
    const answered = mine.reduce((sum, [, result]) => sum + result.answered, 0);
    const correct = mine.reduce((sum, [, result]) => sum + result.correct, 0);
    const skills = QUIZ_SKILLS.flatMap((skill) => {
      const tally = student.skills[skill];
      return tally?.answered ? [`${SKILL_LABELS[skill]} ${tally.correct}/${tally.answered}`] : [];
    });
    flow.keepRoom(flow.style.body * 6);
    flow.paragraph(`${student.displayName} (${student.ageRange})`, { bold: true });
    const streak = student.streakDays > 1 ? ` ${student.streakDays} days in a row.` : '';
    flow.paragraph(`Finished ${done} of ${mine.length} assigned; ${percent(correct, answered)} right.${student.lastAnsweredAt ? ` Last answer ${student.lastAnsweredAt.slice(0, 10)}.${streak}` : ' No answers yet.'}`);
    if (skills.length) flow.paragraph(`Quiz skills: ${skills.join('; ')}.`, { quiet: true });
    flow.gap(flow.style.body * 0.4);
  }

  const classSkills = QUIZ_SKILLS.map((skill: QuizSkill) => {
    const tallies = students.map((student) => student.skills[skill]).filter(Boolean);
    return { skill, answered: tallies.reduce((sum, tally) => sum + tally!.answered, 0), correct: tallies.reduce((sum, tally) => sum + tally!.correct, 0) };
  }).filter((tally) => tally.answered > 0);
  flow.heading('The class\'s quiz skills');
  if (!classSkills.length) flow.paragraph('No quiz answers yet.');
  flow.bullets(classSkills.map((tally) => `${SKILL_LABELS[tally.skill]}: ${tally.correct} of ${tally.answered} right (${percent(tally.correct, tally.answered)}).`));
  return flow.finish();
}
