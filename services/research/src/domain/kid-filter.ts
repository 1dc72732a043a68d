import { cutText, VIDEO_DESCRIPTION_MAX_CHARS, type AgeRange, type LessonContent } from '@wonderkin/shared';

/**
 * Stage 40, "filtering kid-friendly content": only links a child can safely open, lessons sized for the age,
 * video descriptions cut to the spec's 120 characters. Runs after the safety screen has passed the lesson.
 */

/** How much of each list a lesson for this age keeps: younger children get shorter, calmer pages. */
const AGE_CAPS: Record<AgeRange, { sections: number; quiz: number; glossary: number; activities: number; takeaways: number }> = {
  '3-5': { sections: 3, quiz: 3, glossary: 4, activities: 2, takeaways: 3 },
  '6-8': { sections: 4, quiz: 4, glossary: 6, activities: 3, takeaways: 4 },
  '9-12': { sections: 6, quiz: 5, glossary: 8, activities: 4, takeaways: 5 },
  '13+': { sections: 8, quiz: 6, glossary: 10, activities: 5, takeaways: 6 },
};

/** A link the page may render: http(s), or a path on our own site. Never javascript:, file:, or protocol-relative. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Pictures may also be inline raster images (the offline pack may bundle them); an empty picture is simply not shown. */
function isSafePicture(value: string): boolean {
  return value === '' || isSafeLink(value) || /^data:image\/(png|jpeg|gif|webp);base64,/i.test(value);
}

/** At most `maxChars` user-perceived characters (graphemes: an emoji is never cut in half). */
export const truncateText = (text: string, maxChars: number): string => cutText(text, maxChars);

const keepLinks = <T extends { link: string }>(items: T[]) => items.filter((item) => isSafeLink(item.link));
const withPictures = <T>(items: T[], pictures: (item: T) => string[]) =>
  items.filter((item) => pictures(item).every(isSafePicture));

/** Drops every item whose link or picture a child should not be sent to; cuts video descriptions to 120 characters. */
export function keepSafeLinks(content: LessonContent): LessonContent {
  const next: LessonContent = {
    ...content,
    images: withPictures(content.images.filter((image) => isSafePicture(image.link) && image.link !== ''), (image) => [image.original, image.thumbnail]),
    videos: withPictures(keepLinks(content.videos), (video) => [video.thumbnailUrl]).map((video) => ({
      ...video,
      description: truncateText(video.description, VIDEO_DESCRIPTION_MAX_CHARS),
    })),
    products: withPictures(keepLinks(content.products), (product) => [product.thumbnail]),
    externalLinks: keepLinks(content.externalLinks),
  };
  if (content.strategySources) next.strategySources = keepLinks(content.strategySources);
  if (content.books) next.books = withPictures(keepLinks(content.books), (book) => [book.thumbnail]);
  if (content.redditDiscussions) next.redditDiscussions = keepLinks(content.redditDiscussions);
  return next;
}

/** Sizes a children's lesson for the age range. Parent-mode lessons are for the adult and keep everything. */
export function fitToAge(content: LessonContent, ageRange: AgeRange): LessonContent {
  if (content.mode === 'parent') return content;
  const caps = AGE_CAPS[ageRange];
  return {
    ...content,
    quickOverview: { ...content.quickOverview, keyTakeaways: content.quickOverview.keyTakeaways.slice(0, caps.takeaways) },
    exploreSections: content.exploreSections.slice(0, caps.sections),
    glossary: content.glossary.slice(0, caps.glossary),
    tryIt: content.tryIt.slice(0, caps.activities),
    quiz: content.quiz.slice(0, caps.quiz),
  };
}

export function filterKidFriendly(content: LessonContent, ageRange: AgeRange): LessonContent {
  return fitToAge(keepSafeLinks(content), ageRange);
}
