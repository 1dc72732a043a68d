import { normalizeText } from './normalize';

// Phrases that show a parent (or carer) is asking about their child, which selects parent mode.
const CHILD_WORDS = '(child|children|kid|kids|kiddo|son|sons|daughter|daughters|toddler|toddlers|baby|preschooler|teen|teenager|tween|boy|girl|little one|little ones|[0-9]+ year old|[0-9]+ yo|students)';
const PARENT_PATTERNS: RegExp[] = [
  new RegExp(`\\b(my|our|your) ${CHILD_WORDS}\\b`),
  new RegExp(`\\b(my|our) (\\w+ )?${CHILD_WORDS}\\b`),
  /\b(toddler|toddlers|tantrum|tantrums|meltdown|meltdowns|parenting|co parenting|picky eater|picky eating|sibling rivalry|screen time|bedtime routine|potty)\b/,
  /\bas a (parent|mom|dad|mother|father|caregiver|teacher)\b/,
  /\bhow (do|can|should) (i|we) (get|help|teach|encourage|stop|handle|deal with|talk to|support|discipline) (him|her|them)\b/,
];

/** True when the question reads like a parent asking about a child ("How can I help my child…", "toddler tantrums"). */
export function isParentQuestion(question: string): boolean {
  // "my baby brother", "my little sister": a child talking about a sibling, not a parent.
  const text = normalizeText(question).replace(/\bmy (baby|little|big|older|younger|twin) (brother|sister|cousin)s?\b/g, ' ');
  return PARENT_PATTERNS.some((re) => re.test(text));
}
