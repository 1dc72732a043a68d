import { normalizeText, questionWords } from '../content/normalize';
import { cueText } from './cue-text';

// What a question needs before any lesson is chosen (CONTENT.md "Safety comes before matching"), checked in this
// order: an emergency happening now (urgent), a child's question about something dangerous to try (hazard),
// a health worry that belongs with a doctor (medical), and the big questions children ask that need a gentle,
// grown-up-shaped answer (sensitive). Patterns run on normalised text (content/normalize.ts) and are data.

// `general` is the safety-first answer of its kind, for a question the danger cues or the classifier raise and no
// specific rule owns (safety/route.ts).
export const URGENT_TOPICS = ['button-battery', 'magnet', 'swallowed-object', 'poison', 'breathing', 'head-injury', 'fever-stiff-neck', 'self-harm', 'abuse', 'emergency', 'burn', 'injury', 'general'] as const;
export const HAZARD_TOPICS = ['wild-plants', 'mixing-chemicals', 'medicine', 'electricity', 'fire', 'sun-gazing', 'water', 'honey-baby', 'choking-foods', 'general'] as const;
export const SENSITIVE_TOPICS = ['death', 'babies', 'divorce', 'scary-news', 'bodies', 'general'] as const;

export type UrgentTopic = (typeof URGENT_TOPICS)[number];
export type HazardTopic = (typeof HAZARD_TOPICS)[number];
export type SensitiveTopic = (typeof SENSITIVE_TOPICS)[number];

export type Triage =
  | { kind: 'urgent'; topic: UrgentTopic }
  | { kind: 'hazard'; topic: HazardTopic }
  | { kind: 'medical' }
  | { kind: 'sensitive'; topic: SensitiveTopic }
  | { kind: 'none' };

interface Rule<T> { topic: T; match: RegExp[]; unless?: RegExp }

// Words that say something already happened to a particular child (not a general "why do…" question).
const SWALLOWED = "(swallow\\w*|swalow\\w*|swollow\\w*|swallo|ate|eaten|eat|has eaten|put|stuck|chewed|chewing|sucked|sucking|licked|got into|took|taken|drank|drunk|drink|in (his|her|their|my)( \\w+)? (mouth|nose|ear|throat|tummy|stomach))";
const CHILD = "(?:(my|our|the) (\\d+ (year|month|week)s? old|baby|babies|toddler|kid|kids|child|children|son|daughter|boy|girl|teen|teenager|preschooler|infant|newborn|little one|brother|sister|friend|twins?|grandson|granddaughter|niece|nephew)s?|(baby|toddler|kid|child|infant|newborn|preschooler)|(he|she|i|someone|somebody))";
const POISONS = '(bleach|detergent|laundry (pods?|detergent|soap)|tide pods?|dishwasher (pods?|tablets?|detergent)|dish soap|cleaner|cleaning (products?|liquid|spray|stuff|fluid)|chemicals?|poison\\w*|antifreeze|gasoline|petrol|paint thinner|lamp oil|lighter fluid|nail polish remover|mouthwash|hand sanitizer|rat poison|bug spray|insecticide|pesticide|weed killer|pills?|medicine|medication|tablets|vitamins|gummy vitamins|iron (pills|tablets)|tylenol|acetaminophen|paracetamol|ibuprofen|advil|motrin|aspirin|benadryl|melatonin|adderall|sleeping pills|cigarettes?|cigarette butts?|nicotine|vape (juice|liquid|pod)|e ?liquid|alcohol|vodka|wine|beer|edibles|weed gummies|marijuana|mushrooms?|berries|berry|plant|leaves|oleander|foxglove|lily|lilies|essential oils?|perfume|cologne)';

/** Things that are poison whoever swallowed them (no plants or drinks: "the caterpillar ate leaves" is no emergency). */
const STRONG_POISONS = '(bleach|detergent|laundry (pods?|detergent|soap)|tide pods?|dishwasher (pods?|tablets?|detergent)|cleaning (products?|liquid|spray|fluid)|antifreeze|gasoline|petrol|paint thinner|lamp oil|lighter fluid|rat poison|bug spray|insecticide|pesticide|weed killer|poison)';
const MEDICINES = '(pills?|medicine|medication|tablets|vitamins|gummy vitamins|iron (pills|tablets)|tylenol|acetaminophen|paracetamol|ibuprofen|advil|motrin|aspirin|benadryl|melatonin|adderall|sleeping pills)';
const BREATH_TROUBLE = "(can't|cant|cannot|can not|can t|isn't|isnt|is not|not|stopped|trouble|struggling to|struggles to|hard to|difficulty|problems?) breath\\w*";

const URGENT: Rule<UrgentTopic>[] = [
  { topic: 'self-harm', match: [
    /\bsuicid\w*\b/, /\bkill(ing)? (myself|my self|himself|herself|themselves|themself)\b/, /\b(end|take) (my|his|her|their) (own )?life\b/,
    /\b(want|wants|wanna|wanted|wish|wishes) (to )?(die|be dead|not be alive|not exist)\b/, /\bi (wish|want) i (was|were) (dead|never born|not alive)\b/, /\b(wish|wishes|wished) (he|she|they) (was|were) (dead|never born|not alive)\b/,
    /(?<!\b(not|without|avoid|never|stop|don't|dont) )\b(hurt|hurting|hurts|cut|cuts|cutting|harm|harming|harms|burn|burning|burns|scratch\w*|starve|starving) (myself|my self|himself|herself|themselves|themself)\b/, /(?<!\b(not|without|avoid|never|stop|don't|dont) )\b(cut|cuts|cutting|harm|harming|harms|burn|burning|burns|scratch\w*|starve|starving) (my|his|her|their) (arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|body)\b/,
    /\bself ?(harm\w*|injur\w*)\b/, /\b(don't|do not|dont|doesn't|does not|doesnt) want to (live|be alive|wake up)\b/, /\bno reason to live\b/,
    /\b(easiest|painless|quickest|fastest|best) (way|ways) to die\b/, /\bhow (to|can i|do i|could i) die\b/, /(?<!\b(naloxone|narcan) (\w+ ){0,3})\boverdos\w*\b/,
    /\bhow many (pills|sleeping pills) (does it take|would it take|to|until)\b/, /\btake (all|lots of|a lot of) (the |my )?(pills|medicine)\b/,
  ] },
  { topic: 'abuse', match: [
    /\b(someone|somebody|a grown ?up|an adult|a man|a woman|my (\w+ )?(uncle|aunt|dad|mom|mum|father|mother|stepdad|stepmom|coach|teacher|babysitter|brother|sister|cousin|neighbou?r|grandpa|grandma|boyfriend|girlfriend)|he|she|they) (keeps? |always )?(touch(es|ed)?|hurts?|hurt|hits?|beats?|kicks?|chokes?|burns?) (me|him|her|my (son|daughter|child|kid))\b(?! (by accident|accidentally))/,
    /\b(touch(es|ed|ing)?|show(s|ed)?) (me |him |her )?(my|his|her|their) private (parts?|area)\b/, /\bprivate parts?\b.*\b(secret|touch\w*)\b/,
    /\b(keep|keeping) (it |this )?(a )?secret from my (mom|mum|dad|parents?|family|teacher)\b/,
    /\b(adult|grown ?up|man|woman|stranger)\b.*\b(told|asked|wants?) me to keep (it |this )?(a )?secret\b/,
    /\b(i'm|im|i am|is being|was|being|been) (abused|molested|sexually abused|beaten)\b/, /\b(i'm|im|i am) being (hurt|threatened)\b/,
    /\bhow (to|do i|can i) hide (my )?(bruises?|marks?|injur\w*)\b/, /\b(i'm|im|i am) (scared|afraid) (to go|of going) home\b/,
    /\b(abus\w*|molest\w*|groom\w*)\b.*\b(my|our) (son|daughter|child|kid|toddler|teen)\b/, /\b(my|our) (son|daughter|child|kid|toddler|teen)\b.*\b(abused|molested|groomed|touched inappropriately|touched (him|her) (there|down there))\b/,
  ], unless: /\b(my|our) (\d+ (year|month)s? old|toddler|preschooler|son|daughter|kid|child|baby|boy|girl)\b.*\b(hits?|kicks?|bites?|hurts?|scratch\w*) (me|us|his|her|their|other|the|when)\b/ },
  { topic: 'button-battery', match: [
    new RegExp(`\\b${SWALLOWED}\\b.*\\b(batter(y|ies)|button cells?|coin cells?|lithium cells?)\\b`),
    /\b(batter(y|ies)|button cells?|coin cells?)\b.*\b(swallow\w*|swalow\w*|swollow\w*|ate|eaten|in (his|her|their|my)( \w+)? (mouth|nose|ear|throat|tummy|stomach)|stuck in)\b/,
  ], unless: /\b(how (do|does)|why (do|does)) batter(y|ies) (work|run out|die)\b/ },
  { topic: 'magnet', match: [
    new RegExp(`\\b${SWALLOWED}\\b.*\\bmagnet\\w*\\b`), /\bmagnet\w*\b.*\b(swallow\w*|ate|eaten|in (his|her|their|my) (mouth|nose|ear|tummy|stomach))\b/,
  ] },
  { topic: 'poison', match: [
    new RegExp(`\\b${CHILD}\\b.*\\b(drank|drunk|drinking|swallow\\w*|swalow\\w*|ate|eaten|has eaten|eating|licked|chewed|bit|bit into|bitten|got into|sprayed|splashed)\\b.*\\b${POISONS}\\b`),
    new RegExp(`\\b(drank|swallowed|swallow|ate|eaten|licked|got into|chewed)\\b.*\\b${STRONG_POISONS}\\b`),
    new RegExp(`\\b(took|taken|swallowed|ate|eaten|got into)\\b.*\\b(too (much|many)|extra|a (whole )?bottle of|double|someone else's|by accident|accidentally|(mom's|dad's|grandma's|grandpa's|mommy's|daddy's|my (mom|dad|grandma|grandpa)'s|someone's|somebody's) (\\w+ )?${MEDICINES})\\b`),
    /\b(bleach|chemical|cleaner|pepper spray)\w* (in|into) (his|her|their|my) eyes?\b/,
    /\b(mixed|breathed|breathing|inhaled|smelled|sniffed)\b.*\b(bleach|ammonia|chemical|cleaners?|fumes|gas)\b/, /\bcarbon monoxide\b.*\b(alarm (is )?(going off|beeping|sounding|went off)|headache|dizzy|sick|sleepy|poison\w*|symptoms?)\b|\b(alarm (is )?(going off|beeping|went off)|headache|dizzy|feel sick)\b.*\bcarbon monoxide\b/,
    /\bpoison(ed|ing)?\b.*\b(my|our|the) (baby|toddler|kid|child|son|daughter|dog)\b|\b(my|our) (baby|toddler|kid|child|son|daughter) (is |was |got |has been )?poisoned\b/,
  ], unless: /\b(what if|what happens if|what would happen if|is it (safe|ok|okay)|can (i|you|we|kids|babies|he|she)|should (i|we)|why (is|are|do|does)|how (is|are|do|does) .* made|made of|how to store|lock up|childproof|how (do|can|should) (i|we) (stop|get|teach|keep)|keeps? (eating|putting|chewing)|puts everything)\b/ },
  { topic: 'breathing', match: [
    new RegExp(`\\b${CHILD}\\b.*\\b${BREATH_TROUBLE}\\b`),
    /\b(is|was|started|keeps|kept) chok(ing|ed)\b|\bchok(ing|ed) on\b|\bsomething stuck in (his|her|their|my)( \w+)? throat\b/,
    new RegExp(`\\b${CHILD}\\b.*\\b((turning|turned|going|looks) blue|blue lips|lips (are|look|turning|turned) blue)\\b`),
    /\b(allergic reaction|anaphyla\w*|swollen (throat|tongue|lips)|(throat|tongue|lips|face) (is |are )?(swelling|swollen))\b/,
    /\bwheez\w* (badly|a lot|really bad|and can't)\b/,
  ], unless: /\b(since|after|ever since) (her|his|my|their|a|our) (\w+ )?(friend|classmate|cousin|brother|sister|neighbou?r) had (an|a) (allergic reaction|asthma attack)\b.*\b(worries|worried|anxious|anxiety|scared|fears?)\b|^(how|why|what) (does|do|is|are) (an? |the )?(epipen|epi pen|adrenaline|inhaler|antihistamine|allergy medicine)s? (work|works|stop|stops|do|does|made|for)\b|\bwhy (we|you|people|humans|i|kids) (can't|cant|can not|cannot|can t) breathe (under ?water|in water|in space|like (a )?fish)\b|\bchoking (hazard|risk)s?\b|\bchoking (game|challenge)\b|\b(why|how) (do|does|can|can't|cant|don't)\b.*\b(fish|whales?|dolphins?|animals?|snakes?|pythons?|birds?|owls?|pelicans?|frogs?|lizards?|sharks?|crocodiles?|plants?|astronauts?|people|we|you)\b/ },
  { topic: 'head-injury', match: [
    /\b(hit|hits|bumped|bumps|banged|bangs|fell|falls|fall|bonk\w*|knocked|smacked|landed on)\b.*\bhead\b.*\b(vomit\w*|threw up|throwing up|throw up|thrown up|puk\w*|sick|sleepy|drowsy|won't wake|wont wake|hard to wake|confused|passed out|unconscious|knocked out|seizure|fitting|not acting (right|normal)|slurr\w*|blood|bleeding)\b/,
    /\bhead\b.*\b(injury|injured|hurt|bump|hit)\b.*\b(vomit\w*|threw up|throwing up|sleepy|drowsy|unconscious|passed out|confused)\b/,
    /\bconcuss\w*\b.*\b(vomit\w*|threw up|throwing up|sleepy|drowsy|confused|passed out)\b/,
  ] },
  { topic: 'fever-stiff-neck', match: [
    /\b(fever|temperature|temp)\b.*\b(stiff neck|neck (is |feels |seems )?stiff|can't (bend|move) (his|her|their) neck|rash (that )?(doesn't|doesnt|does not|won't|wont) fade|purple (spots|rash)|seizure|fitting|won't wake|wont wake|floppy|limp)\b/,
    /\b(stiff neck|neck (is )?stiff)\b.*\b(fever|temperature|temp)\b/, /\bmeningitis\b/,
    /\b([0-9]|1[0-2]) (week|weeks|month|months) old\b.*\b(fever|temperature)\b/, /\bnewborn\b.*\b(fever|temperature)\b/,
  ] },
  { topic: 'emergency', match: [
    new RegExp(`\\b${CHILD}\\b.*\\b(drown\\w*|(fell|fallen|was|went) (in|into|under) (the |a )?(pool|water|lake|pond|bath|river|sea))\\b`),
    new RegExp(`\\b${CHILD}\\b.*\\b(unconscious|unresponsive|won't wake up|wont wake up|isn't waking|passed out|fainted)\\b`),
    /\bcan't wake (him|her|them|my \w+) up\b/,
    /\b(is having|having|had) a seizure\b|\bseizing\b|\bconvuls\w*\b/,
    /\b(won't|wont|will not|can't|cant) stop bleeding\b|\bbleeding (a lot|badly|heavily)\b|\blots of blood\b/,
    /\b(electrocuted|electric shock|shocked by (an |the )?(outlet|socket|wire))\b/,
    /\b(snake|spider) bit(e|ten)?\b.*\b(my|our|me|him|her)\b/,
  ], unless: /\b(screams?|screaming|says?|saying|shouts?|shouting|cries|crying|yells?|yelling|pretends?|pretending|acts? like) (that )?(she|he|they|shes|hes|she is|he is|im|i am)( is| s)? drowning\b|\b(how|why) (do|does|can|dont|don t|do not|doesnt|doesn t|does not|come) (electricians?|linemen|line ?workers?|power ?line workers?|engineers?|birds?|squirrels?|bats?|possums?|monkeys?|animals?|workers|they)\b( \w+){0,5} (not |never )?(avoid )?(get(ting)? )?(electrocuted|shocked)\b|\bhow (does|do|can) (a |an |the )?(fuse|fuses|fuse box|circuit breaker|rcd|trip switch|earth wire|plug) (\w+ ){0,4}(stop|protect|keep)|\bpretend\w* (\w+ ){0,12}(blood|bleeding)\b|\bwhy (do|does|did) .* (faint|pass out)\b|\b(titanic|lusitania|shipwreck|in history|the story|the movie|the film|lifeguards?|pretend\w* to (drown|faint|pass out|be (dead|unconscious)|have (a )?(seizure|fit)s?)|fak(e|es|ed|ing) (a )?(seizure|fit)s?|as a joke|for a joke)\b|\bhow (do|does|can|would) (doctors|nurses|paramedics|medics|people|they|you) (tell|know|check|see)\b/ },
];

const HAZARD: Rule<HazardTopic>[] = [
  { topic: 'honey-baby', match: [/\bhoney\b.*\b(bab(y|ies)|infants?|newborns?|\d+ months? old|under (one|1))\b/, /\b(bab(y|ies)|infants?|newborns?)\b.*\bhoney\b/, /\b\d+ ?(months?|mths?|mos?)( old)?\b.*\bhoney\b/] },
  { topic: 'choking-foods', match: [
    /\b(can|should|is it safe|when can|safe for) (my |a |an )?(\d+ (year|month)s? old|babies|baby|toddlers?|one year old|two year old|three year old|kids?|children)\b.*\b(grapes?|nuts|peanuts|popcorn|hard (candy|candies|sweets)|hot dogs?|cherry tomatoes|marshmallows)\b/,
    /\b(grapes?|nuts|peanuts|popcorn|hard (candy|candies|sweets)|hot dogs?)\b.*\b(baby|babies|toddler|toddlers|\d+ (year|month)s? old)\b/,
  ] },
  { topic: 'wild-plants', match: [
    /\b(can|could|may|should) (i|we|you|kids|my \w+) (eat|taste|lick|try|pick and eat)\b.*\b(berries|berry|mushrooms?|toadstools?|plants?|leaves|flowers?|seeds?|weeds?)\b/,
    /\b(are|is) (the |these |those |this |that )?(\w+ )?(berries|berry|mushrooms?|toadstools?|plants?|flowers?)\b.*\b(safe|ok|okay|good) to (eat|taste|lick)\b/,
    /\bwhat (happens|will happen) if (i|you|we) (eat|taste|lick)\b.*\b(berries|berry|mushrooms?|plants?|leaves|flowers?|seeds?)\b/,
    /\bis it (ok|okay|safe|fine|alright) (for (me|us|kids) )?to (eat|taste|lick)\b.*\b(berries|berry|mushrooms?|toadstools?|plants?|leaves|flowers?|seeds?|weeds?)\b/,
  ], unless: /^(why|how come) (are|is|do|does) (some|many|most|certain) / },
  { topic: 'mixing-chemicals', match: [
    /\b(mix|mixing|mixed|combine|put together)\b.*\b(bleach|ammonia|vinegar and bleach|cleaning (products?|sprays?)|cleaners|chemicals|drain cleaner|toilet cleaner)\b/,
    /\b(bleach|ammonia)\b.*\b(and|with|plus) (vinegar|ammonia|bleach|other cleaners|toilet cleaner)\b/,
    /\bwhat (happens |will happen )?if (i|you|we) (drink|eat|taste|sniff|smell|touch)\b.*\b(bleach|detergent|chemicals?|cleaners?|gasoline|petrol|soap)\b/,
    /\b(can|could|is it ok to) (i|you|we)? ?(drink|eat|taste)\b.*\b(bleach|detergent|soap|chemicals?|cleaners?|gasoline|petrol)\b/,
  ] },
  { topic: 'medicine', match: [
    /\b(can|could|is it ok to|should) (i|you|we|kids)? ?(eat|take|have|try)\b.*\b(medicine|pills?|tablets|vitamins|gummies)\b.*\b(candy|sweets|like candy|more|lots|extra|too many)\b/,
    /\b(can|could|should) (i|we|you) (take|have|eat) (more|extra|lots of|a lot of|all the) (medicine|pills|vitamins|gummies)\b/,
    /\b(is|are) (medicine|pills|vitamins|gummy vitamins) (candy|sweets)\b/, /\bmedicine\b.*\blooks like (candy|sweets)\b/,
  ] },
  { topic: 'electricity', match: [
    /\b(put|stick|poke|touch)\b.*\b(fork|knife|key|paper ?clip|coin|finger|fingers|wire|something)\b.*\b(outlet|socket|plug|toaster|power line)\b/,
    /\bwhat (happens|will happen) if (i|you|we) (touch|lick|grab)\b.*\b(outlet|socket|power lines?|wires?|plug)\b/,
    /\b(can|could) (i|you|we) (touch|climb)\b.*\b(power lines?|electric (fence|wires?)|pylons?)\b/,
  ] },
  { topic: 'fire', match: [
    /\b(can|could|may|how do|how can) (i|we|you) (light|play with|use|strike)\b.*\b(matches|match|lighter|candles?|fire|the stove|the gas)\b/,
    /\bwhat (happens|will happen) if (i|you|we) (touch|put)\b.*\b(fire|flame|stove|hot pan|oven|candle)\b/,
  ] },
  { topic: 'sun-gazing', match: [/\b(can|could|is it ok to|what happens if) (i|you|we)? ?(look|stare|looked|stared) (straight |directly |right )?at the sun\b/, /\blook at the (sun|eclipse) (without|with no) (glasses|protection)\b/,
    /\b(look|looking|looked|stare|staring|stared|gaze|gazing|glance|glancing) (\w+ ){0,2}(at|into) the (sun|eclipse)\b.*\b(safe|ok|okay|hurt|eyes?|blind|squint\w*|stronger|damage|without|long)\b/,
    /\b(safe|ok|okay|can i|can we|will it hurt|is it bad)\b.*\b(look|looking|stare|staring|gaze|gazing) (\w+ ){0,2}(at|into) the (sun|eclipse)\b/] },
  // A child who asks to drive, or to make a flame bigger to burn something.
  { topic: 'fire', match: [
    /\b(make|making|get) (a |the |my )?(lighter|flame|fire|match) (flame )?(bigger|higher|stronger|hotter)\b/, /\b(want|wanna|going) to (burn|set fire to|light) (the )?(dry )?(leaves|paper|grass|rubbish|stuff|things|bin|hay)\b/,
  ] },
  { topic: 'general', match: [/\bcan i drive (my |mums |moms |dads |the |our |grandads |nans )?(car|van|truck|ute)\b.*\b(i am|im|i m) (\d|1[0-5])\b/] },
  { topic: 'fire', match: [/\b(can i|could i|what if i|is it ok to|what happens if i) (touch|feel|lick|hold) (\w+ ){0,4}(straighteners?|straightners|curling (tongs|wand)|iron|hob|oven door|kettle|hot plate)\b/] },
  { topic: 'fire', match: [/\bplay (\w+ )?with (the |a |my |dads |mums )?(liter|lighter|lightr|lite|matches)\b/] },
  { topic: 'general', match: [/\b(can|could|may) i (carry|hold|pick up|lift|bath|bathe|feed) (my |the |our )?(new |little |baby )?(baby|brother|sister|cousin)\b.*\b(stairs|by myself|on my own|alone|in the bath)\b/] },
  { topic: 'general', match: [/\b(open|opening) the (car )?door (while|wile|when|whilst) (we are|were|we re|its|it is|the car is) (driving|moving|going)\b/, /\b(ride|sit|go|travel|lie) in the (boot|trunk)\b/] },
  // Eating what one is allergic to, or skipping insulin or an inhaler on purpose.
  { topic: 'general', match: [
    /\b(eat|try|have|taste|lick) (a |one |some |just one )?(peanuts?|nuts?|eggs?|milk|prawns?|shellfish|sesame|gluten|kiwi)\b.*\b(allergic|alergic|allergy|alergy)\b/,
    /\b(skip|skipping|miss|missing|not take|not do) (my |his |her |the )?(insulin|injection|meds|medicine|inhaler|dose|jab)\b/,
  ] },
  // A fuel-burning heater, stove or barbecue in a closed room or a tent (carbon monoxide).
  { topic: 'general', match: [/\b(gas|camping|paraffin|kerosene|propane|butane|charcoal|bbq|barbecue|calor|patio) (\w+ )?(heater|stove|bbq|barbecue|burner|grill)\b.*\b(bedroom|tent|inside|indoors|caravan|overnight|window shut|windows shut|closed room)\b/],
    // Headaches, sickness or sleepiness already: that is carbon monoxide now (the urgent cue answers it).
    unless: /\b(headaches?|sick|dizzy|vomit\w*|throwing up|sleepy|drowsy|confused|faint\w*|collapsed|passed out|wont wake|will not wake|alarm)\b/ },
  // Power tools asked about as a child or teen would ("can I use", "without goggles").
  { topic: 'general', match: [
    /\b(can|could|may|is it (ok|okay|safe|fine|alright) to|should) (i|we|you)? ?(use|try|have a go (on|with)|borrow)\b.*\b(angle grinder|chainsaw|chain saw|circular saw|table saw|nail gun|blowtorch|blow torch|welder|power tools?|hedge trimmer|strimmer)\b/,
  ] },
  { topic: 'water', match: [/\b(can|could|may) (i|we) (swim|go swimming|go in the (water|pool|sea|lake|river)) (alone|by myself|by ourselves|on my own|without (a grown ?up|an adult|mom|dad))\b/] },
];

const MEDICAL_SYMPTOM = '(snore|snores|snoring|gasps?|gasping|itch|itches|sneez\\w*|wets? the bed|wetting the bed|bed ?wetting|white spots|pale|always tired|white patches|brings? up (\\w+ ){0,2}milk|bringing up (\\w+ ){0,2}milk|reflux|pus|(eye|eyes) (is|are) (sticky|gunky|crusty|weepy|stuck)|poo|poop|pooed|wee (stings|hurts|burns)|pee (stings|hurts|burns)|(has not|hasnt|not) (done a poo|pooed|pooped|had a poo)|keeps coming back|hurting|temp|nits|puffy|crusty|spots|acne|pimples|chest (goes |is |feels )?tight|burns when|stings when|heavy period\\w*|period (has been|is|lasts)|blocked|out of breath|red ring|tick|earache|sore|itchy|itching|eczema|warts?|verruca|nosebleed\\w*|squint\\w*|glasses|snoring|snores|fever|temperature|vomit\\w*|throwing up|threw up|throw up|diarrh\\w*|rash|hives|cough\\w*|wheez\\w*|sore throat|ear ?aches?|ear (pain|infection|hurts?)|ears? hurt\\w*|tummy ?ache|stomach ?ache|belly ?ache|(tummy|stomach|belly|head|ear|ears|tooth|teeth|throat|eye|eyes|chest|leg|arm|foot|knee|back) (hurts?|ache|aches|pain)|headaches?|pain|bleeding|nosebleeds?|bruis\\w*|swollen|swelling|sprain\\w*|broken (arm|leg|bone|finger|wrist|toe)|burn(ed|t)?|blisters?|bit(ten)? by|stung|bee sting|allerg\\w*|asthma|constipat\\w*|dehydrat\\w*|infection|sick|ill(?! (kill|hit|get|tell|be|do|go|have|make|never|just|hurt|come|show|see|call|smack|punch|bite|beat|break|find|take|stab|shoot|scream))|unwell|not feeling well|not feeling good|feels? (sick|awful|terrible|bad)|flu|covid|cold sore|pink ?eye|lice|worms|limp\\w*|hit (his|her|their|my) head|dizzy|cramps|bumps|eczema|conjunctivitis|sticky eyes?|tonsillitis|chicken ?pox|impetigo|thrush|uti|hay ?fever|bumped (his|her|their|my) head|hit (his|her) head)';

const BODY_PART = '(tummy|stomach|belly|head|ear|ears|tooth|teeth|throat|eye|eyes|chest|leg|legs|arm|arms|foot|feet|knee|knees|back|neck|finger|fingers|toe|toes|wrist|wrists|ankle|ankles|nose|hand|hands|thumb|shoulder|shoulders|hip|hips|elbow|elbows|heel|heels|shin|shins|joints|muscles|bones)';
/** Someone of the asker's, or the asker: the person whose symptom it is. */
const SOMEONE = '(i|i\'ve|ive|i have|im|i am|we|he|she|they|(my|our|the) (\\w+ )?(\\d+ ?(year|yr|month|week)s? old|\\d+ ?yo|baby|toddler|kid|child|son|sons|daughter|daughters|boy|girl|teen|teenager|grandson|granddaughter|niece|nephew|stepson|stepdaughter|pupil|student|students|young (woman|man|person)|little one))';
/** A named complaint a family brings to a GP or a pharmacist. */
const COMPLAINT = '(growing pains|chilblains?|bump|painful bump|hard bump|verruca|veruca|verucca|warts?|wort|ticks?|rash|lice|nits|worms|cold sore|stye|ingrown toe ?nail|splinter|ear infection|eye infection|pink ?eye|cradle cap|thrush|eczema|excema|acne|hives|lump|bony lump|boil|cyst|athlete\'?s foot|ringworm|impetigo|molluscum)';
const MEDICAL: RegExp[] = [
  // "could it be ringworm", a symptom that will not go away or has lasted weeks, "covered in blisters", "the eye is pink".
  new RegExp(`\\b(could it be|is it|might it be|do you think it is|could this be) (a |an )?${COMPLAINT}\\b`),
  new RegExp(`\\b${MEDICAL_SYMPTOM}\\b.*(\\b(for|over) (two|three|four|five|six|\\d+|a few|several) (days|weeks|months)\\b|\\b(won t|wont|will not|doesn t|doesnt|does not) (go away|shift|clear up|get better)\\b)`),
  /\b(something for|see|go to|ask|take (him|her|them) to) the (doctor|gp|nurse|pharmacist)\b.*\b(wets?|wetting|rash|cough|itch\w*|pain|sore|swollen|spots|lump|fever|temperature)\b|\b(wets?|wetting|rash|cough|itch\w*|pain|sore|swollen|spots|lump|fever|temperature)\b.*\b(something for|see|go to|ask) the (doctor|gp|nurse|pharmacist)\b/,
  /\b(stood on|trod on|stung by|bitten by) (a |an )?(wasp|bee|jellyfish|nettle|nettles|ant|ants|spider|mosquito|mozzie|tick|horsefly)\b/,
  /\b(itchy|itching) (little |tiny |red |small |raised )?(rash|spots|bumps|lumps)\b/, /\bloose motions?\b/,
  // Ringing ears after loud headphones, a nose that runs all winter, lips split to bleeding, a head scratched all day.
  new RegExp(`\\b(hurt|twisted|sprained|bumped|banged|jarred|knocked) (his|her|their|my) ${BODY_PART}\\b.*\\b(swollen|swelling|bruised|puffy)\\b`),
  /\bblisters? (on|from) (my|his|her|their|the) \w+/,
  /\b(tummy|stomach|belly|ear|head|tooth|teeth|throat|leg|back|chest|eye|knee) (is |has been |was |keeps )?paining\b/,
  // Bed bugs; a pupil's or a minded child's symptom told by a teacher or a carer.
  /\bbed ?bugs?\b/, /\b(my|his|her|their|our|sons?|daughters?)( \w+)? (sugars?|blood sugars?|glucose|levels) (have been |has been |are |is |keep |keeps )?(running |going )?(high|low)\b|\binhaler\b.*\bneed (it|one) (like |about |nearly )?(every day|daily|all the time|more)\b|\b(meds|medicine|medication|tablets) (seem to |seems to )?make (her|him|me|them) (really |so |very )?(tired|sleepy|sick|dizzy|grumpy)\b|\b(need|needs|needing|use|uses|using) (my |his |her |their )?inhaler (\w+ ){0,3}(every day|more|a lot|all the time|more often)\b/, /\bwhite (spots|patches) on (my|his|her|their|the) tonsils?\b|\beyes? (feel|feels|are|is) (so |really |very )?(dry|sore|gritty|itchy|burning)\b/, /\bverrucas?\b|\bverucas?\b|\bjaundice\w*\b|\blooks? (a bit |quite |very |kind of )?yellow\b|\byellow (skin|eyes|face)\b/, /\bnappy rash\b|\bdiaper rash\b|\bitchy (bum|bottom)\b|\bwarts? (\w+ ){0,6}(bigger|growing|spreading)\b|\b(keeps?|kept) getting (headaches|nosebleeds|tummy aches|stomach aches)\b|\b(a|the|this) rash (of|on|that|which)\b/,
  new RegExp(`\\b(pupil|student|boy|girl|child|kid|toddler|baby|\\d+ ?(year|yr|month|week|day)s? old|\\d+ ?yo)( i (look after|nanny for|mind|care for|teach|childmind)| in my (class|care|group))\\b.*\\b${MEDICAL_SYMPTOM}\\b|\\bi (babysit|mind|nanny|look after|care for) (a |an |the )?(\\d+ ?(year|yr|month)s? old|toddler|child|kid|boy|girl|baby)\\b.*\\b(${MEDICAL_SYMPTOM}|wetting (her|him)self|wets (her|him)self|needing the (loo|toilet) (all the time|a lot))\\b|\\b(a|one of my|my) (pupils?|students?) (has|have|keeps|is|had)\\b.*\\b${MEDICAL_SYMPTOM}\\b`),
  /\bringing in (my|his|her|their|both) ears?\b|\b(runny|running) nose (\w+ ){0,2}(whole|all|every|for (weeks|months))\b|\blips? (are |is )?(so |really )?(chapped|cracked|split)\b.*\b(bleed|bleeds|bleeding|crack|cracks)\b|\bkeeps? (scratching|itching) (his|her|their|my) (head|scalp)\b/, /\b(stings|hurts|burns) when (i|he|she|they) (wee|pee|wees|pees)\b/, /\bnose ?bleeds?\b/,
  /\b(he|she|they) (has|had|has got|is running|s got) (a |got a )?(temperature|fever|temp|high temperature|cough|rash)\b/,
  new RegExp(`\\b(his|her|their) (\\w+ )?${BODY_PART} (still |really )?(hurt|hurts|ache|aches|are sore|is sore)\\b|\\bi (fell|landed|hurt|twisted|bumped|banged|jarred) (on |onto )?(my )?(\\w+ )?${BODY_PART}\\b`),
  new RegExp(`\\bis it normal for (a|my|our) (\\w+ ){0,2}(\\d+ ?(year|yr|month|week)s? old|baby|toddler|child|kid|son|daughter) to\\b.*\\b${MEDICAL_SYMPTOM}\\b`), /\b(poo|poos|pooing|poop|pooping)\b.*\b(hurts?|hurting|painful|pain|blood|strain\w*|cries|crying)\b/,
  /\b(covered in|full of) (blisters|spots|a rash|hives|bites|sores|scabs)\b/, /\b(eye|eyes) (is|are) (all )?(pink|red|crusty|sticky|gunky|weepy|swollen|goopy|bloodshot)\b/,
  /\b(eyes?|vision) (go|goes|went|is|are|gets|get) (blurry|blurred|fuzzy)\b|\bdo (i|we|they|he|she) need glasses\b/,
  new RegExp(`\\b(his|her|their|the) (\\w+ )?${BODY_PART} (is|has been|looks|got|keeps|went|goes) (all |really |very |so )?(swollen|puffy|red|itchy|hot|bruised|crusty)\\b`),
  // Fragments: "8yo with a sore throat", "5yo fever 38 playing fine", "pink eye, goopy", "hasn't pooed in 4 days", "headaches most afternoons".
  new RegExp(`^(\\d+ ?(yo|year old|yr old|month old|months old|mo old)|toddler|baby|kid|child|son|daughter)( with| has| had| got)? (\\w+ ){0,3}${MEDICAL_SYMPTOM}\\b`),
  new RegExp(`^(a |an |some )?(${COMPLAINT}|pink ?eye|conjunctivitis|nits|head lice|growing pains|(mozzie|mosquito|midge|insect|bug|flea|ant) bites?)\\b`),
  /\b(hasnt|has not|hasn t|have not|havent) (pooed|pooped|done a poo|had a poo|been for a poo)\b/,
  /\b(headaches?|tummy ?aches?|tummy hurts|stomach ?aches?|belly ?aches?) (\w+ ){0,3}(every day|every morning|every night|most (days|mornings|afternoons|nights|evenings)|for a week|for weeks)\b/,
  /\bshould (he|she|i|they|we|my \w+|my \w+ \w+) (see|go to|visit|be seen by|get checked by) (a|the|our) (doctor|gp|nurse|dentist|pharmacist|optician)\b/,
  /\b(skipping|skips|skipped|not eating|stopped eating|refuses to eat|never hungry)\b.*\blost (\w+ ){0,3}weight\b|\blost (\w+ ){0,3}weight\b.*\b(skipping|not eating|stopped eating|never hungry)\b/,
  /\b(tumy|tummy|tummie|stomach|belly) (hurts|herts|aches|pains?) (wen|when|after|since) (i|he|she) (drink|eat|have|drank|ate|had)\b/, /\b(wheezes|wheezing|wheezy|chesty)\b/,
  /\b(is it|could it be|might it be|does (he|she|they) have|do i have|is that) (eczema|conjunctivitis|tonsillitis|an ear infection|a uti|chicken ?pox|impetigo|asthma|hay ?fever|appendicitis|strep|flu|covid|nits|lice|allergies|an allergy)\b/,
  // Nits spelled as they sound; teeth ground at night until the jaw aches.
  /\bknits? in (his|her|my|their|the|our) (\w+ )?hair\b|\b(grind|grinds|grinding) (my|his|her|their) teeth\b.*\b(jaw|teeth|head) (hurts?|aches?|is sore|pain)\b/,
  /\b(nits|head lice|period (pain|cramps)|periods? (are|is) (really |very |so )?(heavy|painful|late|irregular)|heavy periods?|period cramps|(tummy|stomach|belly|knee|toe|ear|head|chest) (hurts|herts|aches|pain))\b/,
  new RegExp(`\\b(my|our) (\\w+ )?((\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(year|yr|month|week|day)s? old|\\d+ ?yo|wee one|wee man|wee lass|bub|bubba|baby|toddler|kid|child|son|daughter|boy|girl|teen|teenager|preschooler|infant|newborn|little one|brother|sister|grandson|granddaughter|niece|nephew|stepson|stepdaughter|pupil|student)('?s)?\\b.*\\b${MEDICAL_SYMPTOM}\\b`),
  new RegExp(`^(son|daughter|toddler|baby|kid|child|pupil|student|grandson|granddaughter|my boy|my girl|little one|\\d+ ?(yo|year old|yr old)) (has|is|keeps|gets|got|had|hasnt|has not|hasn t|wont|will not|cant|can not|doesnt|does not)\\b.*\\b${MEDICAL_SYMPTOM}\\b`),
  // "the baby's eye is sticky", "baby has white patches in his mouth": a baby's symptom told without "my".
  new RegExp(`^(the )?(baby|babys|baby s|newborn|newborns)\\b.*\\b${MEDICAL_SYMPTOM}\\b`),
  // Mastitis, a mole that changed, an acne that leaves marks, a child who cannot fall asleep until the small hours.
  /\b(breast|breasts|nipple|nipples) (\w+ ){0,3}(red|sore|lumpy|hard|cracked|bleeding|hurts|painful)\b.*\b(breastfeed\w*|breast ?feeding|feeding|nursing|feeds?)\b|\bmastitis\b/,
  /\b(my|his|her|their|one of (my|his|her|their)) (\w+ )?(moles?|freckles?|birthmarks?)\b.*\b(bigger|darker|changed|changing|bleed\w*|itch\w*|grown|growing|raised)\b/,
  /\bi (can not|cant|can t|could not|couldnt) (fall asleep|get to sleep|sleep) (until|til|till|before) (like |about |around )?([1-5] ?(am|in the morning)|midnight)\b/,
  new RegExp(`\\bmy (big |little |left |right )?${BODY_PART} (still |really |so )?(has been |have been |is |are |keeps |keep |gets |get |feels |feel |goes |go )?(all |still |really |so |super )?(peeling|cracked|flaky|itch|itches|itching|watering|hurting|red|puffy|pink|crusty|itchy|swollen|sore|blocked|tight|stinging|burning|bleeding|throbbing)\\b`),
  new RegExp(`\\b(i've|ive|i have|i'm|im|i am|i got|i get|i feel|i keep|i think i)\\b.*\\b${MEDICAL_SYMPTOM}\\b`),
  new RegExp(`\\bmy ${COMPLAINT} (is|are|keeps|has|have|getting|got|gets)\\b`),
  new RegExp(`\\bmy ${BODY_PART} (still |really |so )?(hurts?|aches?|is (sore|bleeding|swollen|itchy)|feels (funny|bad|sore)|(has|have) (hurt|ached|been (aching|sore|hurting)))\\b`),
  // "rolled my ankle at netball", "sprained my wrist": an injury told without "I".
  new RegExp(`\\b(rolled|twisted|sprained|jarred|jammed|pulled|strained|broke|grazed|scraped|wrenched|dislocated) (my|his|her|their) ${BODY_PART}\\b`),
  // "got a verruca from the pool", "found a tick on my son", "a painful lump below his knee", "rash on my son's legs".
  new RegExp(`^(got|have|has|had|getting|ive got|i've got) (a |an |some |loads of |little |these |this |the )?(\\w+ ){0,2}${COMPLAINT}\\b`),
  new RegExp(`\\bfound (a |an |some |two |three )?(ticks?|lice|nits|worms|lump)\\b`),
  new RegExp(`\\b${COMPLAINT} (just |right )?(on|in|under|behind|below|above|near|round|around) (my|his|her|their|the) (\\w+ )?${BODY_PART}\\b`),
  new RegExp(`\\b${SOMEONE} (has|have|had|got|gets|keeps getting) (a |an |some |these |this )?(\\w+ ){0,3}${COMPLAINT}\\b`),
  // Thirst and weeing (and weight lost): sugar to be checked today. Gunky eyes, a lump where the jab went, a reliever inhaler
  // needed every night: for the GP or the asthma nurse.
  /\b(drinking|drinks|drink) (loads|lots|so much|a lot|tons|heaps|gallons)( of)? (water|juice|drinks)\b.*\b(wee\w*|pee\w*|toilet|loo|weight)\b/,
  /\b(gunky|goopy|gooey|sticky|crusty|weepy|pink|gummy) (eye|eyes)\b|\b(eye|eyes) (is |are )?(still |all )?(gunky|goopy|gooey|sticky|crusty|weepy)\b/,
  /\b(where|since) (he|she|they) had (his|her|their|the) (jabs?|vaccines?|vaccination|injection|shots?|immuni[sz]ations?)\b.*\b(lump|red|swollen|hot|hard|sore)\b|\b(jab|injection|vaccine|needle) (site|spot)\b.*\b(lump|red|swollen|hot|hard)\b/,
  /\b(blue |reliever |ventolin |salbutamol )?inhaler (\w+ ){0,4}(every night|every day|nearly every|most nights|more and more|more often|several times a day)\b/,
  /\b(soaking|soaked|drenched|drenching|sweating through) (\w+ ){0,3}(pyjamas|pajamas|pjs|sheets|bed|vest)\b|\bnight sweats\b|\b(tooth ?ache|toothache)\b|\b(tooth|teeth) (is |are )?(throbbing|killing)\b/,
  /\b(bit|bitten)\b.*\bbroke (the )?skin\b/, /\b(does|do|should|will) (he|she|they|i|my \w+) (need to|have to|need) (see|go to|visit) (a|the) (doctor|gp|nurse|pharmacist|dentist)\b|\bshould (a|the) (doctor|gp|nurse) (look at|check|see)\b/,
  /\b(his|her|my|the|their) (\w+ )?(graze|grazes|cut|scrape|scratch|wound|blister)\b.*\b(looks|is|are|has gone|gone|going|got|getting) (a bit |really |very |quite |all )?(red|crusty|pus|oozing|weeping|hot|swollen|smelly)\b/,
  /\bshould (i|we|he|she|they) (get|have) (it|this|that|them|him|her|these) (checked|looked at|seen)\b/, /\bseat ?belt\b.*\bbruis\w*\b/,
  /\b(wee|wees|pee|pees|toilet|weeing|peeing)\b.*\b(always|really|so|very|constantly) thirsty\b|\bthirsty\b.*\b(wee|pee|weeing|peeing)\b/,
  new RegExp(`\\b${COMPLAINT}\\b.*\\bmine (hurts|is sore|aches|itches|bleeds|stings)\\b`),
  /\bear ?aches?\b|\b(pulling|tugging|pulls|tugs) (at|on) (his|her|their|my) ears?\b/, /\bwhite (patches|spots|coating)\b.*\b(tongue|mouth|cheeks|gums)\b/,
  /\bears? (have been |has been |are |is |keep |keeps |still ){0,2}ringing\b|\bmuffled\b|\bit still hurts\b/, /\b(blotchy|mottled|red) (\w+ ){0,2}(pattern|patches|marks|rash)\b/,
  new RegExp(`\\b${BODY_PART} and ${BODY_PART} (always |still |really |keep )?(hurt|ache|hurts|aches)\\b`), /\b(eyelid|eye|lip|muscle) (keeps |kept |has been |is |keep )?twitching\b/,
  /\b(itchy|itching)\b.*\bbetween (his|her|their|my|the) fingers\b/, /\blump (on|above|over) (his|her|my|their) (forehead|head)\b/,
  /\bcrusty (sores?|scabs?|patches)\b|\bsores? (round|around|on) (his|her|their|the) (mouths?|nose|lips)\b/, /\b(toe|finger|arm|wrist|leg|nose) (looks|is|seems) (crooked|bent|wonky)\b/,
  /\b(ear|ears) (has |have |is |are )?(felt |feels |been |gone )?(all )?(sore|blocked|painful)\b/, /\b(sting|stung|bite|bitten)\b.*\b(red and swollen|swollen and red|swelling|swelled)\b/,
  new RegExp(`\\b(get rid of|treat|treating) (a |an |the |his |her |my |their )?${COMPLAINT}\\b`), /\bswollen glands\b|\bglandular fever\b/,
  // A child with diabetes whose sugars run high, a pupil's medicines making him sleep: for the child's own doctor.
  /\b(my|his|her|their|our) (\w+ )?blood sugars?\b.*\b(high|low|hypo|hypos)\b|\b(his|her|my|their) (blood )?sugars (are|have been|keep|running|go|went)\b|\bketones\b/,
  /\b(raise it|speak|talk|check) with (his|her|their|the) (\w+ )?(and )?(doctor|gp|nurse|paediatrician|pediatrician)\b/,  // Sport's aches and skin told about the body part: "my daughter's knees ache after gymnastics", "shooting pains in
  // the back of my calf", "knee swollen after hockey", "cracked sore skin between his fingers", slapped cheek.
  new RegExp(`\\b(my|our) (\\w+ ){0,2}(son|daughter|boy|girl|kid|child|grandson|granddaughter|\\d+ ?(year|yr)s? old)( s|s|'s)? (\\w+ )?${BODY_PART} (still |really |always |both |keep |keeps )?(hurt|hurts|ache|aches|are sore|is sore|are swollen|is swollen)\\b`),
  new RegExp(`\\b(sharp|shooting|stabbing|burning|throbbing|dull|bad) pains? (in|down|up|on|at|behind|under) (the |my |his |her |their )(front of (my |his |her |their )?|back of (my |his |her |their )?)?(\\w+ )?${BODY_PART}\\b`),
  new RegExp(`^(his |her |my |the )?(left |right )?${BODY_PART} (is |was |has been |got |gone |went )?(all |really |very |so |a bit |still )?(swollen|puffy|bruised)\\b|\\b${BODY_PART} (is |was |has been |got |gone |went )?(all |really |very |so |a bit |still )?swollen (after|since|from)\\b`),
  /\b(sore|itchy|peeling|cracked|flaky|raw|painful|blistered) (\w+ ){0,3}(between|on|under) (my|his|her|their) (toes|fingers|feet)\b/, /\bslapped cheeks?\b|\bred cheeks (\w+ ){0,2}(like|as if|as though) (she|he|they|someone) (has |had )?(been )?slapped\b/,
  // A toenail gone black after a knock, a temperature told as a number ("she has 38"), a snotty nose with a cough, a
  // reliever inhaler needed more and more.
  /\b(toe ?nail|nail|toenails|nails) (has |have |is |are )?(gone|turned|going|went) (black|purple|blue|dark)\b|\bchilblains?\b/, /\b(has|had|got|with|running) (a )?(3[89]|40|10[0-4])( \d)?( ?(degrees|c|f))?\b/,
  /\bsnotty nose\b.*\bcough\w*\b|\bcough\w*\b.*\bsnotty nose\b/, /\binhaler (\w+ ){0,4}(a lot more|lots more|much more|more than usual)\b/,
  // In a second language: "the ear of my daughter hurt since 2 days", "is normal baby 4 months spit up"; a new piercing
  // gone red; a diabetic grandparent wanting to fast.
  new RegExp(`\\bthe ${BODY_PART} of (my|our|the) (\\w+ )?(son|daughter|baby|child|kid|boy|girl|toddler)\\b.*\\b(hurt|hurts|pain|red|swollen|itch\\w*|yellow|pus|crusty|bleed\\w*)\\b`),
  /\b(is|it is|its) normal (for )?(a |my |the )?(baby|toddler|child|son|daughter|kid|\d+ ?(month|week|year)s?)\b.*\b(spit\w* up|spits up|vomit\w*|sick|rash|cough\w*|fever|poo\w*|cry\w*|sleep\w*)\b/,
  /\bpierc\w*\b.*\b(red|crusty|swollen|pus|infected|hot|oozing|sore)\b/, /\b(diabetic|diabetes|insulin)\b.*\b(fast|fasting|ramadan|roza)\b|\b(fast|fasting|ramadan|roza)\b.*\b(diabetic|diabetes|insulin)\b/,
  // Fragments with a duration and no "for" ("rash still there 2 weeks", "runny nose 10 days baby"), a medicine that takes
  // the appetite, loud snoring with tiredness, a sore swollen joint told first.
  new RegExp(`\\b(${MEDICAL_SYMPTOM.slice(1, -1)}|snot|snotty|green snot)\\b.*\\b(\\d+|two|three|four|five|six|a few|several) (days|weeks|months)\\b`),
  /\b(cough|rash|temperature|fever|diarrh\w*|earache|headache|snot)\w*\b.*\b(won t|wont|will not|doesnt|does not|not) (go|going|gone|stop|stopping|clear|clearing)\b/,
  /\b(headaches?|tummy ?aches?|stomach ?aches?) every (afternoon|evening|week|lunchtime|school day)\b/,
  /\b(medication|medicine|meds|tablets|pills)\b.*\b(appetite|losing weight|lost weight|weight loss)\b/, /\bsnor\w+\b.*\b(every night|tired|stops breathing|gasp\w*|pauses)\b/,
  new RegExp(`^(his |her |my |the )?(left |right )?${BODY_PART} (is |was |has been )?(really |very |so |a bit )?(sore|painful)\\b.*\\b(swollen|swelling|bruised|fall|fell)\\b`),
  // "does it need seeing", a flare of a known condition, vomiting once, blisters in the mouth and on the hands, a child
  // with a complaint and the pool or school.
  /\b(cut|graze|scrape|bite|burn|bump|splinter|blister)\b.*\bneed (seeing|to be seen|stitches|checking|looking at|glue)\b/,
  /\b(eczema|excema|asthma|psoriasis|hay ?fever|rash|acne)\b (\w+ ){0,2}(flared|flaring|flare up|worse|gets worse|is bad|really bad|spread\w*)\b/,
  /\b(threw up|thrown up|vomited|been sick|was sick) (once|twice|a few times|two times|three times)\b/, /\bblisters?\b.*\b(mouth|hands|feet)\b/,
  new RegExp(`\\bwith (a |an )?${COMPLAINT}\\b.*\\b(swim\\w*|school|nursery|pool|pe|club|go)\\b`),
  // A period missing for months (not pregnant), low mood since a birth, a flat patch on a baby's head, an eating
  // disorder feared, tiredness that sleep does not mend, a joint that clicks and hurts, "is that normal" about symptoms.
  /\b(have not|havent|not|has not|hasnt) had (a|my|her|any) periods? (in|for) (\d+|two|three|four|five|six|several|a few) (months|weeks)\b/,
  /\b(since|after) (having|giving birth|the birth|i had) (\w+ ){0,3}.*\b(cry\w*|numb|low|sad|can not cope|cant cope|hopeless|no joy)\b|\b(baby blues|postnatal depression|post ?natal depression|post ?partum depression|pnd)\b/,
  /\bflat (spot|patch|side|head)\b/, /\b(eating disorder|anorexi\w*|bulimi\w*)\b|\blosing (\w+ ){0,2}weight\b.*\b(skipping|not eating|refus\w*)\b/,
  /\b(always|constantly|so|really) tired\b.*\b(wrong|normal|worried|doctor|even after)\b/, new RegExp(`\\bmy ${BODY_PART} (\\w+ ){0,2}(and )?(hurts|aches|is sore)\\b`),
  /\b(runny nose|red cheeks|rash|cough\w*|temperature|fever|diarrh\w*|spots)\b.*\bis (that|it|this) normal\b/,
  // "came home from camp with nits", "a splinter in his thumb since friday, now it is oozing"; weight lost and periods stopped.
  new RegExp(`\\b(picked up|caught|brought home|come home with|came home with) (a |an |some )?${COMPLAINT}\\b`), /\b(thorn|splinter|prickle|bit of glass|piece of glass)\b.*\b(pus|oozing|infected|red and (swollen|hot|sore)|swollen and red)\b/,
  /\blost (a lot of |so much |loads of |lots of |heaps of )?weight\b.*\bperiods? (have |has )?(stopped|gone|stop)\b|\bperiods? (have |has )?(stopped|gone)\b.*\blost (\w+ ){0,3}weight\b/,
];
const NOT_MEDICAL = /\b((willy|penis|thing) (goes|go|gets|get|going|went) (hard|stiff|big)|erections?|wet dreams?)\b|\b(why (do|does|did) (i|we|people|animals|dogs|cats|you|our bodies|the body|bodies)|how (do|does) (we|people|the body)(?! (get rid|treat|stop|cure|fix|help|deal))|what (is|are) (a |an )?(fever|cough|germs?|virus|vaccine|cold))\b|\b(sick|tired) of\b|\bhomesick\b|\bpretend(s|ed|ing)?\b|\b(bread|food|fruit|cheese|apple|banana|wall|walls|ceiling|plant|leaves|leaf) (has|have|with|got|is getting) (\w+ ){0,2}(spots|mould|mold|rash|bumps)\b|(?<!\b(can not|cant|can t|could not|couldnt|cannot) )\b(fell|fall|falls|falling) (asleep|in love|behind|apart|out with)\b|\bis a pain\b|\b(keep|keeping) (\w+ ){1,4}(busy|entertained|occupied)\b/;

const SENSITIVE: Rule<SensitiveTopic>[] = [
  { topic: 'death', match: [
    /\b(die|dies|died|dying|dead|death|pass(ed)? away|funeral|heaven|buried|passed on)\b.*\b(grandma|grandpa|granny|grandmother|grandfather|nana|nanny|papa|mom|mum|mommy|mummy|dad|daddy|mother|father|brother|sister|friend|uncle|aunt|auntie|cousin|baby|pet|(my|our) (dog|puppy|cat|kitten|hamster|fish|goldfish|bird|rabbit|bunny|guinea pig|turtle)|people|person|someone|everyone|everybody|humans?|you|i|we|me|us)\b/,
    /\b(grandma|grandpa|granny|grandmother|grandfather|nana|nanny|papa|mom|mum|mommy|mummy|dad|daddy|mother|father|brother|sister|friend|uncle|aunt|auntie|cousin|baby|pet|(my|our) (dog|puppy|cat|kitten|hamster|fish|goldfish|bird|rabbit|bunny|guinea pig|turtle)|people|person|someone|everyone|everybody|humans?|you|i|we|me)\b.*\b(die|dies|died|dying|dead|death|pass(ed)? away|funeral|heaven)\b/,
    /\bwhat happens (when|after) (you|we|people|someone|somebody) die\b/, /\bwhere do (we|people|you|pets|dogs|cats) go when (we|they|you) die\b/,
    /\b(put to sleep|put down|putting (him|her|them) down|put (him|her|them) down|rainbow bridge|went to heaven|gone to heaven|in heaven|is in the ground|miscarriage|miscarried|stillborn|funeral|grieving|grief|passed|passing|lost (my|our|his|her) (grandma|grandpa|granny|nan|nana|grandad|mum|mom|dad|mummy|daddy|brother|sister|baby|friend|dog|cat|pet|uncle|aunt|auntie|cousin))\b.*\b(dog|cat|pet|vet|hamster|rabbit|fish|bird|grandma|grandpa|granny|nan|nana|grandad|mum|mom|dad|brother|sister|baby|friend|uncle|aunt|auntie|cousin|him|her|them|we|i|our|my)\b/,
    /\b(grandma|grandpa|granny|nan|nana|grandad|mum|mom|dad|mummy|daddy|dog|cat|pet|hamster)\b.*\b(put to sleep|put down|passed|is not coming back|isnt coming back|never coming back|gone forever)\b/,
    /\b(cancer|terminal\w*|does not have long|doesnt have long|not long left|hospice|dying)\b.*\b(grandma|grandpa|granny|nan|nana|grandad|mum|mom|dad|mummy|daddy|brother|sister|friend|uncle|aunt|auntie|cousin|scared|sad|how do i tell|explain)\b|\b(grandma|grandpa|granny|nan|nana|grandad|mum|mom|dad|mummy|daddy|uncle|aunt|auntie)\b.*\b(has cancer|is dying|does not have long|doesnt have long|not long left|in hospice)\b/,
    /\b(will|is|are|am|could|can|when) (i|you|we|my \w+|mummy|mommy|mum|mom|dad|daddy|everyone|people|nana|grandma|grandpa) (going to |gonna )?(die|dye|be dead)\b/, /\bafraid of (dying|death|die)\b|\bscared of (dying|death)\b|\bscared (that |of )?(mummy|mommy|mum|mom|dad|daddy|you|i|grandma|grandpa|nana) (will|is going to|might) (die|dye)\b/,
  ], unless: /\b(toy|toys|dolls?|teddies|teddy|lego|action figures?) (\w+ ){0,6}(dead|die|dies|died|killed)\b|\bpassing (pink eye|germs|it|colds?|bugs?|viruses?|notes|round|around|back|the ball)\b|\bdeath caps?\b|\bgoing to die if (i|she|he|they) (has|have|had) to\b|\b(literally|actually) (die|dies|dying) if\b|\b(i am|im|i m) (dead|ded)\b.{0,20}\b(mean|means|meaning)\b|\bmeans? (something|it) is (really |so )?funny\b|\b(pretend\w*|play(s|ing)? dead|pompeii|volcano(es)?|titanic|in history|long ago|dead (mice|mouse|birds?|bugs?|flies|insects?)|prey|bees?|wasps?|ants?|insects?|bugs?|dodos?|species|extinct\w*|mammoths?|salmon|(?:trees?|flowers?|plants?) (die|dies|died|dying|wilt\w*)|(dead|dying) (trees?|flowers?|plants?)|black death|plague|pharaohs?|mummies|mummy in egypt|egypt\w*|romans?|vikings?|knights?|soldiers?|dinosaur\w*)\b|\bdinosaurs?\b|\bplants?\b|\bsun\b|\buniverse\b|\bplanets?\b|\bleaves\b|\bstars?\b|\bbatter(y|ies)\b|\bcells?\b|\bcoral\b|\bphone\b|\bdie (out|off)\b|\bdice\b|\bday of the dead\b|\bdia de (los )?muertos\b|\b(dead ?sea|dead end|dead heat|deadline)\b/ },
  { topic: 'babies', match: [
    /\bhow (does|do|did) (a |the |my )?bab(y|ies) (get|come|comes|gets|got|came) (out|in|into|inside)\b/, /\bhow (does|do|did|will) (it|the baby|she|the twins|twins) (actually )?(get|come|got|came) out\b/, /\b(twins|a baby|babies) in (your|ur|my|her|a|the) (tummy|belly)\b/,
    /\b(two (mums|moms|dads)|same sex (couple|parents)|gay (couple|parents))\b.*\b(baby|babies|have a|got a|get a|make a)\b/, /\b(baby|babies)\b.*\b(two (mums|moms|dads))\b/, /\b(baby|babies) (got|get|gets|came|come|comes) (in|into|inside|out of) (my|your|her|the|mummy s|mommy s|mums|moms) (tummy|belly)\b/, /\bhow (do|does|did) (you|people|mums|moms|mummy|mommy|mum|mom|she|my mum|my mom) (get|got|become|became) pregnant\b/,
    /\bhow (did|does|do) (the |a )?baby get (in|into|out of) (the |your |my |her )?(tummy|belly|mum|mom|mummy|mommy)\b/, /\bwhere (did|do) (i|babies|we) come from\b/, /\bhow (are|were) (babies|we|i) born\b/, /\bc ?section\b/,
    /\bwhere (do|did) (babies|baby|i|we|you) come from\b/, /\bwhere babies come from\b/, /\bhow (are|is|were|was) (babies|a baby|i|we) (made|born)\b/, /\bhow (do|does) (babies|a baby|the baby) (get|grow) (in|inside)\b/,
    /\bhow (did|does) (the |a )?baby get (in|into|out of)\b/, /\bhow (did|do) i get (in|into|out of) (mommy|mummy|mom|mum|my mom)\b/, /\bhow (do|does) (people|mommies|moms|parents) (make|have|get) (a )?bab(y|ies)\b/,
  ] },
  { topic: 'divorce', match: [
    /\b(daddy|dad|mummy|mommy|mum|mom|father|mother)\b.*\b(new (girlfriend|boyfriend|partner|wife|husband)|get(ting)? married again|marry (someone|somebody) (else|new))\b/, /\b(stepmum|stepmom|stepdad|step mum|step mom|step dad)\b.*\b(why|do i have to|will|mean)\b/,
    /\b(separat\w+|split(ting)? up|splitting|break(ing)? up|broke up|living apart|live apart|moving out|moved out|two houses|two homes)\b.*\b(mum|mom|dad|mummy|mommy|daddy|parents|we|us|our kids|my kids|my husband|my wife|my partner|family)\b/,
    /\b(mum|mom|dad|mummy|mommy|daddy|parents|we|my husband|my wife|my partner|my ex)\b.*\b(separat\w+|split(ting)? up|splitting up|break(ing)? up|broke up|living apart|moving out|moved out|two houses|custody|co ?parent\w*)\b/,
    /\bdivorc\w*\b/, /\b(my )?(parents|mom and dad|mum and dad|mommy and daddy) (are |is )?(splitting up|separating|breaking up|don't live together|fighting all the time|always fight)\b/,
    /\bwhy (doesn't|doesnt|does not|dont|don't) (my )?(daddy|dad|mommy|mom|mum) live with us\b/,
  ] },
  { topic: 'scary-news', unless: /\b(playing|plays?) (\w+ ){0,2}(shooting|gun|guns|war|army) (games?|with sticks)\b|\bwith (sticks|toy guns?|nerf)\b|\bwithout (a )?(war|fight|battle)\b|\bpretend\w* (\w+ ){0,4}(guns?|shoot\w*|soldiers?|war)\b|\bplays? (at )?(soldiers|war|guns|shooting|army|cops and robbers)\b|\b(stick|toy|nerf|water|pretend|cap|lego) guns?\b|\bhow (do|does) (\w+ ){0,3}sirens? (make|work|sound|get)\b|\b(who won|history|historic\w*|ancient|biggest war|longest war|first war|romans?|vikings?|knights?|medieval|world war (1|2|i|ii|one|two)|civil war|revolutionary war|war of|wars of|star wars|tug of war|cold war|trojan war|shooting stars?|photo shoot\w*)\b/, match: [
    /\b(bombs?|bombing|war|wars|fighting|shooting) in (other|another|those|that) (countries|country|places?)\b/,
    /\b(end the world|end of the world|world (is going to|will) end)\b/, /\b(plane|planes|train|ferry) (crash|crashes|crashed|accident)\b.*\b(news|our plane|we go|we fly|we are flying|flying|flight|holiday|scared|worried|will|could|a lot|often|saw|seen|video|phone)\b/,
    /\b(school shooting|terror attack|terrorists?|hostages?|nuclear (war|bomb|attack)|world war (3|iii|three)|ww3|wwiii|missiles?|air raid)\b/,
    /\b(earthquake|tsunami|hurricane|tornado|flood|floods|wildfire|bushfire|fires|war|climate change|pandemic|virus|shooting|bombing|attack|kidnapp\w*|missing girl|missing boy)\b.*\b(news|tv|tiktok|youtube|scared|scary|afraid|frightened|worried|worry|nightmares?|happen (here|to us|to me|at my)|could (that|it) happen|will (it|that|they) (come|happen))\b/,
    /\b(news|tv|tiktok|youtube|scared|scary|afraid|frightened|worried|nightmares?)\b.*\b(earthquake|tsunami|hurricane|tornado|flood|wildfire|bushfire|war|climate change|pandemic|shooting|bombing|attack|kidnapp\w*)\b/,
    /\b(war|wars|shooting|shootings|shooter|terroris\w*|bombing|bombs? (in|on) the news|invasion|refugees?)\b/, /\bscary news\b|\bon the news\b.*\b(scared|scary|afraid|worried)\b/,
    /\b(is|will) the world (going to )?end\b/, /\bbad (guys|people|men) (are |is )?(come|coming) (to|for) (my|our) (school|house|flat|home)\b/, /\b(lockdown drills?|active shooter)\b/,
  ] },
  { topic: 'bodies', match: [
    /\b(getting|get|start|starting|started|have|having) (your|my|her|their|a) (first )?period\b/, /\b(wet dreams?|erections?|boobs?|breasts? (growing|are growing|hurt)|bra|hair (down there|under my arms|on my private)|private parts?|privates|willy|penis|vagina|vulva|period pains?|first period|get(ting)? (my|her|their) period|started (her|my) period|tampons?|pads for (my|her) period|puberty|voice (is )?(breaking|cracking))\b/,
    /\bwhat (is|are) (a )?(puberty|period|periods|private parts?|penis|vagina|vulva)\b/, /\bwhy (do|does|are|is) (boys|girls|boys and girls|girls and boys)\b.*\b(bodies|body|different|parts)\b/,
    /\bwhy (do|does|am) (i|we|my body)\b.*\b(hair (grow|growing)|breasts?|periods?|voice (crack|change)|puberty)\b/, /\bpuberty\b/,
  ] },
];

const firstHit = <T>(rules: Rule<T>[], text: string): T | undefined =>
  rules.find((r) => r.match.some((re) => re.test(text)) && !(r.unless?.test(text)))?.topic;

/** Routes a question by what it needs first; `none` means no safety answer is needed and matching goes ahead. */
export function triageQuestion(question: string): Triage {
  // The patterns read the text as typed and with shorthand spelled out ("how dose a baby…" → "how does a baby…").
  const typed = normalizeText(question);
  const spelled = questionWords(question).join(' ');
  const corrected = cueText(question).trim();
  const text = [...new Set([typed, spelled, corrected])].join(' | ');
  if (!text) return { kind: 'none' };
  const urgent = firstHit(URGENT, text);
  if (urgent) return { kind: 'urgent', topic: urgent };
  const hazard = firstHit(HAZARD, text);
  if (hazard) return { kind: 'hazard', topic: hazard };
  const sensitive = firstHit(SENSITIVE, text);
  // A loss or a family parting told with a feeling ("is it normal to feel this sad since grandad died") is the gentle
  // answer's question before a doctor's.
  if (sensitive === 'death' || sensitive === 'divorce') return { kind: 'sensitive', topic: sensitive };
  if (MEDICAL.some((re) => re.test(text)) && !NOT_MEDICAL.test(text)) return { kind: 'medical' };
  if (sensitive) return { kind: 'sensitive', topic: sensitive };
  return { kind: 'none' };
}
