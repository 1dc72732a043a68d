// What the safety screen looks for. Patterns run on normalised text (lower case, letters and digits, single spaces;
// see content/normalize.ts), always with word boundaries. They aim at requests for harm, not at topics: "how do
// volcanoes explode" and "why do cats kill mice" are nature questions and must pass (see the tests' tables).

export const SAFETY_CATEGORIES = [
  'self-harm',
  'abuse',
  'sexual-content',
  'weapons',
  'violence',
  'drugs',
  'dangerous-activity',
  'personal-information',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

const HOW = "(how (do|can|could|would|should) (i|you|we|someone|a person|people)|how to|ways to|best way to|easiest way to|teach me (how )?to|help me|i want to|i'm going to|im going to|i am going to|i will|i wanna|i'll|let's)";
const PEOPLE = '(someone|somebody|anyone|a person|people|him|her|them|my (mom|mum|dad|mother|father|brother|sister|teacher|friend|classmate|parents?|family|cousin|neighbou?r|grandma|grandpa|baby)|a (kid|child|teacher|classmate|baby|human)|humans|kids|children|the (teacher|class|school))';

export const SAFETY_PATTERNS: Record<SafetyCategory, RegExp[]> = {
  'self-harm': [
    /\bsuicid(e|al)\b/,
    /\bkill(ing)? (myself|my self)\b/,
    /\b(end|take) my (own )?life\b/,
    /\b(want|wanna|wish) (to )?(die|be dead|not be alive|not exist)\b/,
    /\bi (wish|want) i (was|were) (dead|never born|not alive)\b/,
    /(?<!\b(not|without|avoid|never|stop|don't|dont) )\b(hurt|hurting|cut|cutting|harm|harming|burn|burning|starve|starving) (myself|my self|my (arm|arms|wrist|wrists|leg|legs|skin|body))\b/,
    /\bself (harm|injur\w*)\b/,
    /\b(don't|do not|dont) want to (live|be alive|wake up)\b/,
    /\bno reason to live\b/,
    /\b(easiest|painless|quickest|fastest|best) (way|ways) to die\b/,
    /\bhow (to|can i|do i|could i) die\b/,
    /\boverdos\w*\b/,
    /\bhow many (pills|sleeping pills) (does it take|would it take|to|until)\b/,
    /\btake (all|lots of|a lot of) (the |my )?(pills|medicine)\b/,
  ],
  abuse: [
    /\b(someone|somebody|a grown ?up|an adult|my (\w+ )?(uncle|aunt|dad|mom|mum|father|mother|stepdad|stepmom|coach|teacher|babysitter|brother|sister|cousin|neighbou?r|grandpa|grandma|boyfriend|girlfriend)|he|she|they) (keeps? |always )?(touch(es|ed)?|hurts?|hurt|hits?|beats?|kicks?|chokes?|burns?) me\b/,
    /\b(touch(es|ed|ing)?|show(s|ed)?) (me )?(my|his|her|their) private (parts?|area)\b/,
    /\bprivate parts?\b.*\b(secret|touch\w*)\b/,
    /\b(keep|keeping) (it |this )?(a )?secret from my (mom|mum|dad|parents?|family|teacher)\b/,
    /\b(adult|grown ?up|man|woman|stranger)\b.*\b(told|asked|wants?) me to keep (it |this )?(a )?secret\b/,
    /\b(i'm|im|i am) (being )?(abused|molested|beaten)\b/,
    /\b(i'm|im|i am) being (hurt|bullied|threatened)\b/,
    /\bhow (to|do i|can i) hide (my )?(bruises?|marks?|injur\w*)\b/,
    /\b(i'm|im|i am) (scared|afraid) (to go|of going) home\b/,
  ],
  'sexual-content': [
    /\bporn\w*\b/,
    /\b(nude|nudes|naked) (pic|pics|picture|pictures|photo|photos|video|videos|selfie|selfies|girls?|boys?|women|men|people)\b/,
    /\bsend (me )?(nudes|naked)\b/,
    /\b(have|having|had) sex\b/,
    /\bsex (video|videos|tape|scene|positions?|chat)\b/,
    /\bsexy\b/,
    /\bsexting\b/,
    /\bwhat is sex\b/,
    /\b(xxx|nsfw|hentai|onlyfans|stripper|strip club)\b/,
  ],
  weapons: [
    new RegExp(`\\b${HOW} (make|build|create|get|buy|find|3d print|print|assemble|hide) (a |an |my |some )?(homemade |real )?(gun|guns|pistol|rifle|bomb|bombs|pipe bomb|explosive|explosives|grenade|molotov|weapon|weapons|firearm|firearms|ammo|ammunition|silencer)\\b`),
    /\b(make|making|build|building) (a |an )?(bomb|pipe bomb|explosive device|molotov|napalm|thermite|grenade)\b/,
    /\bhow (are|is) (a )?(bomb|bombs|pipe bombs|explosives?) made\b/,
    /\b(where|how) (can|do|could) (i|you|kids|a kid) (buy|get|find) (a |an |some )?(gun|guns|pistol|rifle|firearm|ammo|ammunition|bomb|explosives?)\b/,
    /\b(bring|take|sneak) (a |my )?(gun|knife|weapon) (to|into) school\b/,
    new RegExp(`\\b${HOW} (use|shoot|fire|load) (a |an |my |my dad'?s |my mom'?s )?(gun|pistol|rifle|firearm)\\b`),
    /\bschool shoot\w*\b/,
  ],
  violence: [
    new RegExp(`\\b${HOW} (kill|murder|hurt|stab|shoot|poison|strangle|choke|drown|beat up|punch|kidnap|torture|attack|bully|cyberbully|get revenge on) ${PEOPLE}\\b`),
    new RegExp(`\\b(kill|murder|stab|shoot|poison|strangle|kidnap|torture) ${PEOPLE} (without|and not|and never) (getting caught|get caught|anyone knowing)\\b`),
    /\b(get away with|getting away with) (murder|killing|hurting)\b/,
    /\bhow (to|do i|can i) (make|give) (someone|somebody|him|her|them) (sick|bleed|pass out)\b/,
  ],
  drugs: [
    /\b(meth|methamphetamine|cocaine|crack cocaine|heroin|fentanyl|lsd|ecstasy|mdma|ketamine|opioids? to get high)\b/,
    /\b(to|i|we|you|kids|teens|people) (get|getting) (high|stoned|drunk|wasted)\b/,
    /\b(get|getting) (stoned|drunk|wasted)\b/,
    new RegExp(`\\b${HOW} (buy|get|find|smoke|vape|grow|make|hide|try|drink|take) (some )?(weed|marijuana|cannabis|drugs|a vape|vapes|vape pens?|cigarettes|alcohol|beer|vodka|booze|edibles)\\b`),
    new RegExp(`\\b${HOW} vape\\b`),
    /\b(where|how) (can|do) (i|kids|you) (buy|get) (weed|drugs|vapes?|alcohol|beer|cigarettes)\b/,
    /\b(drink|drinking) (alcohol|beer|vodka|wine) (at|when i'?m|when i am) (\d+|a kid|young)\b/,
    /\bhow much (alcohol|beer|vodka) (to|until|does it take to) (get drunk|pass out)\b/,
  ],
  'dangerous-activity': [
    /\b(blackout|choking|pass out|tide pod|skull breaker|fire|benadryl|salt and ice|cinnamon|milk crate|outlet|penny) challenge\b/,
    /\b(choking|fainting|pass out) game\b/,
    /\bhow (to|do i|can i) (make myself |make me )?(pass out|faint|black out|stop breathing)\b/,
    /\b(eat|eating|drink|drinking|swallow|swallowing|taste|lick|licking) (a |an |some |the )?(bleach|detergent|laundry pods?|tide pods?|batteries|button batter(y|ies)|gasoline|petrol|antifreeze|cleaning (products?|liquid|spray)|medicine that is not mine)\b/,
    /\b(put|stick|poke) (a |an )?(fork|knife|key|paper ?clip|coin|finger|wire) (in|into) (a |an |the )?(electric(al)? )?(outlet|socket|plug|toaster)\b/,
    new RegExp(`\\b${HOW} (start|set|make|light) (a )?fires?\\b`),
    new RegExp(`\\b${HOW} (set|light) (something|things|the house|my room|a car) on fire\\b`),
    /\bhow (to|do i|can i) run away from home\b/,
    /\bhow (to|do i|can i) run away$/,
    /\bhow (to|do i|can i) (steal|shoplift|hotwire|break into)\b/,
    /\b(how (to|do i|can i)|i want to|i'm going to|im going to) jump (off|from) (a |the |my )?(roof|bridge|balcony|building|cliff|window)\b/,
    /\bhow long can i hold my breath (underwater )?(until|before) i (pass out|faint)\b/,
  ],
  'personal-information': [
    /\b(my|our) (home |house |full |street )?address is\b/,
    /\bi live (at|on) \d+\b/,
    /\b(my|our|mom'?s|mum'?s|dad'?s) (phone|cell|mobile|telephone) (number )?is\b/,
    /\b(my|our) (password|passcode|pin|social security number|credit card( number)?) is\b/,
    /\b(what is|what's|whats|tell me|give me|find) (your|his|her|their|my (\w+ )?(friend'?s|teacher'?s|classmate'?s|neighbou?r'?s)) (home )?(address|phone number|password)\b/,
    /\b(find|track) (where )?(someone|somebody|a person|my (\w+ )?(friend|teacher|classmate|crush|ex)) (lives|is right now|location)\b/,
    /\b(meet|meeting|meet up with) (a |the )?(someone|somebody|person|stranger|friend|man|woman|guy|boy|girl) (i|that i) (met|know|talk to|chat with|chatted with) online\b/,
    /\b(send|sending|share|sharing) (my|a) (photo|picture|pic|selfie|address|phone number|location) (to|with) (a )?(stranger|someone online|someone i met online|people online)\b/,
    /\b\d{3}[ .-]\d{3}[ .-]\d{4}\b/,
  ],
};
