import type { AgeRange, ChildRole } from '@wonderkin/shared';

/**
 * Who reads a child's progress pages, when the router knows it (issue 22): the family, or someone it let in. Someone in
 * the circle is not in the family's children list, so the page takes the child's first name and age range from here,
 * leads back to the children shared with them, and offers a viewer nothing the learning service would refuse.
 */
export interface ProgressReader {
  role: ChildRole;
  firstName?: string;
  ageRange?: AgeRange;
}

/** Where "back" goes: the family's account page, or the page of children shared with the reader. */
export const backLinkOf = (reader: ProgressReader | undefined) =>
  (reader && reader.role !== 'parent' ? { to: '/shared', label: 'Back to the children shared with you' } : { to: '/account', label: 'Back to my account' });
