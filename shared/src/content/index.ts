// @wonderkin/shared/content — the shape of content (zod schemas of every kind, issue 21) and how it is measured and
// checked (CONTENT.md): reading level, safety rules, sources per claim. Pure functions, no I/O: used by the content
// tool, the content tests of every service and the generators.
export * from './claim-texts';
export * from './links';
export * from './readability';
export * from './safety-rules';
export * from './schemas';
export * from './sources';
export * from './template';
