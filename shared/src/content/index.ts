// @wonderkin/shared/content — how content is measured and checked (CONTENT.md): reading level, safety rules,
// sources per claim. Pure functions, no I/O: used by the content tests of every service and by the generators.
export * from './readability';
export * from './safety-rules';
export * from './sources';
