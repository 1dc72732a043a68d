import { createMatcher } from './match';
import type { KidEntry, ParentEntry } from './types';
import { artEntries } from './kids/art';
import { audioEntries } from './kids/audio';
import { chessEntries } from './kids/chess';
import { codingEntries } from './kids/coding';
import { cultureEntries } from './kids/culture';
import { historyEntries } from './kids/history';
import { languageEntries } from './kids/language';
import { mathEntries } from './kids/math';
import { movementEntries } from './kids/movement';
import { musicEntries } from './kids/music';
import { natureEntries } from './kids/nature';
import { problemSolvingEntries } from './kids/problem-solving';
import { readingEntries } from './kids/reading';
import { scienceEntries } from './kids/science';
import { skyScienceEntries } from './kids/science-sky';
import { socialEntries } from './kids/social';
import { writingEntries } from './kids/writing';
import { weatherEntries } from './kids/weather';
import { earthSpaceEntries } from './kids/earth-space';
import { howThingsWorkEntries } from './kids/how-things-work';
import { bodyEntries } from './kids/body';
import { animalEntries } from './kids/animals';
import { numbersEntries } from './kids/numbers';
import { wordsEntries } from './kids/words';
import { peopleAndPlacesEntries } from './kids/people-and-places';
import { makingEntries } from './kids/making';
import { activeBodyEntries } from './kids/active-body';
import { creaturesEntries } from './kids/creatures';
import { plantsAndHabitatsEntries } from './kids/plants-and-habitats';
import { healthEntries } from './kids/health';
import { sensesEntries } from './kids/senses';
import { planetsEntries } from './kids/planets';
import { landAndSeaEntries } from './kids/land-and-sea';
import { machinesEntries } from './kids/machines';
import { materialsEntries } from './kids/materials';
import { longAgoEntries } from './kids/long-ago';
import { communitiesEntries } from './kids/communities';
import { feelingsEntries } from './kids/feelings';
import { numbersAndLogicEntries } from './kids/numbers-and-logic';
import { wordsAndStoriesEntries } from './kids/words-and-stories';
import { artsAndGamesEntries } from './kids/arts-and-games';
import { bodyMoreEntries } from './kids/body-more';
import { parentEntries } from './parents';

// The offline content pack: every entry, one list for kids and one for parents, and their matchers.

export const KID_ENTRIES: readonly KidEntry[] = [
  ...mathEntries, ...readingEntries, ...audioEntries, ...languageEntries, ...writingEntries, ...chessEntries,
  ...socialEntries, ...scienceEntries, ...skyScienceEntries, ...artEntries, ...natureEntries, ...musicEntries, ...problemSolvingEntries,
  ...historyEntries, ...cultureEntries, ...codingEntries, ...movementEntries,
  ...weatherEntries, ...earthSpaceEntries, ...howThingsWorkEntries, ...bodyEntries, ...animalEntries,
  ...numbersEntries, ...wordsEntries, ...peopleAndPlacesEntries, ...makingEntries, ...activeBodyEntries,
  // Batch 3 (issue 10 §1)
  ...creaturesEntries, ...plantsAndHabitatsEntries, ...healthEntries, ...sensesEntries, ...planetsEntries,
  ...landAndSeaEntries, ...machinesEntries, ...materialsEntries, ...longAgoEntries, ...communitiesEntries,
  ...feelingsEntries, ...numbersAndLogicEntries, ...wordsAndStoriesEntries, ...artsAndGamesEntries,
  ...bodyMoreEntries,
];

export const PARENT_ENTRIES: readonly ParentEntry[] = parentEntries;

const kidById = new Map(KID_ENTRIES.map((e) => [e.id, e]));
const parentById = new Map(PARENT_ENTRIES.map((e) => [e.id, e]));

export const findKidEntry = (id: string) => kidById.get(id);
export const findParentEntry = (id: string) => parentById.get(id);

export const kidMatcher = createMatcher(KID_ENTRIES);
/** For parent-sounding questions: every trigger of every guide (both lists). */
export const parentMatcher = createMatcher(PARENT_ENTRIES, (e) => [...e.triggers, ...e.standalone]);
/** For other questions: only the guides' standalone triggers ("bedtime", "picky eater", "tantrums"). */
export const parentStandaloneMatcher = createMatcher(PARENT_ENTRIES, (e) => e.standalone);

export type { KidEntry, ParentEntry } from './types';
export { LEARNING_MODULES, type LearningModule } from './modules';
