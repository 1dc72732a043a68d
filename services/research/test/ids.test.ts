import { researchIdFromSlug } from '@wonderkin/shared';
import { newResearchIds, researchIdFrom } from '../src/domain/ids';

describe('research ids and slugs', () => {
  it('makes an unguessable hex id without hyphens and a readable slug that starts with it', () => {
    const { id, slug } = newResearchIds('Why is the sky blue?');
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(slug).toBe(`${id}-why-is-the-sky-blue`);
    expect(researchIdFromSlug(slug)).toBe(id);
  });

  it('makes a different id every time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newResearchIds('same question').id));
    expect(ids.size).toBe(200);
  });

  it('reads the id from an id or a whole slug, and refuses anything that cannot be one of ours', () => {
    const { id, slug } = newResearchIds('How do volcanoes erupt?');
    expect(researchIdFrom(id)).toBe(id);
    expect(researchIdFrom(slug)).toBe(id);
    expect(researchIdFrom(slug.toUpperCase())).toBe(id);
    expect(researchIdFrom('not-an-id')).toBeNull();
    expect(researchIdFrom('../../etc/passwd')).toBeNull();
    expect(researchIdFrom(undefined)).toBeNull();
    expect(researchIdFrom(['a'])).toBeNull();
  });
});
