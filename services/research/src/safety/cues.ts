import {
  ABUSE, BITE, BLEEDING, BREATHING, BURN, CHEMICALS, CRASH, DROWNING, FALL, FALL_SERIOUS, FAMILY_ADULT, FEVER, FEVER_SIGNS, FEVER_STRONG,
  HEAD_SIGNS, INGESTED, LOST, MEDICINES, NOSE_EAR, OBJECTS, OTHER_EMERGENCY, PERSON, RASH_NOT_FADING, SEIZURE, SELF_HARM, SHOCK, UNRESPONSIVE, YOUNG_BABY,
} from './cue-words';
import { cueText } from './cue-text';

// The danger-cue detector: high recall on any subject, no "my child" needed next to the verb. It reads the cues an
// emergency carries — something swallowed or put in a nose, not waking, not breathing, a seizure, lots of blood, a
// fall of a baby or on a head, a burn, a shock, water, a crash, a bite, medicine taken, self-harm, abuse, a child
// lost — wherever they sit in the question, with family words of every English and children's spellings
// (cue-text.ts). It returns the urgent topic whose answer fits best, or `general` (the safety-first answer) when a
// cue fires that no topic owns. A question that only wonders ("how do snakes swallow eggs?") carries no cue.

export type CueTopic =
  | 'button-battery' | 'magnet' | 'swallowed-object' | 'poison' | 'breathing' | 'head-injury' | 'fever-stiff-neck' | 'self-harm' | 'abuse'
  | 'emergency' | 'burn' | 'injury' | 'general';

export interface DangerCue {
  topic: CueTopic;
  /** Which cue fired (for logs and the evaluation's breakdown). */
  cue: string;
}

const re = (source: string) => new RegExp(source);
const w = (source: string) => re(` ${source} `);

/** Someone is in the question: a person, a family word, a child, "i", "he", "she". */
const HAS_PERSON = re(` ${PERSON}s? `);
/** An adjective or an age before a family word: "my little brother", "my 2 year old". */
const A_PERSON_OF_MINE = / (?:my|our|his|her|their|the|your) (?:\d+ (?:year|month|week|day)s? old |(?:\d+ (?:year|month|week|day)s? old)(?= )|(?:(?:little|baby|big|older|younger|twin|step|best|new|\d+ (?:year|month|week|day)s? old|\w+) )?(?:baby|babies|toddler|kid|kids|child|son|daughter|brother|sister|friend|mate|bestie|cousin|mum|mom|mummy|mommy|mam|dad|daddy|nan|nana|nanna|gran|granny|grandma|grandpa|grandad|grandmother|grandfather|papa|uncle|aunt|auntie|twins?|teen|teenager|boy|girl|niece|nephew|grandson|granddaughter|stepson|stepdaughter|little one|infant|newborn|preschooler|classmate|student|pupil)s?) /;
/** A question that only wonders: "why do…", "how does…", "what happens if you…", "can you…". */
const WONDERING = /^ (?:why|how|what|whats|where|when|which|who|do|does|did|is|are|can|could|would|will|should|tell me|explain|if|does it|is it) /;
const FIRST_PERSON_EVENT = / (?:i|we|he|she|they|it|someone|somebody) (?:just |accidentally |accidently |might have |may have |think (?:i|he|she|they) |probably )?(?:stood on|trod on|stepped on|swallowed|ate|drank|took|licked|chewed|inhaled|put|stuck|got|fell|burned|burnt|cut|hit|bumped|banged|is not breathing|will not wake|can not breathe|is bleeding|is choking|has swallowed|has eaten|has taken) /;
/** Someone in the question now ("is it normal…? she has had a temp all day and now…"): not only wondering. */
const TELLS_OF_NOW = / (?:she|he|they) (?:is|are|has|have|had|was|were) (?:\w+ ){0,3}(?:and now|now|all day|since|for (?:two|three|\d+) days?)|(?:and now|right now|just now) (?:she|he|they|there) /;
/** A habit or a how-to, not an event ("keeps putting things in his mouth", "how do I stop him eating sand"). */
const HABIT = / (?:(?:keeps|keep|always|constantly) (?:putting|eating|swallowing|chewing|biting|hitting|climbing|licking|sucking|picking|sticking|playing)|every time|all the time|constantly|obsessed|loves to|likes to|habit|phase|(?<! could| could not| couldn t| was able to| managed to) stop (?:him|her|them|my \w+)|how (?:do|can|should) (?:i|we) (?:stop|get|teach|help|make)|won ?t eat|will not eat|picky|refuses to eat|does not eat|not eating) /;
/** Animals only: "my dog ate chocolate" is for a vet, and "the snake swallowed an egg" is nature. */
const PET = / (?:dog|dogs|puppy|puppies|cat|cats|kitten|kittens|hamster|guinea pig|rabbit|bunny|fish|goldfish|bird|birds|parrot|budgie|snake|snakes|lizard|horse|tortoise|turtle|ferret|rat|mouse|chicken|cow|frog|caterpillar|caterpillars|bug|bugs|insect|insects|spider|spiders|ant|ants|bee|bees|worm|worms|whale|whales|shark|sharks|bear|bears|dinosaur|dinosaurs|animal|animals|owl|owls|crocodile|alligator|lion|lions|tiger|tigers|wolf|wolves|octopus|penguin|penguins|plant|plants|venus flytrap) /;

/** Whose body part: "his", "my", "my sons", "the babys". */
const WHOSE = '(?:his|her|their|my|your|the|our|(?:my |our |the )?\\w+s)';
const PAST_INGESTION = w('(?:swallowed|ate|eaten|drank|drunk|licked|chewed|inhaled|breathed in|snorted|took|taken|got into|gotten into|been into|has had|had some|had a|had an|had the|had one|had two|had three|had a few|had lots|had loads|popped|gulped|downed|ingested|consumed|bit into|bitten into|bit off|gnawed on|gnawing on|chewed on|chewing on|(?:he|she|they|baby|toddler) (?:eat|drink|swallow)|(?:boy|girl|child|son|daughter|he|she) (?:eat|drink|swallow|eats|drinks|swallows|nyam) (?:from|some|a|an|the|his|her|my)|is eating|is drinking|was eating|was drinking|(?:he|she|son|daughter|baby|child|boy|girl|kid|toddler|brother|sister) (?:is|was|has) (?:eat|drink|swallow|eated|drinked|eat up)|is chewing|was chewing|is sucking|was sucking|has eaten|has swallowed|have swallowed|might have|may have|think (?:he|she|they|i) (?:ate|swallowed|drank|took|had))');
const ANY_INGESTION = re(` ${INGESTED} `);
const SWALLOWED_ANY = w(`(?:swallowed|swallowd|has swallowed|inhaled|breathed in|choked on|chocked on|stuck (?:up|in) ${WHOSE} (?:nose|ear|nostril|throat)|(?:put|pushed|shoved|stuck|poked|jammed) (?:a |an |some |the |something |\\w+ )?(?:\\w+ )?(?:up|in|into|inside) ${WHOSE} (?:nose|nostril|ear|ears|eye))`);
const SOMETHING_IN = re(` (?:up|in|into|inside|stuck in) ${WHOSE} (?:${NOSE_EAR}|mouth) `);
const IN_MOUTH_NOSE_EAR = re(` (?:up|in|into|inside) ${WHOSE} (?:nose|nostril|ear|ears|mouth|throat) `);
/** Things that are fine to swallow, as what was swallowed ("swallowed his gum"; not "swallowed a pin at lunch"). */
const HARMLESS = / (?:swallowed|swallow|swallowing|ate|eaten|eat|drank|drunk|drink|had|chewed|chewing|gulped) (?:\w+ ){0,2}(?:gum|chewing gum|water|food|dinner|lunch|breakfast|spit|saliva|bug|fly|a seed from (?:a|an) (?:apple|grape|orange|watermelon)|watermelon seeds?|toothpaste while brushing|it whole|whole) /;
/** Small things that are dangerous even beside a harmless word ("a water bead", "jelly balls that grow in water"). */
const NOT_HARMLESS = / (?:beads?|jelly balls?|orbeez|battery|batteries|magnets?|pills?|tablets?|coins?|mushrooms?|berries) /;
const isHarmless = (t: string) => HARMLESS.test(t) && !NOT_HARMLESS.test(t);
const BATTERY = / (?:battery|batteries|button cells?|coin cells?|lithium cells?|watch battery|remote battery) /;
const MAGNET = / (?:magnet|magnets|magnetic|buckyballs|bucky balls|neocube) /;
const QUANTITY = / (?:all|lots|loads|a lot|a bunch|a handful|handful|several|many|a few|too (?:much|many)|extra|double|the whole|a whole|whole (?:bottle|pack|packet|box|strip|sheet)|bottle|packet|pack|box|strip|\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|fifteen|thirty|fifty|some of|someone else ?s|by accident|accidentally|accidently|not (?:his|hers|theirs|mine)) /;
const OTHERS_MEDICINE = re(` (?:(?:son|daughter|kid|child|toddler|baby|boy|girl|teen|he|she|they) (?:took|ate|swallowed|got into|had|drank) (?:some of |all of |a few of )?(?:my|our)|grandmas|grandpas|nans|nanas|mums|moms|dads|sisters|brothers|mummys|mommys|daddys|grans|grannys|aunties|uncles|friends|someone ?s|somebodys|(?:my|his|her) (?:mum|mom|dad|sister|brother|nan|grandma|grandpa|gran|granny|auntie|aunt|uncle|friend|mummy|mommy|daddy)s?) (?:\\w+ )?(?:\\w+ )?${MEDICINES} `);
const OWN_MEDICINE = / (?:his|her|their|my) (?:own |daily |normal |usual |prescribed |regular )?(?:medicine|medication|meds|antibiotics|inhaler|dose|vitamin|vitamins|tablets?|pills?) /;
const AFTER_MEDICINE_REACTION = / (?:rash|hives|swelling|swollen|reaction|side effects?|throwing up|vomiting) /;

const MORNING = / (?:in the morning|in the mornings|for school|on time|early|alarm|on weekends|at the weekend|after (?:a |his |her )?nap|from (?:a |his |her )?nap|school mornings|until noon|till noon|until lunchtime|before noon) /;
const NOT_EMERGENCY_BREATHING = / (?:so (?:they|he|she|it|babies|baby) (?:do not|does not|will not|can not) (?:choke|gag)|through (?:my|his|her|their) nose|stuffy|blocked nose|bunged up|congested|cold and|a cold|choking hazard|choking hazards|choking risk|choking game|choking challenge|fish|whales?|dolphins?|plants?|astronauts?|space|underwater|under water|hold (?:my|his|her|your) breath|out of breath|after running|when (?:i|he|she|we|you) run) /;
const NOT_BURN = / (?:sunburn|sun burn|sunburnt|heartburn|burn calories|calories|burnt (?:toast|food|dinner|the)|burn (?:wood|paper|coal|fuel|gas)|burns? (?:fuel|gas|wood)|freezer burn|carpet burn|rug burn|razor burn|burn out|burnout) /;
/** A young child of the asker's hitting or biting: behaviour for a parent guide, not abuse ("my toddler hits me"). */
const CHILD_BEHAVIOUR = / (?:my|our) (?:\d+ (?:year|month)s? old|toddler|son|daughter|kid|child|baby|boy|girl|little one|preschooler|twins?|youngest|oldest)(?: \w+)?(?: \w+)? (?:hits|kicks|bites|hurts|scratches|punches|slaps|pinches|hit|bit|kicked|scratched|punched|slapped) (?:me|us|his|her|their|the|other|when|if)\b/g;
/** "how do I not hurt myself when I fall": staying safe, not self-harm. */
const NOT_HURTING = / (?:not|never|without|avoid|avoiding|stop|to not|so i do not|so he does not|so she does not) (?:hurt|hurting|cut|cutting|harm|harming|burn|burning) (?:myself|my self|himself|herself|themselves|themself) /g;
/** Something hot enough to burn, and skin that shows it did. */
const HEAT_SOURCE = / (?:(?:bath|shower|water|tea|coffee|soup|noodles|milk|bottle|drink|pan|radiator) (?:\w+ ){0,3}(?:too hot|way too hot|scalding|boiling)|fire|fires|flames?|fire ?pit|camp ?fire|bonfire|candle|candles|stove|oven|hob|kettle|iron|bbq|barbecue|grill|heater|radiator|sparklers?|fireworks?|hot water|boiling|steam|toaster|straighteners|exhaust|lighter|matches|hot pan|hot oil|embers|coals|log burner|fireplace|caught) /;
const BURNT_SKIN = / (?:(?:bright red|red|pink|raw) and (?:peeling|blister\w*|weeping|raw)|blister\w*|red raw|raw and|skin (?:is )?(?:peeling|came off|coming off|bubbled|bubbling|white|charred)|charred|weeping|(?:sleeve|clothes|dress|hair|top|jumper|shirt|pyjamas|pajamas|costume|coat) (?:\w+ )?caught) /;
/** A child taken out of the water or knocked under by a wave. */
const OUT_OF_WATER = / (?:(?:pulled|dragged|fished|got|lifted|rescued) (?:\w+ ){1,4}out of (?:the |a )?(?:water|pool|bath|pond|sea|river|lake|surf|waves?|ocean|canal)|(?:dumped|knocked|pulled|dragged|tumbled|rolled) (?:\w+ ){0,2}(?:by|under) (?:a |the )?(?:wave|waves|water)|(?:went|gone|was) under (?:the )?water) /;
/** "a bit of honey", "a bit of a cough": an amount, not a bit of something swallowed. */
const A_LITTLE = / a (?:little |tiny )?bit(?: of(?: a)?)? /g;
/** Asking before doing: "can I put a bumper in the cot" tells of nothing that happened. */
const ASKING_FIRST = / (?:can|could|should|may|shall|is it (?:ok|okay|safe|fine|alright) (?:to|if)) (?:i|we|you) (?:put|give|let) /;
/** A child's own fever or pain medicine, given as meant ("calpol brings it down"). */
const TREATING = / (?:brings? (?:it|his|her|the|their) (?:temp\w*|fever) down|bring (?:his|her|the|their) (?:temp\w*|fever) down|for (?:his|her|their|the) (?:fever|temp\w*|pain|teething|cold)|(?:calpol|nurofen|tylenol|motrin|ibuprofen|paracetamol|panadol) (?:brings|helps|works|is working|wears off|is not helping)) /;
const NOT_BITE = / (?:mosquito|midge|flea|bed ?bugs?|ant|ants|gnat|tick) /;

interface CueRule {
  topic: CueTopic | ((text: string) => CueTopic);
  cue: string;
  /** Fires for a question that only wonders too (self-harm and abuse are never "just wondering"). */
  evenWondering?: boolean;
  test(text: string): boolean;
}

const ingestedTopic = (text: string): CueTopic =>
  BATTERY.test(text) ? 'button-battery' : MAGNET.test(text) ? 'magnet'
    : re(` ${MEDICINES} `).test(text) || re(` ${CHEMICALS} `).test(text) ? 'poison' : 'swallowed-object';

const RULES: CueRule[] = [
  // "I'm very ill and won't be here much longer: how do I tell my grandchildren?" is a goodbye to explain, not self-harm.
  { topic: 'self-harm', cue: 'self-harm', evenWondering: true, test: (t) => re(` ${SELF_HARM} `).test(t.replace(NOT_HURTING, ' ')) && !/ (?:game|character|video game|in the story|in the book|history|the show) /.test(t)
      && !(/ (?:very ill|seriously ill|terminal\w*|cancer|hospice|palliative|diagnos\w*|my illness) /.test(t) && / (?:explain|tell|put it|say to) /.test(t)) },
  // A child asking about children harmed in the news is frightened by the news (the gentle answer), not telling of abuse.
  { topic: 'abuse', cue: 'abuse', evenWondering: true, test: (t) => re(` ${ABUSE} `).test(t.replace(CHILD_BEHAVIOUR, ' ')) && !/ (?:on the news|in the news|the news about|on tv|on the telly) /.test(t) },
  { topic: 'emergency', cue: 'lost', evenWondering: true, test: (t) => re(` ${LOST} `).test(t) },
  // Medicine taken by anyone, in any amount: someone else's, a bunch, by accident (a child's own dose, as prescribed, is not).
  { topic: 'poison', cue: 'medicine', test: (t) => PAST_INGESTION.test(t) && re(` ${MEDICINES} `).test(t) && !PET.test(t.replace(HAS_PERSON, ' ')) && !(TREATING.test(t) && !QUANTITY.test(t))
      && (QUANTITY.test(t) || OTHERS_MEDICINE.test(t) || !OWN_MEDICINE.test(t)) && !(OWN_MEDICINE.test(t) && AFTER_MEDICINE_REACTION.test(t) && !QUANTITY.test(t)) },
  { topic: ingestedTopic, cue: 'ingested', test: (t) => (PAST_INGESTION.test(t) || (ANY_INGESTION.test(t) && FIRST_PERSON_EVENT.test(t) && !ASKING_FIRST.test(t)))
      && (BATTERY.test(t) || MAGNET.test(t) || re(` ${CHEMICALS} `).test(t) || re(` ${OBJECTS} `).test(t.replace(A_LITTLE, ' '))) && !isHarmless(t) },
  { topic: (t) => (BATTERY.test(t) ? 'button-battery' : MAGNET.test(t) ? 'magnet' : 'swallowed-object'), cue: 'swallowed-or-stuck',
    test: (t) => (SWALLOWED_ANY.test(t) || (SOMETHING_IN.test(t) && / (?:stuck|put|pushed|shoved|poked|jammed|got|has|there is|there s) /.test(t) && re(` ${OBJECTS} `).test(t))) && !isHarmless(t) },
  { topic: (t) => (BATTERY.test(t) ? 'button-battery' : 'magnet'), cue: 'battery-or-magnet-missing', test: (t) => (BATTERY.test(t) || MAGNET.test(t)) && / (?:is gone|are gone|is missing|are missing|can not find|went missing|fell out|came out|popped out) /.test(t) && (A_PERSON_OF_MINE.test(t) || / (?:toddler|baby|kid|child|son|daughter|he|she) /.test(t)) },
  { topic: (t) => (BATTERY.test(t) ? 'button-battery' : 'magnet'), cue: 'battery-or-magnet-in', test: (t) => (BATTERY.test(t) || MAGNET.test(t)) && IN_MOUTH_NOSE_EAR.test(t) },
  { topic: 'poison', cue: 'chemical-contact', test: (t) => re(` ${CHEMICALS} `).test(t) && re(` (?:in|into|on) ${WHOSE} (?:eye|eyes|face|skin|mouth) `).test(t) && / (?:got|gotten|splashed|sprayed|spilled|spilt|squirted|went|is|has|in) /.test(t) },
  { topic: 'poison', cue: 'fumes', test: (t) => (/ (?:carbon monoxide|co alarm|gas leak|smells? (?:\w+ ){0,3}gas|smells (?:of|like) gas|gas smell|gas smells|smell of gas|fumes) /.test(t) && / (?:going off|beeping|went off|sounding|headache|headaches|dizzy|sick|sleepy|drowsy|vomit\w*|throwing up|passed out|faint\w*|confused|can smell|smell it|smells|everyone|all of us|strong|house|home|flat|kitchen|upstairs|children|kids|baby) /.test(t) && !/ (?:new alarm|what is|why can not you smell|how does) /.test(t)) || (/ (?:mixed|breathed|breathing|inhaled|smelled|sniffed|huffed|huffing) /.test(t) && re(` ${CHEMICALS} `).test(t) && / (?:now|and|feels|feel|dizzy|cough\w*|sick|headache|smells|burning) /.test(t)) },
  { topic: 'poison', cue: 'poisoned', test: (t) => / (?:poisoned|poisoning|been poisoned|is poisoned|got poisoned|poison control|poison help|poison centre|poison center) /.test(t) },
  // A knock anywhere (a hockey check, a tackle) followed by the signs of a concussion, even with no word for the head.
  { topic: 'head-injury', cue: 'concussion-signs', test: (t) => / (?:hit|hits|knock|knocked|blow|bang|banged|bash|bashed|collid\w*|collision|crash\w*|tackled?|fell|fall|whacked|smacked|elbowed|kicked|came off|come off|thrown off|was thrown|got thrown|bucked off|flew off|fell off) /.test(t)
      && / (?:keeps? forgetting|forgetting (?:what|things|where)|(?:does|do|did) not (?:know|remember) (?:what day|where (?:he|she|they|i) (?:is|are|am|was)|what happened|who)|can not remember (?:what|how|the)|seeing double|everything is (?:blurry|spinning)|(?:vision|eyes?) (?:is |are |gone |went )?blurry) /.test(t) },
  // "the hat is cracked and she's confused": the helmet took the blow the head felt.
  { topic: 'head-injury', cue: 'helmet-cracked', test: (t) => / (?:helmet|riding hat|hat|skull cap) (?:\w+ ){0,2}(?:cracked|split|broken|smashed|dented|in two|in half) /.test(t) && re(` ${HEAD_SIGNS} `).test(t) },
  { topic: 'head-injury', cue: 'concussion', test: (t) => / (?:concuss\w*) /.test(t) && re(` ${HEAD_SIGNS} `).test(t) },
  { topic: 'fever-stiff-neck', cue: 'meningitis', test: (t) => / (?:meningitis|sepsis|septic(?! tanks?)|meningococcal) /.test(t) },
  { topic: 'breathing', cue: 'breathing', test: (t) => re(` ${BREATHING} `).test(t) && !NOT_EMERGENCY_BREATHING.test(t) },
  { topic: 'emergency', cue: 'unresponsive', test: (t) => re(` ${UNRESPONSIVE} `).test(t.replace(/ (?:i|we) (?:could not|can not|did not|do not|cannot) (?:know how to )?answer(?:ing)? /g, ' ')) && (!MORNING.test(t) || / (?:limp|floppy|blue|not breathing|not responding|unconscious|unresponsive|will not wake|can not wake) /.test(t)) },
  { topic: 'poison', cue: 'medicine-missing', test: (t) => (re(` ${MEDICINES} `).test(t) || re(` ${CHEMICALS} `).test(t)) && / (?:missing|gone|empty|half gone|open bottle|opened|lid off|cap off) /.test(t) && (A_PERSON_OF_MINE.test(t) || / (?:toddler|baby|kid|child|son|daughter|grandson|granddaughter|he|she) /.test(t)) && !/ (?:ran out|run out|renew|prescription|pharmacy|chemist|refill) /.test(t) },
  { topic: 'emergency', cue: 'seizure', test: (t) => re(` ${SEIZURE} `).test(t) && !/ (?:pretend\w*|fake|faking|faked|acting out|play\w* at) (?:\w+ ){0,3}(?:seizures?|fits?|fitting) /.test(t) },
  { topic: 'emergency', cue: 'bleeding', test: (t) => re(` ${BLEEDING} `).test(t) && !/ pretend\w* (?:\w+ ){0,12}(?:blood|bleeding) / .test(t) },
  { topic: 'injury', cue: 'other-emergency', test: (t) => re(` ${OTHER_EMERGENCY} `).test(t) },
  { topic: 'breathing', cue: 'sting-reaction', test: (t) => / (?:stung|sting|stings|bitten|ate|eaten|had|gave|given|tried|first time|after) /.test(t) && / (?:hives all over|hives everywhere|covered in hives|voice (?:has |have )?(?:sounds |is |going |gone |got |went )?(?:all |really |very )?(?:croaky|hoarse|strange|funny|raspy|husky)|swollen (?:face|lips|tongue|throat|eyes)|(?:face|lips|tongue|throat|eyes) (?:are |is )?(?:swelling|swollen|puffing up)) /.test(t) },
  { topic: 'breathing', cue: 'allergen-eaten', test: (t) => / (?:allergic|allergy|anaphylactic) /.test(t) && / (?:ate|eaten|had|has had|touched|drank|swallowed|bit|licked|stung|got stung|after (?:the |his |her |my |their )?(?:\w+ )?(?:lunch|dinner|tea|breakfast|snack|meal|party|food)) /.test(t) && / (?:swell\w*|swollen|hives|breath\w*|wheez\w*|throat|lips|tongue|face|vomit\w*|throwing up|epi ?pen|rash|itchy|blotchy|tight) /.test(t) },
  { topic: 'fever-stiff-neck', cue: 'rash-not-fading', test: (t) => re(` ${RASH_NOT_FADING} `).test(t) },
  // A baby under three months with a fever is an emergency however it is asked ("is it normal for a 3 week old to feel
  // hot"); a general question about babies and fevers ("why do newborns…") is not.
  { topic: 'fever-stiff-neck', cue: 'young-baby-fever', evenWondering: true, test: (t) => re(` ${FEVER_STRONG} `).test(t) && re(` ${YOUNG_BABY} `).test(t) && !/^ (?:why|how|what) /.test(t) },
  { topic: 'fever-stiff-neck', cue: 'fever-warning', test: (t) => (re(` ${FEVER} `).test(t) && re(` ${FEVER_SIGNS} `).test(t) && !/ (?:what temperature|room temperature|bath temperature|temperature (?:of|for) (?:the|a|his|her) (?:room|bath|nursery|water|milk|bottle)) /.test(t))
      || (re(` ${FEVER_STRONG} `).test(t) && re(` ${YOUNG_BABY} `).test(t))
      // Sickle cell, chemotherapy, no spleen, a transplant: the family is told to ring with any fever, day or night.
      || (re(` ${FEVER_STRONG} `).test(t) && / (?:sickle cell|chemo\w*|leuka?emia|neutropeni\w*|immuno ?suppress\w*|immuno ?compromised|no spleen|without a spleen|spleen (?:removed|out)|(?:kidney|liver|heart|bone marrow|stem cell) transplant|central line|hickman line|picc line|(?:weak|low|no) immune system|immune system is (?:weak|low)) /.test(t)) },
  { topic: 'head-injury', cue: 'head-injury', test: (t) => / (?:head|skull|forehead) /.test(t) && re(` ${FALL}`).test(t.replace(/ (?:hit|hits|bumped|banged|bonked|smacked|knocked|whacked|cracked) /g, ' fell on ')) && re(` ${HEAD_SIGNS} `).test(t) },
  { topic: 'head-injury', cue: 'head-knock', test: (t) => (/ (?:bang|knock|blow|bump|hit|whack|smack|bash) (?:on|to) (?:the|his|her|their|my) head /.test(t) || (/ (?:fell|came off|crashed|thrown off|flew off) /.test(t) && / (?:no helmet|without (?:a|his|her) helmet) /.test(t))) && re(` ${HEAD_SIGNS} `).test(t) },
  { topic: 'head-injury', cue: 'head-blow', test: (t) => / (?:hit|hits|bumped|banged|bonked|smacked|knocked|whacked|cracked|landed on) (?:his|her|their|my|your|the back of (?:his|her|my)) (?:head|skull|forehead) /.test(t) && re(` ${HEAD_SIGNS} `).test(t) },
  { topic: 'injury', cue: 'fall', test: (t) => re(` ${FALL} `).test(t) && re(` ${FALL_SERIOUS} `).test(t) && A_PERSON_OF_MINE.test(t) || / (?:i|he|she|baby|toddler) (?:fell|rolled|slipped|tumbled) (?:off|down|out of|from) (?:the |a |my |his |her )?(?:bed|changing table|stairs|window|balcony|roof|bunk|top bunk|high ?chair|counter|table|sofa|couch|trampoline|tree|ladder|wall|climbing frame|monkey bars) /.test(t) },
  { topic: 'burn', cue: 'burn', test: (t) => re(` ${BURN} `).test(t) && !NOT_BURN.test(t) },
  // A burn gone white or leathery that no longer hurts is a deep burn, however calmly asked ("is it normal if…").
  { topic: 'burn', cue: 'deep-burn', evenWondering: true, test: (t) => / (?:burn|burns|burnt|burned|scald|scalded) /.test(t) && / (?:white|leathery|waxy|charred|numb|(?:does not|do not|did not|not|no longer|stopped) (?:hurt|hurting|feel anything|sting)) /.test(t)
      && / (?:he|she|his|her|my|i|we|they|him|them) /.test(t) && !NOT_BURN.test(t) && !/ (?:why|how) (?:do|does|did|can|could) /.test(t) },
  { topic: 'burn', cue: 'heat-and-skin', test: (t) => HEAT_SOURCE.test(t) && BURNT_SKIN.test(t.replace(/ (?:no|not|without|never) (?:\w+ )?blister\w* /g, ' ')) && !NOT_BURN.test(t) },
  { topic: 'emergency', cue: 'after-water', test: (t) => OUT_OF_WATER.test(t) && / (?:cough\w*|sleepy|drowsy|vomit\w*|throwing up|being sick|breath\w*|blue|limp|floppy|pale|not (?:himself|herself|themselves|right)|confused|chest (?:hurts|pain)) /.test(t) },
  { topic: 'emergency', cue: 'electric-shock', test: (t) => re(` ${SHOCK} `).test(t) && (!/ (?:static|eel|eels|lightning rod|how does electricity) /.test(t) || FIRST_PERSON_EVENT.test(t))
      && !(/ (?:can i|could i|should i|can we|is it safe|is it ok) /.test(t) && !/ (?:got|was|been|is|has been) (?:a )?(?:shock\w*|zapped|electrocuted|burn\w*) /.test(t)) },
  { topic: 'emergency', cue: 'drowning', test: (t) => re(` ${DROWNING} `).test(t) && !/ (?:titanic|ship|boat sank|in the story|in the movie|fish drown|can fish drown|lifeguards?|how do (?:\w+ ){0,2}know) /.test(t) },
  { topic: 'injury', cue: 'crash', test: (t) => re(` ${CRASH} `).test(t) && !/ (?:plays?|playing|pretend\w*|games?|toys?|lego|video|film|movie|tv|crash (?:course|test|tests|mat|mats|pad|landing)|smash (?:hit|bros)|still use|replace|reuse|re use|insurance|second ?hand) /.test(t) },
  { topic: 'injury', cue: 'bite', test: (t) => re(` ${BITE} `).test(t) && !NOT_BITE.test(t) },
  // "what kind of snake is brown with diamonds on it? it just bit my friend": the animal is named first, the bite last.
  { topic: 'injury', cue: 'bite-told-last', test: (t) => / (?:snake|snakes|spider|spiders|scorpion|dog|stray|fox|bat|rat|monkey|jellyfish|stingray|adder|viper) /.test(t) && / (?:it|one|that|this|the thing) (?:just |has |has just |must have )?(?:bit|bitten|stung) (?:my|him|her|me|us|them) /.test(t) },
  { topic: 'breathing', cue: 'inhaled-object', test: (t) => / (?:inhaled|breathed in|sucked in|choked on|chocked on) /.test(t) && (re(` ${OBJECTS} `).test(t) || / (?:nut|nuts|peanut|peanuts|grape|popcorn|sweet|candy|balloon|food) /.test(t)) },
];

/**
 * A death told after the fact, to be talked through ("my mate's dad died in a car crash last month and I don't know what
 * to say", "our cat got hit by a car yesterday, how do I explain it to the kids"): grief, the gentle answer, not an
 * emergency answer. Anything that tells of now (still, help, bleeding, not breathing) keeps the emergency cues.
 */
const DEATH_TOLD = / (?:(?:we|i|they|our (?:\w+ )?(?:team|class|school|club|year group)|the (?:\w+ )?(?:team|class|school|club)) (?:have |has |had )?lost (?:a|one of (?:our|their|its|the)|our|their|my) (?:\w+ )?(?:teammates?|classmates?|students?|pupils?|friends?|players?|members?|boys?|girls?|kids?|child|children|sons?|daughters?|brothers?|sisters?)|died|has died|passed away|passed on|was killed|were killed|got killed|killed in|did not make it|was put down|was put to sleep|had to be put down|funeral|(?:got|was) (?:hit|run over) by (?:a|the) (?:car|truck|van|lorry|bus)) /;
const SOME_TIME_AGO = / (?:last (?:week|month|year|night|summer|spring|winter|autumn|fall|weekend|christmas|term|easter)|yesterday|the other day|(?:\w+ )?(?:days?|weeks?|months?|years?) ago|over the (?:weekend|summer|holidays)|recently|this (?:week|month|year)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)) /;
const TALK_IT_THROUGH = / (?:explain|tell (?:the kids|the children|them|him|her|my|our)|what (?:to|do i|should i|can i) say|talk (?:to|with|about)|help (?:him|her|them|my|our) (?:\w+ )?(?:cope|grieve|understand|through)|keeps asking|grieving|grief|sad|upset|crying|miss(?:es)? (?:him|her|them)) /;
const TELLS_OF_URGENCY = / (?:now|right now|still|help(?! (?:him|her|them|my|our|me|the kids|the children|a child|kids|children) (?:\w+ )?(?:cope|grieve|understand|through|with|deal|say|explain|talk))|hurry|quick|not breathing|bleeding|will not wake|can not wake|unconscious|911|999|000|112|ambulance) /;
export function toldAsPastLoss(question: string): boolean {
  const text = cueText(question);
  return DEATH_TOLD.test(text) && (SOME_TIME_AGO.test(text) || TALK_IT_THROUGH.test(text)) && !TELLS_OF_URGENCY.test(text)
    && !/ (?:died out|dinosaurs?|extinct\w*|species|in history|long ago|in the story|in the book|in the film|in the movie|in the game) /.test(text)
    && (/ (?:died|has died|passed away|passed on|killed|did not make it|funeral|put down|put to sleep|lost (?:a|one|our|their|my)) /.test(text) || (PET.test(text) && TALK_IT_THROUGH.test(text)));
}

/** The first danger cue in a question, or null. */
export function detectDanger(question: string): DangerCue | null {
  const text = cueText(question);
  if (text.trim() === '') return null;
  // A question that only wonders, with nobody of the asker's own and no event of theirs, carries no cue but the
  // ones that are never idle (self-harm, abuse, a lost child).
  const wondering = WONDERING.test(text) && !A_PERSON_OF_MINE.test(text) && !FIRST_PERSON_EVENT.test(text) && !TELLS_OF_NOW.test(text);
  const habit = HABIT.test(text);
  const onlyAnimals = PET.test(text) && !HAS_PERSON.test(text.replace(PET, ' '));
  const pastLoss = toldAsPastLoss(question);
  for (const rule of RULES) {
    if ((wondering || habit || onlyAnimals || pastLoss) && !rule.evenWondering) continue;
    if (!rule.test(text)) continue;
    return { topic: typeof rule.topic === 'function' ? rule.topic(text) : rule.topic, cue: rule.cue };
  }
  return null;
}

/** The asker's young child hitting or biting someone ("my son hits his sister"): a parenting question, never an emergency. */
export function describesChildBehaviour(question: string): boolean {
  const text = cueText(question);
  return text.replace(CHILD_BEHAVIOUR, ' ') !== text;
}

/** A question about animals only, with nobody in it ("what is the sex of my hamster"). */
export function aboutAnimalsOnly(question: string): boolean {
  const text = cueText(question);
  // PERSON without the plural "s" HAS_PERSON allows (its "i" + "s" reads "is" as a person).
  return PET.test(text) && !re(` ${PERSON} `).test(text.replace(PET, ' '));
}

/** A grown-up of the family in the question ("mummy won't wake up"): the child may be alone with them. */
export function mentionsFamilyAdult(question: string): boolean {
  return re(` ${FAMILY_ADULT} `).test(cueText(question));
}

/** Words of injury or ingestion, for keeping them out of page titles even when no cue fires. */
export function mentionsHarm(question: string): boolean {
  const text = cueText(question);
  return re(` (?:${INGESTED}|${UNRESPONSIVE}|${BLEEDING}|${BURN}|${SEIZURE}|${BREATHING}|${SELF_HARM}|${ABUSE}|${MEDICINES}|${CHEMICALS}|hurt|hurts|injured|injury|broke|broken|fell|blood|overdose) `).test(text);
}

/** A question about trying something dangerous: "can I…", "is it ok if…", "what happens if I…". */
const TRYING = / (?:can (?:me and|my \w+ and i|i and)|will (?:we|i|they|he|she) be (?:fine|ok|okay|alright|safe)|can (?:you|u) (?:take|drink|have|mix|double)|how (?:risky|dangerous|bad|safe) is (?:it|that|this)|(?:wanna|want to|wants to|going to|gonna) (?:climb|jump|go up|get onto|get on)|(?:thick|safe|strong|deep) enough|is that (?:ok|okay|safe|alright|fine|bad|dangerous)|how many (?:\w+ )?(?:can|should) i|will (?:staring|looking|it|that) (?:make|hurt)|can i try|i want to try|(?:should|could) i try|can i|can we|could i|could we|may i|should i|should we|is it (?:ok|okay|safe|fun|bad|alright|fine|dangerous)|is it dangerous if|should i try|i might try|would it be (?:ok|okay|safe|fun|bad)|what (?:happens|would happen|will happen) if|what if (?:i|we|you)|if i|if we|do i have to|do we have to|i want to|i am going to|im going to|lets|how (?:do|can|could) (?:i|we) (?:make|light|start|set|get|use|climb|take|mix|put))(?: |$)/;
/** Things children must not try: fire, electricity, chemicals and medicines, heights, water, the Sun, blades. */
const DANGER_THING = / (?:(?:fence|wire|wires) (?:\w+ ){0,12}(?:electric|electrified|electricity)|without (?:telling )?(?:the |our )?(?:teachers?|leaders?|adults?|grown ups|lifeguards?)|swim (?:\w+ ){0,4}at night|travel sick(?:ness)? (?:sweets|tablets|pills|medicine)|deep end|without (?:my )?(?:mum|mom|dad|mummy|mommy|daddy|a grown up|an adult|anyone watching)|carry (?:\w+ ){0,3}(?:down|up) (?:the )?stairs|heater (?:\w+ ){0,3}(?:next to|near|by|under|on|against) (?:my |the |our )?(?:bed|curtains|sofa|clothes|blanket|duvet|cot|pillow)|(?:barbecue|bbq|gas bottle|camping stove|charcoal|gas heater|patio heater) (?:\w+ ){0,4}(?:inside|indoors|in(?:to)? the (?:tent|caravan|house|room|car|van|flat|bedroom))|pre ?workout|caffeine (?:pills|tablets|powder)|(?:2|3|two|three|four|4) (?:\w+ )?energy drinks|matches|match|lighter|lighters|fire|fires|bonfire|petrol|gasoline|lighter fluid|candle|candles|fireworks?|sparklers?|firecrackers?|plug|plugs|plug socket|socket|sockets|outlet|outlets|power lines?|electric fence|electricity|wires?|knife|knives|razor|blades?|bleach|cleaning|chemicals?|medicine|medicines|pills?|tablets?|ibuprofen|paracetamol|tylenol|calpol|vitamins?|gummies|berries|berry|mushrooms?|toadstools?|roof|balcony|window ledge|frozen (?:lake|pond|river)|ice on the|red flags?|lamp post|look at the sun|stare at the sun|looked at the sun|battery|batteries|magnets?|gun|guns|aerosol|deodorant|microwave|dry ice|hot oil|stove|oven|hob|kettle|iron|alone in the (?:sea|pool|river|lake)|swim alone|go swimming alone|swim out|no adults?(?: \w+)? (?:around|there|watching)|without (?:an |any )?adults?|ice on|the ice|train tracks?|railway|motorway|road on my own|cross the road|jump off|jump from|jump into|pier|bridge|quarry|cliff|hold (?:my|your|our) breath|faint|pass out|black out|no lights|main road|drink (?:out of|from) (?:the |a )?(?:stream|river|lake|pond)|stream water|river water|pond water|dare|challenge|staring at the sun|stare at the sun|calpols?|inhaler|no hands|no brakes|hang on the back|hold on to the back|car surfing|washing up liquid|soap|shampoo|perfume|nail polish|glue|paint|vape|vapes|e cigarette|cigarettes?|alcohol|beer|wine|vodka|snakes?|jellyfish|scorpions?|wild animals?|dead (?:bird|birds|animal|animals|rat|mouse)|bats?|stray dogs?|(?:see|test|check|find out) if (?:i am|he is|she is|they are|i|he|she|they) (?:still )?allergic) /;

/** A child asking whether to try a dangerous thing (nothing has happened yet): the hazard answer. */
export function asksToTryDanger(question: string): boolean {
  // "get the grandkids off their tablets": tablets as screens.
  const text = cueText(question).replace(/ (?:off|on|from|with) (?:their|his|her|the|my|your|our) (?:tablets?|ipads?) /g, ' ');
  // "Should I let him…" is a grown-up asking about a child (a guide's or a rule's question), not a child about to try.
  return TRYING.test(text) && DANGER_THING.test(text) && !/ (?:safely|safety|safe way|properly|the right way|carefully|with a grown up|with an adult|with my (?:mum|mom|dad|parents)) /.test(text)
    && !/ (?:should|can|do|would) (?:i|we) (?:let|allow) (?:him|her|them|my \w+) /.test(text);
}

/** The big questions, in children's and parents' words (a second reader beside triage.ts's sensitive patterns). */
const SENSITIVE_CUES: { topic: 'death' | 'babies' | 'divorce' | 'scary-news' | 'bodies'; test: RegExp; unless?: RegExp }[] = [
  // "They found a dead bird and want to know where it goes now": a child's question about death, whatever died.
  { topic: 'death', test: / dead (?:\w+ ){0,14}where (?:does |do |did )?(?:it|he|she|they) (?:go|goes|went|has gone) (?:now|after) / },
  {
    topic: 'death',
    test: / (?:(?:fox|foxes|dog|dogs|cat|hawk|badger) (?:got|killed|took|ate) (?:our|my|the|all) (?:\w+ )?(?:chickens?|hens?|rabbits?|guinea pigs?|ducks?|ducklings|chicks)|(?:dog|cat|puppy|kitten|rabbit|hamster|pet|tortoise) (?:\w+ )?(?:got|was|has been) (?:hit|run over|killed)|(?:buried|burned|burnt|cremated) or (?:buried|burned|burnt|cremated)|(?:class|school|team|year group|club|community|year) (?:has |have )?lost (?:a|one of (?:our|its|their|the)|our|their) (?:students?|pupils?|classmates?|child|children|kid|boy|girl|members?|teammates?|friends?)|asking where (?:\w+ ){0,2}(?:grandma|grandpa|granny|gran|nan|nana|nanny|grandad|grandmother|grandfather|pop|pops|papa|uncle|auntie|aunt) (?:went|has gone|is now|had gone|goes)|die|dies|died|dying|dead|death|buried|burial|bury|cremated|cremation|coffins?|funerals?|graves?|graveyard|heaven|passed away|passed on|put to sleep|put down|put(?:ting)? (?:\w+ )?(?:\w+ )?(?:\w+ )?to sleep|went to sleep (?:at|there|at the vets?)|rainbow bridge|stillborn|still born|stillbirth|still birth|miscarr\w*|laid out|at the wake|(?:we|i|they|she|he) lost (?:my|our|his|her|their) (?:\w+ )?(?:husband|wife|partner|dad|daddy|father|mum|mummy|mom|mommy|mother|nana|nan|granny|grandma|gran|grandad|grandpa|baby|son|daughter|brother|sister|dog|cat|pet|uncle|aunt|auntie|friend)|lost (?:nana|nan|granny|grandma|gran|grandad|grandpa|daddy|mummy|mommy|papa)|terminal\w*|terminally|hospice|palliative|body (?:\w+ ){0,3}(?:under|in) the ground|in (?:his|her|their) coffin|(?:very|really|so|too) sick|sick bad|will i (?:ever )?see (?:her|him|them) again|everybody (?:\w+ )?whisper\w*|(?:weeks|months|days) (?:left )?to live|not going to get better|not with us any ?more|no longer with us|first (?:christmas|birthday|holiday|eid|diwali|thanksgiving|easter|hanukkah|year|summer) without|(?:can|does|will) (?:he|she|grandpa|grandad|grandma|nana|nan|granny|daddy|mummy|dad|mum) still see (?:us|me|the)|(?:gone|went|go) to (?:god|jesus|allah|be with (?:god|jesus|the angels))|with (?:god|jesus|allah|the angels) now|(?:became|is) an angel|earned (?:his|her) wings|crossed over|(?:in|to) a better place|watching (?:over|down on) (?:us|me)|(?:went|go|gone) to sleep and (?:did not|never|will not|does not) wake|(?:lost|losing) (?:the|a|our) baby|lost (?:\w+ ){1,5}to (?:cancer|covid|leuka?emia|a heart attack|a stroke|an illness|illness|suicide|an accident|a car crash|an overdose))(?: |$)/,
    unless: / (?:death caps?|going to die if (?:i|she|he|they) (?:has|have|had) to|i am dead (?:\w+ ){0,2}(?:mean|means)|means? (?:something|it) is (?:really |so )?funny|sun|universe|planets?|asteroids?|meteors?|black holes?|dinosaurs?|(?:plants?|flowers?|trees?) (?:die|dies|died|dying|wilt\w*)|(?:dead|dying) (?:plants?|flowers?|trees?)|bees?|wasps?|insects?|cells?|stars?|batter(?:y|ies)|(?:phone|tablet|ipad|laptop) (?:\w+ ){0,2}(?:die|dies|died|dying|dead)|(?:die|dies|died|dying|dead) (?:\w+ ){0,2}(?:phone|tablet|ipad|laptop)|sea|volcano|extinct\w*|species|dodo|leaves|coral|mummies|pharaohs?|egypt\w*|romans?|vikings?|soldiers? in|black death|plague|dead end|dead sea|deadline|dice|pompeii|volcano|volcanoes|titanic|ancient|in history|long ago|years ago|the war|world war|knights?|castles?|literally dying|dying (?:to|for|of laughter|of boredom|of embarrassment)|pretend\w*|play(?:s|ing)? dead|you are dead|dead (?:mice|mouse|birds?|bugs?|flies|insects?|leaves)|prey|hunting|to die for|dead (?:tired|bored|boring|funny|easy)|video game|minecraft|fortnite|in the game|fish tank|salmon) /,
  },
  { topic: 'divorce', test: / (?:every other weekend|both (?:houses|homes)|drop (?:him|her|them) (?:back )?(?:at|to) (?:his|her|their) (?:mums|moms|dads|mum s|dad s)|(?:papa|dad|daddy|baba|mama|mum|mom|abba|abbu) (?:\w+ ){0,3}(?:will not|is not|can not|cannot|won t|never) (?:come|coming) (?:to|with|here|back)|not (?:our|my) (?:family|famly) any ?more|(?:since|after) (?:we|his dad and i|her dad and i|his mum and i|her mum and i|his mom and i|her mom and i|me and (?:his|her) (?:dad|mum|mom)) (?:split|separated|broke up|divorced)|(?:dad|daddy|mum|mom|mummy|mommy|father|mother|papa) (?:has )?(?:moved|moving|moves) out|still see (?:my )?(?:daddy|dad|mummy|mum|mom|mommy|papa) (?:on|at) (?:weekends|the weekend)|walked out (?:on )?(?:us|me|the family|my \w+)|(?:will|is) (?:she|he|mum|mom|dad|my mum|my mom|my dad) ever (?:come|coming) back|(?:going|go|moving|gone|went) to (?:a |the )?(?:refuge|womens refuge|shelter|safe house) (?:without|away from)|angry (?:\w+ ){0,3}(?:dad|mum|mom|father|mother|daddy|mummy) (?:for )?(?:leaving|left|walking out|moving out)|(?:go|goes|going|live|lives|living|split|splitting|stay|stays|staying|move|moving) (?:\w+ )?(?:between|at) (?:2|two) (?:houses|homes)|(?:mums|moms|mummys|mommys) (?:house|place|flat) and (?:my )?(?:dads|daddys) (?:house|place|flat)|(?:dads|daddys) (?:house|place|flat) and (?:my )?(?:mums|moms|mummys|mommys) (?:house|place|flat)|same house any ?more|new (?:house|home|flat|place) and a new (?:lady|girlfriend|boyfriend|partner|wife|husband|man)|(?:a |his |her )?new (?:girlfriend|boyfriend|lady|man|partner) (?:now|and)|(?:pick|choose) (?:between )?(?:my )?(?:mummy|mum|mom|mommy|mam|daddy|dad) (?:or|and) (?:my )?(?:daddy|dad|mummy|mum|mom|mommy)|in court|spliting up|splitting up|moves? (?:to|into|out to) (?:the|a|his|her|another|an) (?:other |new |different )?(?:flat|house|apartment|place)|two (?:christmases|birthdays|bedrooms|houses|homes)|(?:will not|not|no longer|never) be married|still love (?:her|him|you|them|me|us) but|(?:have|has|had|are|were) split|(?:live|lives|living) (?:with us|here|at home) any ?more|moved out|(?:is|are|will) (?:daddy|dad|mummy|mum|mom|mommy|he|she) (?:going to |gonna )?leave|my ex (?:and|has|is|says|said|keeps|wants|moved|took|takes|left)|ex and i|ex (?:husband|wife|partner)|new partner|(?:marrying|married|moving in with|move in with) (?:her|his|my mums|my dads|my moms) (?:boyfriend|girlfriend|partner)|move in with (?:him|her|them) and (?:his|her|their) (?:kids|children)|(?:real|birth|biological) (?:parents|mummy|mum|mom|mommy|daddy|dad)|argue (?:a lot|all the time)|(?:always|keep|keeps) (?:arguing|fighting|shouting at each other)|which parent|live with (?:my )?(?:mum|mom|dad|mummy|daddy)|(?:mum|mom|dad|mums|moms|dads) (?:and (?:dad|mum|mom)s? )?split|between (?:houses|homes)|divorc\w*|devorc\w*|devors\w*|divors\w*|separat\w*|split up|splitting up|parents (?:have |had |recently |just )?split|since the split|(?:do not|does not|dont) love each other|remarried|re married|(?:got|getting|get|is getting) married again|(?:stop|stopped|stops) loving each other|fall out of love|fell out of love|choose (?:between )?(?:mummy|mum|mom|mommy|mam) (?:or|and) (?:daddy|dad)|(?:get|getting|got|be|going|come|coming) back together|custody|week on week off|change ?over day|at (?:dads|mums|moms) (?:at|on|in|for) (?:the )?(?:weekends?|week)|stay at (?:dads|mums|moms)|(?:dads|mums|moms) house|live at a different house|lives? at a different house|different house now|making (?:daddy|dad|mummy|mum|mommy|mom) leave|(?:real|birth|other) (?:dad|mum|mom|father|mother)|could not keep (?:him|her|me)|(?:living|live|lives) in (?:two |different |separate )houses|(?:goes|going|go|stays|staying|sleeps) (?:to|at) (?:her|his|their|my) (?:dads|mums|moms|mams) (?:every|on|for|at|each)) / },
  { topic: 'babies', test: / (?:(?:where|what) was i before i was born|how did (?:i|we|my \w+) get (?:in|into|inside) (?:my |our )?(?:mums|moms|mummys|mommys|mamas|mum s|mom s) (?:tummy|belly|tum)|how (?:the|a|that) baby (?:came|comes|come|got|gets) (?:out|in)|how (?:the )?(?:kittens|puppies|babies|lambs|piglets|chicks) (?:got|get|came|come) (?:in|out|inside|in there)|what (?:does|is) (?:pregnant|pregnancy)(?: mean)?|(?:had|have|having|has) sex to (?:make|have|get) (?:a |the )?(?:baby|babies|me|us|you)|(?:scan|ultrasound) (?:picture|photo|pic|image)|baby (?:\w+ ){0,2}(?:attached|tied|joined) to (?:a |the )?(?:string|cord|rope|tube)|stork|storks|donor|donors|how (?:do|does|are|did) (?:puppies|kittens|babies|baby animals|lambs|calves) (?:get )?(?:made|born)|(?:the|a) baby (?:is )?(?:going to|gonna|will) (?:get|come) out|where (?:do |does |will )?(?:babies|baby|the baby|a baby) (?:actually )?(?:come|comes) out|where (?:\w+ )?baby come out|(?:boys|men|daddies|dads) have seeds|seeds? (?:\w+ ){0,4}bab(?:y|ies)|two babies fit|how they got (?:in )?there|expecting (?:in|a|another|our|twins)|going to be a big (?:sister|brother)|(?:brother|brothers|sister|sisters|twins|baby) (?:was|were) born|still love me (?:the same|when|if)|(?:get|gets|getting|have|has|make) a baby (?:if|when|by|from)|(?:a )?baby in there|how (?:does|do|did|will|can) (?:she|they|he|you|mummy|mum|mom|people|women|ladies) (?:get|have) (?:a baby|one|pregnant|babies)|how did (?:the )?(?:kittens|puppies|babies|baby|lambs|calves|piglets|bunnies) get (?:in|inside|into) (?:her|there|them)|calving|giving birth|gave birth|give birth|pregnant|how (?:does|do|did) (?:it|the baby|a baby|babies|i|we) (?:eat|breathe|grow|poo|wee) (?:in there|inside|when (?:it is|they are|its|theyre) inside|in (?:your|her|mummys|mums|moms) (?:tummy|belly))|(?:baby|babies|it|they) (?:\w+ ){0,3}(?:eat|eats|eating|breathe|breathes|breathing|grow|grows|poo|poos|wee|wees) (?:\w+ ){0,5}(?:in there|inside|in (?:the|your|her|mummys|mums|moms|its|a) (?:tummy|belly|womb))|(?:for|does it take) (?:a )?bab(?:y|ies) to grow|(?:cut|cuts|cutting) (?:your|her|the|mummys|mums) (?:tummy|belly) open|c ?section|caesarean|cesarean|sperm|(?:make|making|made|makes) (?:a )?bab(?:y|ies)|baby (?:is )?(?:inside|in) (?:\w+ ){0,2}(?:tummy|belly)|(?:a|the) baby (?:is )?inside (?:it|her|there)|pregnancy|babies in (?:a |the )?hospital|born in (?:a |the )?hospital|babies (?:come|get|gets) out|baby (?:comes|gets|get) out|babys come out|babies are made|help (?:her|them|him) have a baby|have a baby|having a baby|(?:people|women|men|girls|boys|ladies|humans|mums|moms|dads|i|you|we|everyone|anyone|someone|wheelchairs|disabled|disability) (?:\w+ ){0,2}have babies|(?:came|come|comes|get|got) out (?:of )?(?:me|you|mummy|mommy|mum|mom|your (?:tummy|belly)|her (?:tummy|belly))|how (?:are|were|do|did|does) (?:babies|twins|a baby|i|we|you) (?:actually |really |even )?(?:get )?(?:made|born)|when (?:it|the baby|a baby|babies) (?:comes?|come|is coming) out|before (?:i|we|you) (?:was|were) born|twins (?:get )?made|baby (?:inside|in) (?:my|her|your|the|aunties|mums|moms) (?:\w+ )?(?:belly|tummy)|how did (?:my |the |our )?(?:\w+ )?(?:baby|brother|sister|i|we) get out|(?:need|needs) a (?:man|dad|daddy|husband) to (?:make|have) a baby|babies come from|where (?:do|did) (?:babies|i|we) come from|where (?:do |does |did |will )?(?:it|the baby|babies|a baby|baby|he|she|they) (?:come|comes|came|coming) from|how (?:the|a) baby got (?:in|out|in there)|explain sex|talk (?:to \w+ )?about sex|how did (?:i|we|you|he|she|the baby|my (?:\w+ )?(?:brother|sister)) get (?:in|into|inside) (?:my |her |your |the |our )?(?:\w+ )?(?:belly|tummy)|how (?:do|does|did) (?:babies|the baby|a baby|it) get (?:out|in)|ivf|donor (?:egg|sperm)|surrogat\w*|how (?:her|his|my) (?:new )?(?:cousin|brother|sister|baby) was (?:made|born)|how (?:his|her) friend with two (?:mums|moms|dads) was born|where (?:do|did) babies come from) / },
  { topic: 'bodies', test: / (?:smelly armpits|armpits? (?:smell|hair)|why am i getting (?:spots|hair|boobs|bigger|taller)|taller than all the (?:boys|girls)|voices? (?:break|breaks|breaking|crack|cracks)|questions about (?:bodies|their bodies|her body|his body|private parts|being naked)|everyone (?:was|is) naked|why do i smell (?:more|bad|different|so much)|will (?:i|she) (?:\w+ )?(?:bleed|get (?:periods?|boobs|breasts))|(?:maternity|sanitary) pads?|tampons?|shortest (?:boy|girl|kid|one|person) in (?:my|the|her|his) (?:year|class|grade|form)|will i ever (?:grow|get taller|hit puberty)|hair in (?:weird|new|funny|strange) places|chest (?:is )?getting (?:bumpy|bigger|lumpy)|chest (?:is )?growing|growing (?:bumps|boobs|breasts)|wet dreams?|develop(?:ing)? breasts|breasts|periods?|voice (?:keeps |is )?(?:cracking|breaking|changing)|body (?:is )?changing|hair growing (?:under|down|on)|growing hair|spots and (?:i )?smell|touching (?:himself|herself|themselves) (?:at|in|when)|puberty|boobies|blood in (?:my|her) (?:knickers|pants|underwear|undies)|(?:proper )?names? for (?:\w+ ){0,2}(?:body parts|privates|private parts)|body parts|private parts|chest (?:\w+ ){0,4}(?:bigger|sore|lump|growing)|boob|boobs|voices? (?:\w+ ){0,5}(?:squeaky|deep|deeper|crack\w*|break\w*) (?:\w+ ){0,5}(?:older|grow|growing|teen\w*|boys?)|body (?:\w+ ){0,2}(?:change|changes|changing|start changing)|when will (?:i|my body) (?:grow|change|start)|hair (?:\w+ ){0,2}(?:on|under) (?:\w+ ){0,2}(?:bodies|body|arms|armpits|legs|privates)|grow\w* hair under|(?:have not|has not|not) (?:got|grown|started|had) (?:any |my |her |his )?(?:hair|boobs|breasts|period|periods) yet|(?:hair|boobs|period) yet|bleed (?:every|once a|each) month|(?:touch\w*|play\w* with|rub\w*) (?:yourself|myself|himself|herself|themselves|your|my|his|her|their) (?:\w+ )?(?:down there|privates?|private parts|willy|bits)|hair (?:\w+ ){0,2}(?:everywhere|everywere|all over)|(?:will|does|is) (?:that|it|this) (?:\w+ )?(?:happen|hapen|happening) to me|(?:need|needs|use|using|wear|wearing|start|starting|get|buy|put on) (?:\w+ )?deodorant|body odou?r|(?:smell|smelly|stink|stinky) (?:\w+ ){0,3}(?:after|when) (?:pe|gym|sport|sports|football|running)|developing|body hair|hair (?:\w+ ){0,2}down there|(?:boys?|willy|willies|penis|penises|privates?|mine|his thing) (?:\w+ )?(?:get|gets|getting|got|goes|go|went|going) (?:\w+ )?hard|erections?|boners?|(?:get|getting) changed in front|changing in front of|body (?:\w+ )?(?:smell|smells|stink|stinks)|smell (?:\w+ ){0,3}(?:sweaty|when i sweat)|sex (?:\w+ ){0,2}mean|sex mean|what is sex|what sex is|what sex means|the word sex|heard (?:the word )?sex|boobs|bra) /, unless: / (?:full stop|punctuation|periods of (?:time|history)|sentence|question mark|breastfeed\w*|breast ?feeding|mastitis|nursing|(?:periods?|period pain|cramps) (?:are |is |have been |get )?(?:\w+ )?(?:painful|heavy|irregular)|(?:painful|heavy) periods?|period (?:pain|cramps)) / },
  // A step, foster or adopted child is a family change only when the question is about it ("asks about his birth mum",
  // "why he lives with us now"): "my stepson ignores me" and "my foster son wets the bed" are a guide's and a doctor's.
  { topic: 'divorce', test: /(?=.* (?:stepdaughters?|stepsons?|stepchild\w*|step ?dads?|step ?mums?|step ?moms?|step ?(?:son|daughter|kids|children|brother|sister)|foster\w*|adopted|adoption|adopt) )(?=.* (?:birth|real|biological|new (?:mum|mom|dad|family|house|home|brother|sister)|why (?:do|does|did|is|are|can not|cannot|he|she|i|we)|explain|tell (?:him|her|them)|talk (?:to|about|with)|miss\w*|sad|upset|cry\w*|cries|crying|angry|jealous|hate|belong|says bad things|believe|call (?:\w+ ){0,3}(?:mum|mummy|mom|mommy|dad|daddy)|go(?:es)? back to (?:his|her|their|my) (?:mums|moms|dads|mum|mom|dad)|moved in|moving in|living with|lives with|other (?:house|home)|visit\w*|contact|keep (?:him|her|me)|give (?:him|her|me) up|gave (?:him|her|me) up|where (?:he|she|i|they) came from|not (?:my|her|his|their) (?:real )?(?:mum|mom|dad|family)) )/ },
  { topic: 'scary-news', test: / (?:explosions?|bombing|air ?strikes?|soldiers (?:are )?(?:fighting|shooting)|(?:not|is not|was not) the army|the army (?:is|are|was|came)|war (?:in|at) (?:our|my|their) (?:country|home|town|village)|(?:intruder|lockdown|active shooter|shooter) drills?|(?:climate change|global warming) (?:\w+ ){0,4}(?:wreck|destroy|end|ruin|kill|flood)\w*|shoot(?:ing)? people|9 11|nine eleven|twin towers|september 11(?:th)?|people jumped|(?:drove|drive|driven|drives|ploughed|plowed|rammed|crashed) (?:\w+ ){0,3}into (?:\w+ ){0,3}(?:people|crowds?)|(?:that|a|the|some|those) (?:\w+ )?(?:man|woman|person|people|guy|men) (?:\w+ ){0,6}(?:killed|kill|hurt|shot|shoot|stabbed|stab|attacked|attack) (?:all )?(?:those|these|the|so many|lots of|innocent)? ?(?:people|children|kids)|shot people|bombs being dropped|gaza|ukraine|israel|palestine|sudan|refugees?|stabbing|stabbings|knife crime|war|wars|wor|terror\w*|terrer\w*|soldiers and tanks|tanks on|bomb\w*|earthquake\w*|bushfires?|wildfires?|hurricane|tsunami|flood|floods|climate change (?:going to|gonna|will) (?:kill|end)|school shooting|shooting|missiles?|blew up|climate (?:change|crisis|emergency|disaster|stuff|news|videos?)|kidnap\w*|abduct\w*|taken from (?:the|a) (?:park|street|school|playground|shop)|trapped under) (?:\w+ )?(?:\w+ )?/, unless: / (?:without (?:a )?(?:war|fight|battle)|pretend\w* (?:\w+ ){0,4}(?:guns?|shoot\w*|soldiers?|war)|plays? (?:at )?(?:soldiers|war|guns)|how (?:do|does) (?:\w+ ){0,3}sirens? (?:make|work|sound|get)|shooting stars?|photo ?shoot\w*|bath bombs?|world war (?:1|2|i|ii|one|two)|civil war|star wars|tug of war|cold war|trojan|history|romans?|vikings?|knights?|how do volcanoes|how do earthquakes happen|(?:tsunamis?|hurricanes?|floods?|earthquakes?|wildfires?|bushfires?) (?:\w+ ){0,4}(?:happen|form|start|work)|what causes earthquakes|why do earthquakes) / },
];
const NEWS_OR_FEAR = / (?:before (?:i am|i|we are|we) (?:grown|grown up|older|old enough)|anxious|reassure|(?:kids|people|someone|friends?) (?:at school )?(?:said|say|says)|at school|in school|how much (?:should|do|to) (?:i |we )?tell|tell (?:them|the kids|my kids|the children)|sirens|fly|flying|flight|our (?:house|home|bus|school|town|street)|footage|saw|seen|heard about|explain|talk about|talk to (?:them|him|her)|without scaring|why (?:are|is|did|do|does|would)|not fair|sad|could it happen|why do people|kill people|what is a|news|tv|telly|videos?|online|tiktok|youtube|scared|scary|afraid|frightened|worried|worry|can not sleep|nightmares?|coming here|happen here|here|kill us|is there going to be|gonna be|talking about it|what is a) /;

/** The big sensitive topic a question raises, or null. */
export function detectSensitive(question: string): (typeof SENSITIVE_CUES)[number]['topic'] | null {
  const text = cueText(question);
  for (const cue of SENSITIVE_CUES) {
    if (!cue.test.test(text) || cue.unless?.test(text)) continue;
    if (cue.topic === 'scary-news' && (!NEWS_OR_FEAR.test(text) || / (?:recipe|how to make|how (?:do|can|could) (?:i|you|we) (?:make|build)|instructions|show them how) /.test(text))) continue;
    if (cue.topic === 'death' && !re(` ${PERSON}s? `).test(text) && !PET.test(text) && !/ (?:you|your|people) /.test(text)) continue;
    return cue.topic;
  }
  return null;
}

/**
 * What a big question is about, read from the words for it alone (no phrasing needed): the subject the classifier's
 * "sensitive" vote must also show before it counts (classifier/ alone leans sensitive on "tell me about comets").
 */
const SUBJECTS: { topic: 'death' | 'babies' | 'bodies' | 'divorce' | 'scary-news' | 'general'; words: RegExp; unless?: RegExp }[] = [
  { topic: 'death', words: / (?:die|dies|died|dying|dead|death|stillbirth|still birth|stillborn|(?:put|putting|puts|be put) (?:\w+ ){0,2}to sleep|heaven|funerals?|graves?|ashes|passed|lost (?:my|our|his|her|their)|gone forever|not coming back) / },
  { topic: 'babies', words: / (?:baby|babys|babies|belly|tummy|pregnan\w*|born|birth|womb|mating|sex) /, unless: / (?:new baby|babies (?:start|learn|begin)|born (?:bald|with (?:\w+ ){0,3}(?:hair|eyes|teeth))) / },
  { topic: 'bodies', words: / (?:hair|body|bodies|chest|voice|periods?|privates?|puberty|spots|smell|bras?|boobs?) /, unless: / born (?:bald|with (?:\w+ ){0,3}(?:hair|eyes|teeth)) / },
  { topic: 'divorce', words: / (?:(?:mum|mom|mummy|mommy|dad|daddy|parents)(?: and (?:dad|daddy|mum|mom|mummy|mommy))? (?:\w+ ){0,2}(?:living|live|together|apart|split|fight|fighting|argue|arguing)|married|marry|love each other|loving each other|divorc\w*|separat\w*|girlfriend|boyfriend) / },
  { topic: 'scary-news', words: / (?:people|news|killed|kill|attack\w*|war|bombs?|shot|guns?|crowd|police|refugees?|kidnap\w*) / },
  { topic: 'general', words: / (?:adopted|foster\w*|gay|lesbian|trans|transgender|sexy) / },
];
export function sensitiveSubject(question: string): (typeof SUBJECTS)[number]['topic'] | null {
  const text = cueText(question);
  return SUBJECTS.find((subject) => subject.words.test(text) && !subject.unless?.test(text))?.topic ?? null;
}

/** A question about the past ("how did bombs end World War 2"): history, which a lesson answers, not frightening news. */
export function aboutHistory(question: string): boolean {
  return / (?:how did people (?:\w+ ){0,4}before|before (?:there (?:was|were) |we had |they had )?(?:central heating|electricity|cars|phones|fridges|the internet|tv|television)|in the (?:old|olden) days|victorian times|world war (?:1|2|i|ii|one|two)|ww1|ww2|wwi|wwii|in history|ancient|long ago|hundreds of years|romans?|vikings?|medieval|civil war|cold war|the blitz|the battle of|pharaohs?|knights?|castles?) /.test(cueText(question));
}
