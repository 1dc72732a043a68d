/** kebab-case of a question, for readable lesson URLs ("why-is-the-sky-blue"). */
export function kebabCase(text: string, maxLength = 80): string {
  const kebab = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return kebab.slice(0, maxLength).replace(/-+$/, '') || 'question';
}

/** A lesson slug is "{id}-{kebab-case question}"; the id never contains a hyphen. */
export function researchSlug(id: string, question: string): string {
  return `${id}-${kebabCase(question)}`;
}

/** The research id is the part of the slug before the first hyphen. */
export function researchIdFromSlug(slugOrId: string): string {
  return slugOrId.split('-')[0] ?? '';
}
