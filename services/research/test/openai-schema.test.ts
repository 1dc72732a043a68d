import { LessonContentSchema } from '@wonderkin/shared';
import { checkLessonAnswer } from '../src/generators/openai-answer';
import { LESSON_STRICT_SCHEMA, STRICT_KEYWORDS, strictJsonSchema, withoutNulls, type JsonSchema } from '../src/generators/openai-schema';
import { z } from 'zod';
import { kidsLesson } from './support/lesson-fixture';

/** Every schema node with its path, depth first. */
function nodes(node: JsonSchema, path = '$'): { path: string; node: JsonSchema }[] {
  const out = [{ path, node }];
  if (node.properties) {
    for (const [name, child] of Object.entries(node.properties as Record<string, JsonSchema>)) out.push(...nodes(child, `${path}.${name}`));
  }
  if (node.items) out.push(...nodes(node.items as JsonSchema, `${path}[]`));
  if (Array.isArray(node.anyOf)) (node.anyOf as JsonSchema[]).forEach((option, i) => out.push(...nodes(option, `${path}|${i}`)));
  return out;
}

describe('the lesson schema for OpenAI strict structured outputs', () => {
  const all = nodes(LESSON_STRICT_SCHEMA);

  it('is an object at the root, never nullable, with no $schema', () => {
    expect(LESSON_STRICT_SCHEMA.type).toBe('object');
    expect(LESSON_STRICT_SCHEMA.anyOf).toBeUndefined();
    expect(LESSON_STRICT_SCHEMA.$schema).toBeUndefined();
  });

  it('lists every property as required and allows no additional properties, on every object', () => {
    const objects = all.filter(({ node }) => node.type === 'object');
    expect(objects.length).toBeGreaterThan(20);
    for (const { path, node } of objects) {
      expect({ path, required: node.required }).toEqual({ path, required: Object.keys(node.properties as object) });
      expect({ path, additionalProperties: node.additionalProperties }).toEqual({ path, additionalProperties: false });
    }
  });

  it('uses only keywords strict mode supports (no minLength, minItems, minimum, maximum…)', () => {
    const used = new Set(all.flatMap(({ node }) => Object.keys(node)));
    expect([...used].filter((keyword) => !STRICT_KEYWORDS.has(keyword))).toEqual([]);
    expect(JSON.stringify(LESSON_STRICT_SCHEMA)).not.toMatch(/"(minLength|minItems|minimum|maximum|\$schema|default|pattern)"/);
  });

  it('turns optional fields into "this or null" and keeps required ones non-nullable', () => {
    const props = LESSON_STRICT_SCHEMA.properties as Record<string, JsonSchema>;
    // Parent blocks are optional in the shared schema: nullable here.
    for (const block of ['developmentalContext', 'evidenceBasedStrategies', 'actionPlan', 'troubleshooting', 'reflectionTracking', 'expertVoices']) {
      expect(props[block].anyOf).toEqual([expect.objectContaining({ type: 'object', additionalProperties: false }), { type: 'null' }]);
    }
    // A quiz question's skill is optional too.
    const quizItem = (props.quiz.items as JsonSchema).properties as Record<string, JsonSchema>;
    expect(quizItem.skill.anyOf).toEqual([expect.objectContaining({ type: 'string', enum: expect.any(Array) }), { type: 'null' }]);
    expect(props.quickAnswer).toEqual({ type: 'string' });
    expect(props.mode).toEqual({ type: 'string', enum: ['kids', 'parent'] });
  });

  it('leaves out what the model is not asked to write: links, pictures, products and the asked question', () => {
    const props = Object.keys(LESSON_STRICT_SCHEMA.properties as object);
    for (const field of ['originalQuestion', 'images', 'videos', 'products', 'externalLinks', 'strategySources', 'books', 'redditDiscussions']) {
      expect(props).not.toContain(field);
    }
    expect(props.slice(0, 4)).toEqual(['pageTitle', 'mode', 'quickAnswer', 'quickOverview']);
  });

  it('makes nested optional fields nullable and refuses a non-object root', () => {
    const schema = strictJsonSchema(z.object({ a: z.object({ b: z.string().optional() }).optional(), c: z.array(z.number().int().min(0)) }));
    expect(schema).toEqual({
      type: 'object',
      properties: {
        a: { anyOf: [{ type: 'object', properties: { b: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, required: ['b'], additionalProperties: false }, { type: 'null' }] },
        c: { type: 'array', items: { type: 'integer' } },
      },
      required: ['a', 'c'],
      additionalProperties: false,
    });
    expect(() => strictJsonSchema(z.array(z.string()))).toThrow(/object at the root/);
  });
});

describe('nulls from the model', () => {
  it('are removed at every depth before validation, so an answer in strict shape validates as a LessonContent', () => {
    expect(withoutNulls({ a: null, b: { c: null, d: 1 }, e: [{ f: null, g: 2 }] })).toEqual({ b: { d: 1 }, e: [{ g: 2 }] });

    const { originalQuestion: _q, images: _i, videos: _v, products: _p, externalLinks: _e, ...written } = kidsLesson();
    const strictAnswer = {
      ...written,
      quiz: written.quiz.map((q) => ({ ...q, skill: null })),
      developmentalContext: null, evidenceBasedStrategies: null, actionPlan: null, troubleshooting: null, reflectionTracking: null, expertVoices: null,
    };
    const check = checkLessonAnswer(JSON.stringify(strictAnswer), 'Why is the sky blue?', '6-8');
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(LessonContentSchema.parse(check.content)).toEqual(check.content);
    expect(check.content).not.toHaveProperty('developmentalContext');
    expect(check.content.quiz[0]).not.toHaveProperty('skill');
    expect(check.content.images).toEqual([]);
    expect(check.content.originalQuestion).toBe('Why is the sky blue?');
  });
});
