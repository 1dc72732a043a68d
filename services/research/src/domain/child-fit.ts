import { ChildProfileSchema, DIFFICULTY_LEVELS, MESSAGES, type AgeRange, type DifficultyLevel } from '@wonderkin/shared';
import { HttpError, internalCall, type Logger, type ResearchJobData } from '@wonderkin/server-kit';
import { z } from 'zod';
import { lessonModule } from '../content/lesson-module';

export interface ChildFitDeps {
  accountsUrl: string;
  learningUrl: string;
  internalToken: string | undefined;
  logger: Logger;
}

export interface ChildFit {
  ageRange: AgeRange;
  child: NonNullable<ResearchJobData['child']>;
}

const LevelAnswerSchema = z.object({ level: z.enum(DIFFICULTY_LEVELS) });

/**
 * A lesson for one child of the asking family (issue 11): the age range from the child's profile (accounts), the
 * level the child is at in the question's module (learning), and the child's interests for examples and suggestions.
 * Not the family's child (or no such child) → 404; accounts not answering → 503. The learning service not answering
 * only costs the level: the lesson is written for the age band, and the log says so.
 */
export async function fitForChild(deps: ChildFitDeps, userId: string, childId: string, question: string, requestId?: string): Promise<ChildFit> {
  const options = { token: deps.internalToken, requestId, timeoutMs: 2000 };
  let answer;
  try {
    answer = await internalCall(`${deps.accountsUrl}/internal/children/${encodeURIComponent(childId)}?userId=${encodeURIComponent(userId)}`, options);
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message, requestId }, 'accounts did not answer about a child');
    throw new HttpError(503, MESSAGES.serviceUnavailable);
  }
  if (answer.status === 404) throw new HttpError(404, MESSAGES.childNotFound);
  if (!answer.ok) throw new HttpError(503, MESSAGES.serviceUnavailable);
  const profile = ChildProfileSchema.parse(answer.body);

  let level: DifficultyLevel = 'standard';
  const module = lessonModule(question, 'kids');
  try {
    const levelAnswer = await internalCall(`${deps.learningUrl}/internal/children/${encodeURIComponent(childId)}/level?module=${encodeURIComponent(module)}`, options);
    if (levelAnswer.ok) level = LevelAnswerSchema.parse(levelAnswer.body).level;
    else deps.logger.warn({ status: levelAnswer.status, requestId }, 'learning refused the child\'s level; writing for the age band');
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message, requestId }, 'learning did not answer; writing for the age band');
  }
  return {
    ageRange: profile.ageRange,
    child: { childId, level, interests: profile.interests, supportNeeds: profile.supportNeeds },
  };
}
