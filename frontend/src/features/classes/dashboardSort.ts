import type { ClassAssignment, ClassDashboard, ClassResult } from '@wonderkin/shared';

export type DashboardStudent = ClassDashboard['students'][number];
export type SortDirection = 'ascending' | 'descending';

/** The column the table is sorted by: the students' names, or one assignment's results. */
export interface DashboardSort {
  /** 'name', or an assignment's id. */
  column: string;
  direction: SortDirection;
}

export const BY_NAME: DashboardSort = { column: 'name', direction: 'ascending' };

/**
 * How far a student got on an assignment, as one number to sort by: not theirs below everything, then not started,
 * then the share answered so far, then done (by the share right).
 */
export function resultRank(result: ClassResult | undefined, questions: number): number {
  if (!result) return -1;
  const total = Math.max(questions, 1);
  if (result.done) return 1 + result.correct / total;
  return result.answered / total;
}

const byName = (a: DashboardStudent, b: DashboardStudent) => a.displayName.localeCompare(b.displayName, undefined, { sensitivity: 'base' });

/** The rows in the order of `sort`; equal results keep the names' order. */
export function sortStudents(students: readonly DashboardStudent[], assignments: readonly ClassAssignment[], sort: DashboardSort): DashboardStudent[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const assignment = assignments.find((each) => each.assignmentId === sort.column);
  return [...students].sort((a, b) => {
    if (!assignment) return sign * byName(a, b);
    const rank = (student: DashboardStudent) => resultRank(student.results[assignment.assignmentId], assignment.questions);
    return sign * (rank(a) - rank(b)) || byName(a, b);
  });
}

/** A click on a column's header: the same column turns around, another one starts ascending. */
export function nextSort(current: DashboardSort, column: string): DashboardSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
