import { MESSAGES, type CreationOutput } from '@wonderkin/shared';

export interface FormProblem {
  title: string;
  hint: string;
}

/** The create form's rules (spec §5): a non-blank topic and at least one output. */
export function validateCreateForm(topic: string, outputs: readonly CreationOutput[]): FormProblem | null {
  if (!topic.trim()) return { title: MESSAGES.topicRequired, hint: MESSAGES.topicRequiredHint };
  if (outputs.length === 0) return { title: MESSAGES.outputRequired, hint: MESSAGES.outputRequiredHint };
  return null;
}

/** Adds or removes one output, keeping the spec's order. */
export function toggleOutput(outputs: readonly CreationOutput[], output: CreationOutput, order: readonly CreationOutput[]): CreationOutput[] {
  const next = outputs.includes(output) ? outputs.filter((o) => o !== output) : [...outputs, output];
  return order.filter((o) => next.includes(o));
}
