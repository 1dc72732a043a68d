import type { AgeRange } from '@wonderkin/shared';
import { useMutation } from '@tanstack/react-query';
import { postResearch } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface ResearchQuestion {
  /** The trimmed question (may be empty when an image is sent). */
  question: string;
  ageRange: AgeRange;
  image: File | null;
  userId: string | undefined;
  skip: boolean;
  /** A child of the signed-in family (issue 11): the lesson is made for them (the server takes the age from the profile). */
  childId?: string;
}

/** POST /api/research as the multipart form the service reads → 202 { slug, jobId }. */
export function askQuestion({ question, ageRange, image, userId, skip, childId }: ResearchQuestion) {
  const form = new FormData();
  form.set('question', question);
  form.set('ageRange', ageRange);
  if (image) form.set('image', image, image.name);
  if (userId) form.set('userId', userId);
  if (childId) form.set('childId', childId);
  return postResearch(form, skip);
}

export function usePostResearch({ mutationConfig }: { mutationConfig?: MutationConfig<typeof askQuestion> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: askQuestion });
}
