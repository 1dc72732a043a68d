import { useCallback } from 'react';
import { useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { usePostAnswer } from './api/post-answer';

/** What a lesson's quiz calls with each question's first answer (the lesson feature's QuizAnswerListener). */
export type StudentAnswerListener = (questionIndex: number, optionIndex: number) => void;

/**
 * Records a class student's quiz answers for one assignment: the router gives this to the lesson's quiz, which marks
 * the answer at once either way; a failure to record is said in words.
 */
export function useStudentAnswerListener(assignmentId: string): StudentAnswerListener {
  const { mutate } = usePostAnswer();
  const toast = useToast();
  return useCallback((questionIndex, optionIndex) => {
    mutate({ assignmentId, questionIndex, optionIndex }, {
      onError: (failure) => toast.error(errorMessage(failure, 'We could not save this answer. Tell your teacher.')),
    });
  }, [assignmentId, mutate, toast]);
}
