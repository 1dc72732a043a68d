/**
 * A light hint for the lesson writer that a question comes from a parent about raising a child (parent mode).
 * The writer still decides; this only makes the common phrasings explicit.
 */
const PARENTING = [
  /\bmy (child|kid|kids|son|daughter|toddler|baby|teen|teenager|preschooler|children)\b/i,
  /\b(how (do|can|should) i|should i)\b.*\b(child|kid|son|daughter|toddler|teen)/i,
  /\b(parenting|tantrums?|sibling rivalry|picky eat\w*|screen time|bedtime routine|potty training|meltdowns?)\b/i,
  /\bhelp (my|a) (child|kid)\b/i,
];

export function looksLikeParentingQuestion(question: string): boolean {
  return PARENTING.some((pattern) => pattern.test(question));
}
