import { AGE_RANGES } from '@wonderkin/shared';
import { findParentEntry, PARENT_ENTRIES } from '../../src/content';
import { redditSearch, redditSearchLink } from '../../src/content/links';
import { AGE_GROUP_WORDS, buildParentLesson } from '../../src/content/parent-lesson';

// A parent guide's "Community Discussions" are built offline as Reddit searches, not threads (content review
// 2026-11-28, S8): each is labelled as the search it is, with no thread-like title, no summary of what parents said
// in threads that may not exist, and no counts.

const parentLesson = (id: string, age: (typeof AGE_RANGES)[number]) => {
  const entry = findParentEntry(id)!;
  return buildParentLesson(entry, age, entry.question, entry.related.map((r) => findParentEntry(r)).filter((r) => r !== undefined));
};

describe('community discussions of the parent guides (searches, labelled as searches)', () => {
  it('labels a search as a search: "Search r/Parenting for: <terms>", the search link, and a snippet that says it is a search', () => {
    expect(redditSearchLink('  bedtime pass ')).toEqual({
      title: 'Search r/Parenting for: bedtime pass',
      link: redditSearch('bedtime pass'),
      snippet: 'A Reddit search, not a single thread: it lists r/Parenting posts that match "bedtime pass". The posts are other parents\' own experiences, not checked advice.',
    });
  });

  it('offers a search about teenagers only to the parent of a teenager, and one about toddlers only up to 8', () => {
    const searches = (age: (typeof AGE_RANGES)[number]) => (parentLesson('parent-bedtime', age).redditDiscussions ?? []).map((d) => d.title);
    expect(searches('6-8')).not.toContain('Search r/Parenting for: teen sleep schedule');
    expect(searches('13+')).toContain('Search r/Parenting for: teen sleep schedule');
    expect(searches('3-5')).toContain('Search r/Parenting for: bedtime routine toddler');
    expect(searches('9-12')).not.toContain('Search r/Parenting for: bedtime routine toddler');
    expect(searches('9-12')).toContain('Search r/Parenting for: bedtime pass');
  });

  it.each(PARENT_ENTRIES.map((entry) => [entry.id] as const))('the %s guide gives each search its search label and nothing thread-like', (id) => {
    const entry = findParentEntry(id)!;
    for (const age of AGE_RANGES) {
      const discussions = parentLesson(id, age).redditDiscussions ?? [];
      // A search that names an age group is shown to parents of that age only ("teen sleep schedule" not for a 6-year-old).
      const shown = entry.discussions.filter(({ search }) => AGE_GROUP_WORDS.every(({ words, ages }) => !words.test(search) || ages.includes(age)));
      expect(discussions).toHaveLength(shown.length);
      discussions.forEach((item, index) => {
        const { search, title, snippet } = shown[index];
        expect(item).toEqual({ ...redditSearchLink(search), subreddit: 'r/Parenting', upvotes: 0, comments: 0 });
        expect(item.title).toBe(`Search r/Parenting for: ${search.trim()}`);
        expect(item.link).toMatch(/^https:\/\/www\.reddit\.com\/r\/Parenting\/search\?q=[^&]+&restrict_sr=1$/);
        expect(item.snippet).toMatch(/^A Reddit search, not a single thread/);
        // The entry's own thread-like wording is not shown.
        expect([item.title, item.snippet]).not.toContain(title);
        expect(item.snippet).not.toContain(snippet);
      });
    }
  });
});
