import { z } from 'zod';
import { LessonContentSchema } from '@wonderkin/shared';

// The lesson's shape for OpenAI structured outputs (strict mode), derived from the shared zod schema so the two never
// drift. Strict mode accepts a subset of JSON Schema: every property listed in `required`, `additionalProperties:
// false` on every object, and only a few keywords. An optional field becomes nullable (the model writes null), and
// the nulls are taken out again before the answer is validated against the zod schema (see withoutNulls).

/**
 * Fields the model is not asked to write: links, pictures, products, books and community threads cannot be checked
 * here (invented links mislead families), and the asked question is ours to fill in. They are set after the answer.
 */
export const UNWRITTEN_FIELDS = [
  'originalQuestion', 'images', 'videos', 'products', 'externalLinks', 'strategySources', 'books', 'redditDiscussions',
] as const;
export const UNWRITTEN_KID_LISTS = ['images', 'videos', 'products', 'externalLinks'] as const;
export const UNWRITTEN_PARENT_LISTS = ['strategySources', 'books', 'redditDiscussions'] as const;

/** What the model writes: the lesson without the fields above. */
export const WrittenLessonSchema = LessonContentSchema.omit(
  Object.fromEntries(UNWRITTEN_FIELDS.map((field) => [field, true])) as { [K in (typeof UNWRITTEN_FIELDS)[number]]: true },
);

export type JsonSchema = { [key: string]: unknown };

/**
 * The keywords kept. Strict mode also takes some numeric and length limits on newer models, but not every
 * OpenAI-compatible server does; the zod validation after the answer checks those limits anyway (and an answer that
 * misses them is sent back once).
 */
export const STRICT_KEYWORDS: ReadonlySet<string> = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'description',
]);

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One node of a JSON Schema made strict; `optional` nodes become "this or null". */
function strictNode(node: JsonSchema, optional: boolean): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!STRICT_KEYWORDS.has(key) || key === 'properties' || key === 'required' || key === 'additionalProperties') continue;
    if (key === 'items' && isObject(value)) out.items = strictNode(value, false);
    else if (key === 'anyOf' && Array.isArray(value)) out.anyOf = value.filter(isObject).map((option) => strictNode(option, false));
    else out[key] = value;
  }
  if (isObject(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? node.required as string[] : []);
    out.properties = Object.fromEntries(Object.entries(node.properties).filter(([, child]) => isObject(child))
      .map(([name, child]) => [name, strictNode(child as JsonSchema, !required.has(name))]));
    out.required = Object.keys(out.properties as JsonSchema);
    out.additionalProperties = false;
  }
  return optional ? { anyOf: [out, { type: 'null' }] } : out;
}

/** A zod object schema as a strict-mode JSON Schema (root: a plain object, never nullable). */
export function strictJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema) as JsonSchema;
  if (json.type !== 'object') throw new Error('strict structured outputs need an object at the root');
  return strictNode(json, false);
}

/** The lesson's strict schema, built once; `response_format.json_schema.schema`. */
export const LESSON_STRICT_SCHEMA = strictJsonSchema(WrittenLessonSchema);
/** The lesson's plain JSON Schema, pasted into the prompt for servers without structured outputs (JSON mode). */
export const LESSON_PROMPT_SCHEMA = JSON.stringify(z.toJSONSchema(WrittenLessonSchema));

/** The `response_format` of a request: the strict schema, or JSON mode for servers that reject it. */
export type LessonResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; strict: true; schema: JsonSchema } }
  | { type: 'json_object' };

export const STRICT_LESSON_FORMAT: LessonResponseFormat = {
  type: 'json_schema', json_schema: { name: 'lesson', strict: true, schema: LESSON_STRICT_SCHEMA },
};
export const JSON_MODE_FORMAT: LessonResponseFormat = { type: 'json_object' };

/**
 * The model's nulls taken out again: a property whose value is null is removed (it stood for "absent"), in objects at
 * every depth. Array items are kept as they are (the schema never allows null items, so zod reports one).
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null).map(([key, inner]) => [key, withoutNulls(inner)]));
}
