import { normalizeText } from '../content/normalize';
import { cueText } from './cue-text';
import { SAFETY_CATEGORIES, SAFETY_PATTERNS, type SafetyCategory } from './patterns';

// Requests for harm (patterns.ts): weapons, violence, drugs, sexual content, dangerous challenges, personal details.
// In a generated lesson a warning ("Never put a fork in an outlet") or a pointer to help ("talk to your
// pediatrician if…") is fine, so those sentences are excused for the categories they belong to.

const WARNING = /\b(never|do not|don't|dont|not safe|unsafe|dangerous|ask a grown ?up|ask an adult|without an adult)\b/;
const HELP_SEEKING = /\b(talk (to|with)|tell (a|an|your)|doctor|pediatrician|counsel(l)?or|professional|therapist|emergency|helpline|lifeline|988|get help|seek help|warning signs?)\b/;
const EXCUSED: Partial<Record<SafetyCategory, RegExp>> = {
  'dangerous-activity': WARNING,
  'self-harm': HELP_SEEKING,
  abuse: HELP_SEEKING,
};

/** The first harm category a text asks for; in a lesson, warnings and pointers to help are excused. */
export function harmCategory(text: string, inLesson: boolean): SafetyCategory | null {
  const norm = normalizeText(text);
  if (!norm) return null;
  for (const category of SAFETY_CATEGORIES) {
    for (const re of SAFETY_PATTERNS[category]) {
      if (!re.test(norm)) continue;
      if (inLesson && EXCUSED[category]?.test(norm)) continue;
      return category;
    }
  }
  return null;
}

/** The harm category of a question, as typed or with children's spellings corrected ("get bak at my sistr"), or null. */
export const screenHarm = (question: string): SafetyCategory | null => harmCategory(question, false) ?? harmCategory(cueText(question), false);
