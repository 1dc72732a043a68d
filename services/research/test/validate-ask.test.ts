import { IMAGE_MAX_BYTES, MESSAGES } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';
import { validateAskInput } from '../src/domain/validate-ask';

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const png = { originalname: 'leaf.png', mimetype: 'image/png', size: 1234 };

describe('POST /api/research validation (spec §5)', () => {
  it('accepts a question and an age range, trimming the question', () => {
    expect(validateAskInput({ question: '  Why do cats purr? ', ageRange: '3-5' })).toEqual({ question: 'Why do cats purr?', ageRange: '3-5', userId: undefined });
    expect(validateAskInput({ question: 'q', ageRange: '13+', userId: ' u1 ' }).userId).toBe('u1');
  });

  it('requires a question unless an image is sent, then names the image', () => {
    expect(refusal(() => validateAskInput({ question: '   ', ageRange: '6-8' }))).toEqual({ status: 400, message: MESSAGES.questionRequired });
    expect(refusal(() => validateAskInput({ ageRange: '6-8' }))).toEqual({ status: 400, message: MESSAGES.questionRequired });
    expect(validateAskInput({ ageRange: '6-8' }, png).question).toBe('Analyzing image: leaf.png');
    expect(validateAskInput({ question: 'What leaf is this?', ageRange: '6-8' }, png).question).toBe('What leaf is this?');
    expect(validateAskInput({ ageRange: '6-8' }, { ...png, originalname: 'C:\\photos\\oak.jpg' }).question).toBe('Analyzing image: oak.jpg');
  });

  it('accepts only the four age ranges', () => {
    for (const ageRange of ['3-5', '6-8', '9-12', '13+']) expect(validateAskInput({ question: 'q', ageRange }).ageRange).toBe(ageRange);
    for (const ageRange of [undefined, '', '2-4', '13', 'adult']) {
      expect(refusal(() => validateAskInput({ question: 'q', ageRange }))).toEqual({ status: 400, message: MESSAGES.invalidAgeRange });
    }
  });

  it('refuses non-images (400) and images over 10 MB (413)', () => {
    expect(refusal(() => validateAskInput({ question: 'q', ageRange: '6-8' }, { ...png, mimetype: 'application/pdf' })))
      .toEqual({ status: 400, message: MESSAGES.imageOnly });
    expect(refusal(() => validateAskInput({ question: 'q', ageRange: '6-8' }, { ...png, size: IMAGE_MAX_BYTES + 1 })))
      .toEqual({ status: 413, message: MESSAGES.imageTooLarge });
  });

  it('refuses over-long questions with the spec wording', () => {
    expect(refusal(() => validateAskInput({ question: 'a'.repeat(501), ageRange: '6-8' }))).toEqual({ status: 400, message: MESSAGES.questionTooLong });
    expect(validateAskInput({ question: 'a'.repeat(500), ageRange: '6-8' }).question).toHaveLength(500);
  });
});
