import type { ResearchResult } from '@wonderkin/shared';
import { safeImageSrc } from '../links';

type LessonImage = ResearchResult['images'][number];

/** One short screen of kid mode: a title, a few sentences, and a picture. */
export interface KidScreen {
  id: string;
  title: string;
  /** Safety rules the question touches: said first, on the first screen (CONTENT.md: safety comes first). */
  safety: string[];
  paragraphs: string[];
  picture: LessonImage | null;
}

/** At most three screens to read; the quiz is the last step. */
export const MAX_READING_SCREENS = 3;

const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The lesson as a young child meets it: the quick answer, then the first sections written for the lesson's band (the
 * band's own text, so nothing is cut from it), or the key takeaways when there are none. The lesson's pictures go to
 * the screens in turn (a lesson has one or two of its own), so every screen shows one when the lesson has any.
 */
export function kidScreens(result: ResearchResult): KidScreen[] {
  const screens: Omit<KidScreen, 'picture'>[] = [{
    id: 'kid-answer',
    title: 'Here is the answer',
    safety: (result.safetyRules ?? []).map((rule) => rule.text),
    paragraphs: paragraphsOf(result.quickAnswer),
  }];
  result.exploreSections.forEach((section, index) => {
    if (screens.length >= MAX_READING_SCREENS || !section.content.trim()) return;
    screens.push({ id: `kid-explore-${index}`, title: section.title, safety: [], paragraphs: paragraphsOf(section.content) });
  });
  const takeaways = result.quickOverview.keyTakeaways.filter((item) => item.trim());
  if (screens.length < 2 && takeaways.length) {
    screens.push({ id: 'kid-remember', title: 'Remember', safety: [], paragraphs: [takeaways.map(asSentence).join(' ')] });
  }
  const pictures = result.images.filter((image) => safeImageSrc(image.original || image.thumbnail));
  return screens.map((screen, index) => ({ ...screen, picture: pictures.length ? pictures[index % pictures.length] : null }));
}
