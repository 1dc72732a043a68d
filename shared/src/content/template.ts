// Copy with named placeholders ("call {emergency} now"): the words are data (content/), what goes in the blanks is
// the service's (the configured country's numbers, the product's name). A placeholder the code has no value for is
// a typo in the content: the schemas refuse it when the content is built or checked, and filling refuses it too, so
// "{emergncy}" never reaches a parent.

/** `{name}`: a name is letters, digits, ' and - (the packs' `{hero's}`), no spaces. */
const PLACEHOLDER = /\{([A-Za-z][\w'-]*)\}/g;

/** The placeholders a text uses, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** The placeholders of a text that are not among `allowed`. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

/** The text with every placeholder replaced by its value; throws on a placeholder `values` has no value for. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`unknown placeholder {${name}} in "${text}" (known: ${Object.keys(values).map((key) => `{${key}}`).join(', ') || 'none'})`);
    return values[name];
  });
}
