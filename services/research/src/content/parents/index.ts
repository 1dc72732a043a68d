import type { ParentEntry } from '../types';
import { anxiety } from './anxiety';
import { bedtime } from './bedtime';
import { bigEmotions } from './big-emotions';
import { homework } from './homework';
import { listening } from './listening';
import { lying } from './lying';
import { pickyEating } from './picky-eating';
import { reading } from './reading';
import { screenTime } from './screen-time';
import { sharing } from './sharing';
import { siblingRivalry } from './sibling-rivalry';
// Batch A (issue 10 §1)
import { pottyTraining } from './potty-training';
import { bitingHitting } from './biting-hitting';
import { whining } from './whining';
import { grief } from './grief';
import { bullying } from './bullying';
import { friendships } from './friendships';
import { chores } from './chores';
import { allowance } from './allowance';
import { boredom } from './boredom';
import { apology } from './apology';
import { bedwetting } from './bedwetting';
import { dropOffs } from './drop-offs';

// Batch B (issue 10 §1)
import { newBaby } from './new-baby';
import { startingSchool } from './starting-school';
import { afterSchoolMeltdowns } from './after-school-meltdowns';
import { movingHouse } from './moving-house';
import { divorce } from './divorce';
import { selfEsteem } from './self-esteem';
import { perfectionism } from './perfectionism';
import { losingGames } from './losing-games';
import { shyness } from './shyness';
import { swearing } from './swearing';
import { thumbSucking } from './thumb-sucking';
import { mornings } from './mornings';
import { gratitude } from './gratitude';
import { kindness } from './kindness';

// Batch 3 (issue 10 §1)
import { fearsNightmares } from './fears-nightmares';
import { backTalk } from './back-talk';
import { firstPhone } from './first-phone';
import { praiseMotivation } from './praise-motivation';
import { nailBiting } from './nail-biting';
import { tattling } from './tattling';

/** Parent-mode guides of the content pack. */
export const parentEntries: ParentEntry[] = [
  bigEmotions, screenTime, bedtime, reading, siblingRivalry, pickyEating, lying, homework, anxiety, sharing,
  listening,
  // Batch A (issue 10 §1)
  pottyTraining, bitingHitting, whining, grief, bullying, friendships, chores, allowance, boredom, apology,
  bedwetting, dropOffs,
  // Batch B (issue 10 §1)
  newBaby, startingSchool, afterSchoolMeltdowns, movingHouse, divorce, selfEsteem, perfectionism, losingGames,
  shyness, swearing, thumbSucking, mornings, gratitude, kindness,
  // Batch 3 (issue 10 §1)
  fearsNightmares, backTalk, firstPhone, praiseMotivation, nailBiting, tattling,
];
