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

// Wider than isParentQuestion, for the library's guide vote only (the safety screen keeps the strict signal): a child
// named by age ("my 4yo", "she's 6"), a grandchild, stepchild or pupil, a carer by role ("I nanny", "I'm an au pair"), a
// "how do I get/help/stop…" with no child named, and tantrums or whining.
const MAYBE_PARENT = /\b(\d+ ?(yo|yr|yrs|year|years)( old)?|my (grandson|granddaughter|grandkids|grandchildren|stepson|stepdaughter|niece|nephew|pupils?|students?|twins|kids|boys|girls|eldest|youngest|oldest)|preschooler|(he|she) (is|s) \d+|(he|she)s \d+|(i|we) (nanny|teach|run|look after|babysit|mind)|au pair|how (do|can|should) (i|we) (get|help|teach|stop|handle|talk|encourage|deal)|tantrums?|meltdowns?|whining)\b/;
/** A child's question passed on by a grown-up ("my son asked why the sky is blue"): a lesson's, never a guide's. */
const RELAYED = /\b(asked|asks|asking|wants to know|wanted to know|wondering|wonders) (me |us )?(why|how|what|where|when|who|if|whether|about)\b/;

/** True when a parent or carer may be asking about a child's behaviour (the guide vote's question), not passing one on. */
export function mayBeParentQuestion(question: string): boolean {
  const text = normalizeText(question);
  return !RELAYED.test(text) && (isParentQuestion(question) || MAYBE_PARENT.test(text));
}

/** True when a grown-up passes on a child's own question ("she keeps asking why…"). */
export const isRelayedQuestion = (question: string): boolean => RELAYED.test(normalizeText(question));
