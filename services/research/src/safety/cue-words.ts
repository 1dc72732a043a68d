// The words the danger-cue detector (cues.ts) reads, as data: who can be in danger, what can be swallowed, the signs
// of an emergency. Lists are alternations for regular expressions over the detector's canonical text (lower case,
// no apostrophes, shorthand spelled out, misspellings of danger words corrected: see cue-text.ts).

const alt = (words: readonly string[]): string => `(?:${words.join('|')})`;

/** Anyone a child or a parent might be worried about, in every English: family, friends, children, babies. */
export const PEOPLE_WORDS = [
  'i', 'me', 'we', 'he', 'she', 'they', 'him', 'her', 'them', 'someone', 'somebody', 'anyone', 'everyone', 'nobody',
  'the (?:baby|babies|toddler|kid|kids|child|children|boy|girl|twins|teen|teenager|infant|newborn|little one|little ones)', 'little one', 'boy', 'girl', 'twins?',
  'stepson', 'stepdaughter', 'grandson', 'granddaughter', 'niece', 'nephew', 'classmate', 'student', 'pupil', 'neighbou?r', 'man', 'woman', 'lady', 'guy', 'person',
  'baby', 'babies', 'toddler', 'toddlers', 'kid', 'kids', 'child', 'children', 'infant', 'newborn', 'son', 'daughter', 'teen', 'teenager',
  'mum', 'mom', 'mommy', 'mummy', 'mam', 'mammy', 'ma', 'mother', 'dad', 'daddy', 'da', 'papa', 'pa', 'father', 'nan', 'nana', 'nanna', 'nanny',
  'gran', 'granny', 'grandma', 'grandmother', 'grandad', 'granddad', 'grandpa', 'grandfather', 'gramps', 'pop', 'pops', 'poppy', 'oma', 'opa',
  'cucu', 'guka', 'ouma', 'oupa', 'nonna', 'nonno', 'abuela', 'abuelo', 'lola', 'lolo', 'nani', 'dadi', 'bubbe', 'zayde', 'helper', 'nanny', 'childminder',
  'brother', 'sister', 'bro', 'sis', 'sibling', 'cousin', 'friend', 'mate', 'bestie', 'uncle', 'aunt', 'auntie', 'aunty', 'stepdad', 'stepmom', 'stepmum',
];
export const PERSON = alt(PEOPLE_WORDS);

/** Grown-ups in a child's family: the people a child finds collapsed ("mummy wont wake up"). */
export const FAMILY_ADULT = alt([
  'mum', 'mom', 'mommy', 'mummy', 'mam', 'mammy', 'mama', 'momma', 'mother', 'dad', 'daddy', 'papa', 'father', 'da', 'nan', 'nana', 'nanna',
  'gran', 'granny', 'grandma', 'grandmother', 'grandad', 'granddad', 'grandpa', 'grandfather', 'gramps', 'uncle', 'aunt', 'auntie', 'aunty',
  'stepdad', 'stepmom', 'stepmum', 'babysitter', 'nanny',
]);

/** Verbs that say something went in: already happened, or happening now. */
export const INGESTED = alt([
  'swallowed', 'swallowing', 'swallow', 'swalled', 'ate', 'eaten', 'eating', 'drank', 'drunk', 'drinking', 'drinked', 'licked', 'licking',
  'chewed', 'chewing', 'bit into', 'bitten into', 'sucked', 'sucking on', 'inhaled', 'inhaling', 'breathed in', 'breathing in', 'snorted', 'sniffed',
  'gulped', 'downed', 'ingested', 'consumed', 'took', 'taken', 'taking', 'popped', 'got into', 'gotten into', 'been into', 'into the',
  'had (?:some|a|an|the|one|two|three|a few|a couple|lots|loads|all)', 'has had', 'put (?:a|an|some|the|one|two)', 'in (?:his|her|their|my|your|the) mouth',
]);

/** What a child might swallow or put in a nose or ear: objects. */
export const OBJECTS = alt([
  'coins?', 'pennys?', 'pennies', 'pence', 'quarters?', 'dimes?', 'nickels?', 'marbles?', 'beads?', 'buttons?', 'bean', 'beans', 'peas?', 'seeds?', 'pebbles?',
  'stones?', 'rocks?', 'earrings?', 'rings?', 'jewell?e?ry', 'necklace', 'screws?', 'nails?', 'pins?', 'safety pins?', 'needles?', 'tacks?', 'thumbtacks?',
  'staples?', 'paper ?clips?', 'tooth ?picks?', 'glass', 'piece of glass', 'toy', 'toys', 'lego', 'legos', 'lego piece', 'small parts?', 'piece', 'pieces', 'bits?',
  'plastic', 'balloons?', 'cables?', 'wires?', 'chargers?', 'cords?', 'crayons?', 'erasers?', 'rubbers?', 'rubber', 'sticker', 'stickers', 'blu tack', 'play ?doh', 'slime', 'sand', 'dirt', 'soil', 'mud',
  'sponge', 'foam', 'polystyrene', 'cotton wool', 'tissue', 'hair ?clips?', 'hair ?bobbles?', 'hair ?ties?', 'bobby pins?', 'key', 'keys', 'battery', 'batteries',
  'button cells?', 'coin cells?', 'magnets?', 'magnetic', 'water beads?', 'jelly balls?', 'orbeez', 'gel beads?', 'silica', 'silica gel', 'moth ?balls?', 'thermometer',
  'cigarettes?', 'cigarette butts?', 'butts', 'vape', 'vapes', 'something', 'somthing', 'things', 'thing', 'stuff', 'object', 'whatever it was', 'what it was',
]);

/** Medicines, in any amount and under any brand. */
export const MEDICINES = alt([
  'pills?', 'tablets?', 'capsules?', 'meds', 'medicine', 'medicines', 'medication', 'medications', 'medecine', 'medicin', 'vitamins?', 'gummy vitamins?',
  'gummies', 'iron', 'tylenol', 'acetaminophen', 'paracetamol', 'panadol', 'calpol', 'nurofen', 'ibuprofen', 'advil', 'motrin', 'aspirin', 'benadryl',
  'antihistamines?', 'allergy (?:pills?|tablets?|medicine)', 'melatonin', 'adderall', 'ritalin', 'concerta', 'vyvanse', 'adhd (?:meds|medicine|medication|pills?|tablets?)',
  'sleeping (?:pills?|tablets?)', 'antidepressants?', 'prozac', 'zoloft', 'sertraline', 'fluoxetine', 'xanax', 'valium', 'oxy\\w*', 'codeine', 'opioids?', 'painkillers?',
  'pain ?killers?', 'pain (?:pills?|meds|medicine|relievers?)', 'cough (?:syrup|medicine|mixture)', 'syrup', 'dose', 'doses', 'blood pressure (?:pills?|tablets?|meds|medicine)',
  'heart (?:pills?|tablets?|meds|medicine)', 'insulin', 'birth control', 'the pill', 'contraceptive', 'prescription', 'inhaler', 'epipen', 'eye drops', 'nose spray',
  'nasal spray', 'diaper cream', 'nappy cream', 'teething gel', 'clonidine', 'antibiotics?', 'steroids?', 'laxatives?', 'thyroid', 'lithium',
]);

/** Household chemicals, plants and other poisons. */
export const CHEMICALS = alt([
  'washer fluid', 'screen ?wash', 'windscreen', 'windshield', 'blue juice',
  'bleach', 'detergent', 'washing (?:up )?liquid', 'washing powder', 'laundry (?:pods?|detergent|soap|liquid|tablets?|capsules?)', 'tide pods?', 'pods?', 'capsules?',
  'dishwasher (?:pods?|tablets?|detergent|salt|liquid|gel|powder)', 'rinse aid', 'dish ?soap', 'soap', 'shampoo', 'conditioner', 'body wash', 'bubble bath', 'toothpaste', 'mouthwash',
  'cleaners?', 'cleaning (?:products?|liquid|spray|stuff|fluid|tablets?)', 'chemicals?', 'poison\\w*', 'antifreeze', 'gasoline', 'gas', 'petrol', 'diesel',
  'kerosene', 'paraffin', 'lamp oil', 'lighter fluid', 'paint thinner', 'white spirit', 'turps', 'turpentine', 'paint', 'glue', 'super ?glue', 'nail polish( remover)?',
  'acetone', 'hand saniti[sz]er', 'sanitiser', 'sanitizer', 'alcohol', 'rubbing alcohol', 'vodka', 'wine', 'beer', 'cider', 'whiskey', 'whisky', 'rum', 'gin', 'booze',
  'rat poison', '(?:powder|pellets|poison|bait|stuff|blocks) for (?:the )?(?:rats|mice|mouse|ants|roaches|cockroaches|slugs|bugs)', 'rat bait', 'mouse poison', 'ant bait', 'slug pellets', 'bug spray', 'mosquito (?:spray|repellent|refill|liquid|coil|plug)', 'insect repellent', 'repellent', 'refill bottle', 'insecticide', 'pesticide', 'weed ?killer', 'round ?up', 'fertili[sz]er', 'drain cleaner', 'oven cleaner',
  'toilet (?:cleaner|duck|bowl cleaner|water)', 'descaler', 'ammonia', 'fabric softener', 'air freshener', 'febreze', 'windex', 'lysol', 'dettol', 'domestos',
  'essential oils?', 'tea tree oil', 'eucalyptus oil', 'perfume', 'cologne', 'aftershave', 'deodorant', 'hair dye', 'sunscreen', 'lotion', 'cream', 'vaseline',
  'e ?liquid', 'vape (?:juice|liquid|pods?)', 'nicotine', 'tobacco', 'weed', 'marijuana', 'cannabis', 'edibles?', 'gummies', 'thc', 'cbd', 'drugs?', 'pills?',
  'mushrooms?', 'toadstools?', 'berries', 'berry', 'wild berries', 'plants?', 'leaves', 'leaf', 'flowers?', 'daffodils?', 'foxglove', 'oleander', 'lily', 'lilies',
  'holly', 'mistletoe', 'yew', 'ivy', 'poison ivy', 'nightshade', 'conkers?', 'acorns?', 'laburnum', 'hemlock', 'castor beans?', 'apple seeds',
  'ice packs?', 'glow ?sticks?', 'silica', 'bath bombs?', 'candle', 'wax', 'oil', 'petroleum', 'mercury', 'liquid',
]);

/** Where something can get stuck. */
export const NOSE_EAR = '(?:nose|nostril|nostrils|ear|ears|ear hole|throat|windpipe|eye|eyes|belly button|private|bottom|vagina|penis)';

/** Signs that someone is not responding. */
export const UNRESPONSIVE = alt([
  '(?:will not|can not|could not|would not|cannot|not|is not|does not|never) (?:wake|waking|get up|getting up|respond|responding|answer|answering|move|moving|open (?:his|her|their) eyes)',
  'not wake', 'wont wake', 'not waking', 'cant wake', 'can not wake (?:him|her|them|my \\w+|\\w+) up', 'hard to wake', 'unconscious', 'unconcious', 'unresponsive',
  'passed out', 'past out', 'blacked out', 'fainted and', 'collapsed', 'collapse', 'keeled over', 'lying (?:on|on the) (?:floor|ground|kitchen floor)',
  'laying (?:on|on the) (?:floor|ground)', 'on the floor and (?:is not|not|will not|can not|does not|he is not|she is not|is|looks|her|his|lips|face|eyes|no)', 'is not moving', 'stopped moving', 'not moving', 'lifeless', 'eyes rolled', 'eyes rolling',
  'not (?:talking|speaking|answering|responding) or moving', '(?:doing|giving|started|starting|do|give) (?:him |her |them )?cpr', 'pulled out (?:\\w+ ){0,2}(?:blue|limp|floppy|not breathing)', '(?:does not|did not|will not|is not|not) react\\w*', 'no reaction', 'eyes half (?:open|closed|shut)', 'slumped (?:in|on|over|against)', '(?:can not|could not|will not) (?:rouse|stir) (?:him|her|them|my \\w+)', 'not rousing', '(?:will not|can not|could not) rouse', 'not moving or (?:talking|speaking|breathing|answering|responding)',
  'knocked (?:himself|herself|themselves|themself|myself|me|him|her) out', 'knocked (?:him|her|them) (?:\\w+ )?unconscious', 'not answering (?:me|us|the door|when)', 'lying (?:on|in) the (?:road|street|pavement|ground) (?:and|not)', 'lying on the road', 'dead on the floor', 'looks dead', 'might be dead', 'not breathing', 'stopped breathing', 'no pulse', 'cold and blue', '(?:he|she|baby|face|skin|lips|hands|feet) (?:is|are|looks|went|gone|turning|turned) (?:blue|grey|gray)', 'gone blue',
  'turning blue', 'turned blue', 'went blue', '(?:lips|face|skin|fingers|hands) (?:are |is )?(?:going |gone |turning |turned |looking |look |looks |went |a bit |kind of )?(?:blue|purple|grey|gray|white and)', 'blue lips', 'floppy', '(?:is|went|gone|goes|seems|looks|feels|all|very|so) limp', 'limp and',
  'will not stay awake', 'can not stay awake', 'limp like', 'like a rag ?doll', 'barely (?:opens|opening|open) (?:his|her|their|my) eyes', 'barely (?:responding|responsive|awake|conscious|breathing)', 'keeps passing out', 'drifting in and out',
]);

/** Breathing and choking. */
export const BREATHING = alt([
  '(?:can not|could not|can t|not|is not|struggling to|struggles to|hard to|difficulty|trouble|problems?|stopped|having trouble|having a hard time) breath\\w*',
  'breathing (?:really |realy |very |so |all |a bit )?(?:fast|funny|weird|strange|hard|badly|noisy|loud|shallow|is)', 'breathing (?:has )?(?:stopped|changed)', 'gasping', 'choking', 'choked', 'chokeing', 'choke on', 'chocking', 'chocked', 'gagging and',
  'something stuck in (?:his|her|their|my|the) throat', '(?:can not|could not|cannot) (?:cry|cough|make a sound|make any sound|make a noise|get a sound out)', 'stuck in (?:his|her|their|my) throat', 'can not swallow', 'can not talk',   'allergic reaction', 'anaphyla\\w*', 'epi ?pen', 'used (?:his|her|the) epi', 'asthma attack', 'inhaler (?:is not|not|does not|will not) (?:working|helping|help)', 'can not catch (?:his|her|their|my) breath', 'throat (?:is )?(?:closing|swelling|swollen|tight)', '(?:lips|tongue|face|mouth|eyes) (?:is |are )?(?:swelling|swollen|puffing|puffed)',
  'swollen (?:lips|tongue|face|throat)', 'tongue (?:feels |is |looks |has gone |went )?(?:huge|massive|big|fat|thick|too big)', '(?:getting |got |really |very )?(?:hard|difficult) to (?:swallow|breathe|breath)', 'struggling for air', 'can not get (?:any )?air', 'wheezing (?:badly|and|so)',
]);

export const SEIZURE = alt(['jerking and', 'frothing', 'foaming at the mouth', 'seizure', 'seizures', 'seizing', 'siezure', 'seisure', 'convuls\\w*', 'is fitting', 'started fitting', 'having a fit', 'had a fit', 'febrile (?:fit|fits|seizure|seizures|convulsion\\w*)', '(?:having|had|has) a (?:\\w+ )?fit (?:right now|now|just now)', 'went stiff (?:\\w+ ){0,3}(?:shak\\w*|jerk\\w*|twitch\\w*)', 'shaking all over', 'twitching and not', 'eyes rolled back']);

/** Other emergencies: broken bones through the skin, heat, cold, weapons, a diabetic child confused. */
export const OTHER_EMERGENCY = alt([
  '(?:thought|thort|thinking|thinkin|thougt) (?:they|it|them|that they) (?:was|were|are|is) (?:sweets|sweeties|candy|candies|lollies|smarties|skittles|gummies|mints|chocolate)',
  'empty (?:blister )?(?:packs?|packets?|bottles?|boxes?|pill bottles?) (?:\\w+ ){0,3}(?:bin|room|bag|drawer|bed)',
  '(?:accidentally|accidently|by mistake|mistakenly) (?:i |we |he |she |they )?gave (?:my|him|her|them|the)', '(?:for adults|adult (?:\\w+ )?(?:syrup|dose|medicine|paracetamol|ibuprofen|tablets?|calpol|tylenol)) (?:\\w+ ){0,3}instead of', '(?:going|gone|turning|turned|went) (?:grey|gray|blue|purple)', '(?:lips|face|skin|fingers) (?:\\w+ ){0,2}(?:bluish|blueish|bluey|greyish|grayish)', '(?:only|barely|can only) (?:\\w+ ){0,4}words? (?:out )?(?:between|each) breath\\w*', '(?:puffer|pump|reliever|blue inhaler) (?:is not|not|does not|will not|has not) (?:working|helping|help)', 'eyes? (?:\\w+ ){0,2}roll\\w* back', '(?:shake|shaking|shakin|jerking) (?:on|pon) (?:the|di) (?:ground|floor)', 'light (?:\\w+ ){0,2}hurt\\w* (?:\\w+ ){0,2}eyes?', 'gave (?:\\w+ ){1,8}(?:by mistake|by accident|accidentally|accidently|thinking (?:it was|they were))', '(?:two|2|double|extra|second) doses?(?: \\w+){0,4} (?:by mistake|by accident|an hour apart|too close|within)', '(?:both|each) (?:gave|did it|gave (?:him|her|them) (?:some|a dose))', 'double dosed', 'doubled (?:up )?(?:on )?(?:his|her|their|the) (?:dose|medicine|calpol|tylenol|nurofen|ibuprofen|paracetamol)', 'gave (?:my|him|her|the) (?:\\w+ ){0,4}(?:adult|wrong|double) (?:\\w+ )?(?:dose|medicine|nurofen|calpol|tylenol|ibuprofen|paracetamol|one)', '(?:adult|wrong) (?:\\w+ )?instead of', 'gave (?:my|him|her|them|the) (?:\\w+ ){0,3}(?:my|his|her|their|the|mums|dads) (?:\\w+ )?(?:melatonin|pills?|tablets?|medicine|meds|sertraline|antidepressants?|sleeping pills?|blood pressure \\w+) instead of',
  'stuck on the roof', 'can not get down',
  '(?:climbed|climbing|sitting|standing|hanging|out) (?:\\w+ ){0,2}(?:on|onto|over|off|out of|out onto) (?:the |a )?(?:balcony|window|roof) (?:ledge|railing|railings|rail|edge|sill)',
  '(?:flash flood|flood ?water|flood|water) (?:\\w+ ){0,4}(?:up to|over|into|coming into|coming in) (?:the |our )?(?:car|doors|car doors|windows|bonnet|wheels|seats)', 'stuck in (?:the |a )?(?:flood|floodwater|flood water|river|water)', '(?:car|van) (?:is )?(?:stuck|stranded|floating|stalled) in (?:the |a )?(?:flood|floodwater|flood water|water|river)',
  '(?:stuck|stranded|snowed in|trapped) (?:\\w+ ){0,5}(?:snow|snowstorm|blizzard|mountain pass|ice|drift) (?:\\w+ ){0,12}(?:cold|freezing|no signal|shivering|getting dark|running out)',
  '(?:generator|heater|barbecue|bbq|charcoal|boiler|gas fire|camping stove|patio heater|engine running) (?:\\w+ ){0,12}(?:headache|headaches|dizzy|being sick|are sick|vomit\\w*|drowsy|sleepy|confused|passed out|faint\\w*)',
  '(?:fire|bushfire|wildfire|flames|smoke) (?:is |are )?(?:coming|moving|heading|spreading) (?:over|down|up|towards|toward|at|to) (?:the|us|our)',
  '(?:tornado|tsunami|flood|fire|air raid|emergency|storm|hurricane|cyclone|bushfire|evacuation) (?:warning |emergency |alarm )?(?:siren|sirens|warning|alarm|alert|alerts) (?:is |are |has |have |just )?(?:going off|sounding|gone off|went off|on|says)',
  '(?:funnel ?web|redback|red back|black widow|brown recluse|snake|adder|viper|rattlesnake|rattler|copperhead|cottonmouth|tiger snake|brown snake|scorpion|box jellyfish|blue ringed octopus|stonefish|stingray|portuguese man of war) (?:\\w+ ){0,6}(?:bit|bites|bitten|biten|stung|stings|sting|got)',
  '(?:bushfire|bush fire|wildfire|forest fire|grass fire|fire|smoke|flames|flood ?water|water) (?:\\w+ ){0,3}(?:getting|is getting|coming|is coming) (?:really |very |so )?(?:close|closer|near|nearer|in)', '(?:road|roads|way|track) (?:out )?(?:is |are )?(?:blocked|cut off|closed) (?:\\w+ ){0,4}(?:fire|smoke|flood|water)', '(?:fire|smoke|flood|water) (?:\\w+ ){0,9}(?:road|roads|way|track) (?:out )?(?:is |are )?(?:blocked|cut off|closed)', 'trapped by (?:the )?(?:fire|flood|water|smoke)', '(?:flood ?water|water) (?:is )?(?:rising|coming in|coming into)', '(?:tv|television|telly|bookcase|bookshelf|dresser|wardrobe|chest of drawers|drawers|shelf|shelves|cabinet|furniture|cupboard|fridge|mirror|gate) (?:\\w+ ){0,4}(?:fell|toppled|tipped|came down|pulled over) (?:\\w+ ){0,3}(?:on|onto|over) (?:top of )?(?:him|her|them|my|his|the baby|the toddler)', '(?:fell|toppled|tipped|came down) (?:over )?on top of (?:him|her|them|my \\w+)', 'pinned under', 'trapped under', 'stuck up (?:a|the) tree',
  'locked (?:himself|herself|themselves) in the car', 'knocked out', 'blacked out', 'empty (?:packets?|packs?|bottles?|boxes?|blister packs?|pill bottles?) of', '(?:squeaky|squeaking|high pitched|whistling|crowing) (?:noise|sound) when (?:he|she|they|baby) breath\\w*', 'ribs (?:are )?sucking in', '(?:tummy|belly|chest|skin) (?:\\w+ )?sucks? in (?:\\w+ ){0,2}(?:between|under|below) (?:his|her|the|their) ribs', 'grunting (?:with|when|every) (?:\\w+ )?breath\\w*', '(?:every|each) breath (?:\\w+ ){0,6}(?:sucks in|grunt\\w*|ribs)', 'sucking in (?:between|under) (?:his|her|the) ribs', '(?:sucking|sucks|pulling|pulls|caving|sinking|sinks) (?:in )?(?:his|her|their|the|my) (?:tummy|belly|chest|ribs|neck|throat) (?:in )?(?:\\w+ ){0,6}(?:breath\\w*)', '(?:whistl\\w*|wheez\\w*|squeak\\w*|rattl\\w*) (?:\\w+ ){0,3}(?:when|as|every time) (?:he|she|they|baby|i) breath\\w*', 'breath\\w* (?:\\w+ ){0,6}(?:makes|making|make) (?:a |this |that )?(?:whistl\\w*|wheez\\w*|squeak\\w*|high pitched) (?:sound|noise)', 'skin between (?:his|her|the) ribs',
  'blister packs? (?:\\w+ ){0,6}(?:drowsy|sleepy|weird|confused|slurr\\w*|not making sense|will not wake|can not wake)', '(?:found|finding) (?:\\w+ ){0,4}(?:blister packs?|pill packets?|empty (?:pill )?bottles?) (?:\\w+ ){0,6}(?:his|her|their) (?:bin|room|bag|bed|drawer)', 'magnets? in (?:his|her|their|my|the) (?:\\w+ )?(?:belly|tummy|stomach|gut|intestines?)', '(?:gp|doctor|nurse|111|ambulance) (?:\\w+ ){0,3}(?:said|says|told (?:us|me) to) go (?:to|straight to) (?:a and e|a&e|hospital|the hospital|er|emergency)', 'bone (?:is )?sticking out', 'bone through the skin', 'can not move (?:his|her|their|my) (?:legs|arms|neck)', 'cut (?:his|her|my|their) (?:finger|toe|thumb) off', '(?:finger|toe|thumb) (?:cut|chopped|sliced) off',
  'teeth? (?:knocked|got knocked) out', 'knocked (?:his|her|my|their) teeth? out', '(?:poked|hit|stabbed) in the eye', 'something (?:sharp )?in (?:his|her|my|their) eye and',
  'left in (?:a|the) (?:hot )?car', 'heat ?stroke', 'heatstroke', 'hypothermi\\w*', 'frostbite', 'fell through (?:the )?ice', 'was shot', 'got shot', 'been shot', 'was stabbed', 'got stabbed', 'been stabbed',
  'found a (?:gun|loaded gun)', '(?:has|got|with) a (?:gun|knife) and (?:says|said|is threatening)', 'alcohol poisoning', '(?:so|really|very|too) drunk (?:she|he|they|i) can not', 'passed out drunk',
  'diabetic (?:\\w+ ){0,6}(?:confused|shaky|shaking|unresponsive|passed out|not making sense|sweaty|drowsy|not waking)', 'face (?:is |has )?(?:drooping|droopy|dropped|gone droopy)', 'one side of (?:his|her|their|my) (?:face|body|mouth)', 'red (?:line|lines|streak|streaks) (?:\\w+ ){0,3}(?:up|going up|spreading|moving|running)', '(?:having|had|has had|is having|might be having|may be having|think (?:\\w+ ){0,2}(?:is having|had|has had)) a (?:mini )?stroke', 'signs of (?:a )?stroke', 'stroke symptoms', 'slurr\\w* (?:words|speech|talking|her words|his words)',
  'stuck in (?:the|a|our) (?:hot )?car', 'locked in (?:the|a|our) (?:hot )?car', 'shut in (?:the|a) car',
  '(?:found|caught) (?:him|her|them|my \\w+|my \\d+ (?:year|month)s? old) with (?:an |a |the )?(?:open |empty )?(?:bottle|packet|box|pot|tube|container|pack|blister pack|jar|tub)', '(?:half|some|most|all|lots) of (?:it|them|the bottle|the packet) (?:is |are |has |have )?(?:gone|missing|eaten)', 'blood sugar (?:is )?(?:really |very )?(?:low|high) and', 'hypo and',
]);

export const BLEEDING = alt([
  'nose ?bleed (?:\\w+ ){0,3}(?:will not|does not|not) stop', 'nose ?bleed (?:\\w+ ){0,4}(?:\\d+|forty|thirty|twenty) ?min\\w*',
  '(?:spitting|coughing|vomiting|throwing|bringing) up (?:bright red |fresh |lots of )?blood', 'bright red blood', 'bleed\\w* for (?:ages|ages and ages|a long time|hours|so long)',
  'blood (?:\\w+ ){0,3}(?:will not|can not|does not|is not|not|never) stop\\w*',
  'bleed\\w* (?:\\w+ ){0,8}(?:not stopping|will not stop|does not stop|can not stop|is not stopping|keeps bleeding)', 'bleed\\w* for (?:over |more than |like |about )?(?:\\d+|twenty|thirty|forty|an hour|half an hour) ?(?:min|mins|minutes|hour|hours)?',
  'lots of blood', 'so much blood', 'a lot of blood', 'blood everywhere', 'bleeding (?:really |very |so )?(?:a lot|badly|heavily|loads|everywhere|so much|really bad|bad|and)',
  '(?:will not|can not|does not|not|wont) stop bleeding', 'gushing blood', 'blood (?:is )?gushing', 'spurting', 'squirting', 'blood (?:is )?(?:pumping|pulsing|spraying)',
  'nose ?bleed (?:\\w+ ){0,16}(?:dizzy|faint\\w*|pale|white as)', 'nose ?bleed (?:\\w+ ){0,4}(?:half an hour|an hour|over an hour)', 'pouring blood', 'deep cut', '(?:deep |big |nasty |huge )?gash', 'bled through', '(?:soaked|soaking|bled) (?:through )?(?:a |two |three |the |a whole |whole )?(?:\\w+ )?(?:towels?|tea towels?|tissues?|bandages?|box of tissues|plasters?|nappies)', 'can see (?:the )?(?:white|bone|fat|yellow) (?:stuff|bits?)? ?(?:inside|in it|in there)?', 'cut (?:his|her|their|my) (?:finger|hand|head|arm|leg|foot|face) (?:open|badly|deep)',
  'bleeding from (?:his|her|their|my) (?:head|ear|ears|mouth)', 'blood (?:coming|pouring) out', 'coughing up blood', 'vomiting blood', 'throwing up blood', 'sliced (?:his|her|my|their) (?:finger|hand|thumb|arm|leg|foot)',
]);

export const BURN = alt([
  '(?:hand|hands|finger|fingers|palm|arm) (?:\\w+ ){0,2}on the (?:log burner|wood burner|stove|oven|hob|iron|heater|fire|radiator|bbq|barbecue|grill)', 'log burner', 'wood burner',
  'smoke (?:is )?(?:coming|comin) (?:under|through|in)', 'smell (?:fire|smoke|burning) (?:and|in)', 'can smell fire',
  'fire in (?:my|the|our) (?:house|home|flat|room|bedroom|kitchen|building|school|classroom)', 'smoke in (?:the|my|our) (?:house|room|classroom|corridor|hall|kitchen|building)', 'fire alarm (?:is )?going off and', 'can not get out', '(?:hot|boiling|scalding) (?:water|bath|tea|coffee|oil|milk|soup)(?: \\w+){0,8} (?:blister\\w*|red|burn\\w*|screaming)', 'went all over (?:my|his|her|their|the)', '(?:too hot|scalding|boiling)(?: \\w+){0,8} (?:blister\\w*|bright red|burn\\w*)',
  '(?:burn|burned|burnt|burns) (?:his|her|their|my|himself|herself|myself|themselves|your) ?(?:self|hand|hands|finger|fingers|arm|arms|leg|legs|face|mouth|tongue|foot|feet|chest|skin|back|head|neck|palm|lip|lips)?',
  '(?:got|was|been|is|has been|have been|got really|got badly) (?:burned|burnt|scalded)', '(?:hand|finger|fingers|arm|foot|face|palm) (?:on|onto|against|in) (?:the |a )?(?:hot|boiling)', '(?:big|huge|bad) blister', 'burns on (?:both |his |her |their |my )?(?:hands?|arms?|legs?|face|feet|chest|back|fingers)', 'has a (?:bad )?burn', 'a burn on', 'scald\\w*', 'boiling water', 'hot water (?:on|over|spilled|spilt)',
  'hot (?:tea|coffee|drink|oil|pan|soup|milk|kettle) (?:on|over|spilled|spilt|fell)', 'spilled (?:hot|boiling)', 'spilt (?:hot|boiling)', 'on fire', 'caught fire', 'house is on fire', 'there is a fire', 'smoke everywhere', '(?:filling|filled|full) (?:up )?(?:with|of) smoke', 'smoke (?:is )?(?:filling|pouring|coming out)',
  'touched the (?:stove|oven|iron|hob|heater|fire|grill|radiator|curling iron|straighteners)', 'hair straighteners', 'curling iron', 'chemical burn', 'fireworks? (?:went off|exploded|burned|hit)', '(?:sparkler|firework|bonfire|campfire|fire pit|hob|stove|iron|kettle|oven|radiator|exhaust|friction|rope) burns?', 'burns? (?:\\w+ ){0,4}(?:go|gone|went|turned|turn|is|looks|look) (?:all |really |very )?(?:white|leathery|charred|black|waxy)',
]);

export const SHOCK = alt(['stuck (?:\\w+ ){0,3}in (?:the |a )?(?:plug socket|socket|outlet|plug|toaster)', 'chewed (?:\\w+ ){0,3}(?:cable|wire|cord|charger)', 'electric shock', '(?:thrown|flung|knocked) back by', 'railway (?:lines?|tracks?) (?:\\w+ ){0,8}(?:burn\\w*|thrown|shock\\w*|sparks?)', 'overhead (?:lines?|wires?|cables?)', '(?:went|goes|made a) (?:zap|bang|spark)', 'sparks? (?:came|flew|went)', 'zapped', 'electrocut\\w*', 'shocked by', 'got a shock', 'got shocked', 'shock from', 'zapped by', 'stuck (?:a |his |her |my )?(?:fork|knife|finger|key|pin|paperclip|paper clip) in (?:the |a )?(?:socket|outlet|plug|toaster)', 'power line', 'live wire']);

export const DROWNING = alt([
  '(?:has not|hasnt|did not) come (?:back )?up', 'slipped under', 'went under',
  'cut off by the tide', 'tide is coming in', 'water is coming in', 'swept out', 'caught in a rip', 'in a rip current', 'can not get back to (?:shore|the beach)',
  '(?<!pretend\\w* to |pretending to |as if to |pretend )drown\\w*(?! (?:as a joke|for fun|to scare|in the game))', 'fell (?:in|into) (?:the |a )?(?:pool|water|lake|pond|river|sea|canal|bath|hot tub|creek|dam|ocean)', 'found (?:him|her|them|my \\w+) (?:in|floating in|face down in) (?:the |a )?(?:pool|water|bath|pond)',
  'face down in', 'pulled (?:him|her|them|my \\w+) out (?:\\w+ ){0,4}(?:cough\\w*|sleepy|not breathing|blue|limp|floppy|vomit\\w*|throwing up)', '(?:got|fell|went|wandered) into (?:the |a |our |their |next doors |the neighbou?rs )?(?:pool|pond|dam|river|canal|lake|bath|hot tub)', 'face down', 'pulled (?:him|her|them|my \\w+|my \\d+ (?:year|month)s? old|the baby|the toddler) out of (?:the |a )?(?:water|pool|bath|pond|sea|river|lake)', 'went under', 'under (?:the )?water (?:for|too long)', 'pulled (?:him|her|them) out of the (?:water|pool|bath)', 'swept away', 'sinking', 'cant swim and', 'not swimming back',
]);

export const CRASH = alt(['(?:car|van|truck|bus|ute|suv|lorry) (?:\\w+ ){0,4}(?:rolled over|flipped over|flipped|overturned|rolled down)', '(?:had|been in|was in|were in|involved in|in) (?:a |an )?(?:\\w+ )?(?:crash|smash|collision|prang|pile ?up|wreck)', '(?:car|road|traffic|motorway|highway|freeway) accident', 'accident on the (?:motorway|highway|road|freeway|way)', 'rear ended', 'car seat came loose', 'hit from behind', '(?:bus|minibus|coach|car|van|taxi|ute) (?:has |have |had )?(?:just )?crashed', '(?:we|we have|they|he|she|mum|dad) (?:have |has |had )?(?:just )?crashed', '(?:car|truck|bus|van|lorry|motorbike|bike|ute|taxi) (?:just |has |had |has just )?(?:hit|ran over|run over|knocked (?:down|over)|went into|drove into) (?:my|him|her|me|them|us|our)', '(?:car|bike|bus|road|traffic) (?:crash|accident|wreck)', 'crashed (?:the|our|his|her|my) (?:car|bike)', 'hit by a (?:car|truck|bus|bike|van|lorry|motorbike)', 'run over by', 'knocked (?:down|over) by a', 'got hit by']);

export const BITE = alt([
  '(?:dog|dogs|snake|animal) (?:is |was |keeps )?(?:biting|attacking|mauling) (?:my|him|her|me|them|us)', 'not letting go',
  '(?:snake|spider|dog|bat|rat|fox|raccoon|scorpion|stingray|shark|monkey|redback|funnel web|adder|rattlesnake|copperhead|brown snake|tiger snake|stray)\\w* (?:bite|bit|bitten|sting|stung|stang|attacked)', '(?:jellyfish|jelly fish|box jelly|irukandji|bluebottle|portuguese man o war) (?:stung|got|bit|has stung|just stung) (?:my|him|her|me|them|us)',
  '(?:bit|bitten|stung|attacked|mauled) by (?:a |an |the |our |my |his |her |some )?(?:\\w+ )?(?:snake|spider|dog|bat|rat|fox|raccoon|scorpion|stingray|shark|monkey|redback|funnel web|adder|rattlesnake|animal|stray|jellyfish|box jellyfish|blue ringed octopus)',
  'snake bite', 'snakebite', 'spider bite', 'dog bite', 'bat bite', '(?:snake|spider|redback|funnel web|scorpion|dog|box jellyfish|stingray) (?:got|bit|stung|attacked) (?:my|him|her|me|them|us)',
]);

/** Falls that need a doctor: a baby, a head, a height. */
export const FALL = alt([
  'tipped out of', 'fell out of', 'landed on (?:his|her|their|my) head', 'came off (?:his|her|their|my) (?:bike|scooter|skateboard|horse)',
  '(?:fell|fallen|rolled|tumbled|slipped|dropped|came off) (?:off|down|out of|from|out|over|backwards|onto|on)', '(?:fall|falls) (?:off|from|down) (?:the|a|di|his|her|my)',
  'fell (?:and|on|off|down|from|out)', 'rolled of', 'fell of', 'dropped (?:him|her|the baby|my baby|them)', 'was dropped', 'got dropped',
]);
export const FALL_SERIOUS = alt([
  'head', 'heads', 'baby', 'babies', 'infant', 'newborn', '\\d+ (?:week|weeks|month|months) old', 'changing table', 'bed', 'sofa', 'couch', 'bunk', 'top bunk', 'stairs',
  'steps', 'window', 'balcony', 'roof', 'tree', 'trampoline', 'high chair', 'highchair', 'counter', 'table', 'neck', 'back', 'from high', 'height', 'cliff', 'ladder', 'wall',
]);

export const HEAD_SIGNS = alt([
  '(?:does not|do not|did not) (?:know|remember) (?:what day|where (?:he|she|they|i) (?:is|are|was|am)|who i am|his name|her name|my name)', 'keeps? forgetting', 'forgetting (?:things|what)',
  'asking the same thing', 'same thing over and over', 'can not remember the', 'goin pale', 'going pale',
  'same question', 'asking the same', 'does not remember', 'can not remember', 'memory', 'knocked out', 'was out for', 'blacked out',
  'vomit\\w*', 'threw up', 'throwing up', 'throw up', 'thrown up', 'being sick', 'was sick', 'puk\\w*', 'sleepy', 'drowsy', 'confused', 'dizzy', 'not making sense',
  'slurr\\w*', 'blood', 'bleeding', 'clear fluid', 'bump', 'lump', 'egg', 'knocked out', 'seeing double', 'blurry', 'headache', 'not acting (?:right|normal|himself|herself)',
  'crying and', '(?:keeps |kept |is |was )?asking (?:us )?(?:what happened|where (?:she|he|they|i) (?:is|am|are|was))', 'unequal pupils', 'talking (?:funny|weird|strange|nonsense|rubbish|slurred)', 'not talking (?:properly|right|normally)', 'can not remember', 'does not know where (?:he|she|they) (?:is|are)', 'pupils', 'passed out', 'wont stop crying', 'will not stop crying',
]);

/** Fever with the signs that make it an emergency, or in a very young baby. */
export const FEVER = alt(['fever', 'feaver', 'fevor', 'fevers', 'feverish', 'temperature', 'temp', 'high temp', 'burning up', 'burning hot', 'boiling hot', 'very hot', 'so hot', 'feels hot', 'hot to touch', 'hot and']);
/** A fever for sure (not "what temperature should the nursery be"). */
export const FEVER_STRONG = alt(['fever', 'feaver', 'fevor', 'feverish', 'high temp\\w*', 'a temp\\w*', '(?:temp|temperature) (?:of|is|was) (?:\\d+|over|above|high)', 'burning up', 'burning hot', 'feels (?:very |so |really )?hot', 'hot to (?:the )?touch', '(?:38|39|40|41|100|101|102|103|104|105)(?: \\d)? ?(?:degrees|c|f|celsius|fahrenheit)?']);
export const FEVER_SIGNS = alt([
  '(?:will not|won t|not) (?:drink|take) (?:her|his|their) (?:milk|bottle|feeds?)',
  'neck (?:hurts|is sore|pain|ache\\w*)', 'look down', '(?:hurts|painful|sore) to (?:bend|move|turn|tilt) (?:his|her|their|my) (?:neck|head)', '(?:bend|tilt|put) (?:his|her|their|my) (?:neck|head|chin) (?:forward|down)', 'chin to (?:his|her|their) chest',
  'stiff neck', 'neck (?:is |feels |seems )?stiff', 'can not (?:bend|move|touch) (?:his|her|their|my) (?:neck|chin)', 'rash', 'spots', 'purple', 'blotch\\w*',
  'floppy', 'limp', 'lethargic', 'will not wake', 'can not wake', 'hard to wake', 'not waking', 'very sleepy', 'so sleepy', 'unresponsive', 'seizure', 'fitting', 'fit',
  'confused', 'not feeding', 'will not feed', 'refusing feeds', 'not drinking', 'no wet nappies', 'no wet diapers', 'breathing fast', 'grunting', 'mottled', 'blue',
  'pale', 'cold hands', 'high pitched cry', 'bulging', 'soft spot', 'fontanelle', 'light hurts', 'hates the light',
]);
export const YOUNG_BABY = alt([
  '(?:[0-9]|1[0-2]) (?:day|days|week|weeks|wk|wks) old', '(?:[0-9]|1[0-2]) ?(?:day|days|week|weeks|wk|wks)', '(?:1|2|one|two|three|3) (?:month|months|mo|mos|mth|mths) old', '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:day|days|week|weeks|wk|wks) old',
  '(?:1|2|one|two|3|three) ?(?:month|months|mo|mos|mth|mths)', 'newborn', 'new born', 'neonate', 'under 3 months', 'under three months', 'brand new baby',
]);
export const RASH_NOT_FADING = alt([
  'rash (?:that |which )?(?:does not|will not|did not|not|doesnt|dont|do not) (?:fade|go away when|disappear when|go white|blanch|change)',
  '(?:does not|will not|did not|not|doesnt) (?:fade|blanch|go white|disappear) (?:under|with|when (?:i |you )?(?:press|pressed|put|roll))', 'glass test', 'tumbler test',
  'press(?:ed|ing)? a glass', 'rolled a glass', 'non ?blanching', 'purple (?:spots|rash|dots|blotches)', 'pinprick (?:spots|rash)', 'tiny red dots that',
]);

export const SELF_HARM = alt([
  '(?:better|happier|easier) (?:off )?(?:if|without) (?:i|me) (?:was not|were not|am not|was gone|were gone|was dead|were dead|was not here|was not around|did not exist)', '(?:if|when) i (?:was not|were not|am not) (?:here|around|alive) any ?more', 'not (?:be|being) here any ?more', 'better off without me', 'disappear (?:forever|for good)',
  '(?:taking|take|took|going to take|swallowing|swallow) all (?:of )?(?:her|his|their|my|the) (?:\\w+ )?(?:pills|tablets|meds|medicine|medication)',
  'go to sleep forever', 'i (?:\\w+ )?(?:hit|hits|bang|bangs|punch|punches|smash|smashed|hitting|banging|punching) my (?:head|self|fists?) (?:on|against|into) (?:the |a )?(?:wall|floor|door|desk) (?:\\w+ ){0,6}(?:deserve\\w*|on purpose|punish\\w*|(?:til|till|until) it (?:hurts|bleeds))', 'sleep forever', 'never wake up again',
  '(?:stab|stabbing|stabbed|cut|cutting|scratching|burning|hitting|hurting) (?:\\w+ )?(?:my|his|her) (?:own )?(?:leg|legs|arm|arms|wrist|wrists|thigh|thighs|skin|stomach|hand|hands)', 'sh urges', 'urges? to (?:cut|hurt|sh|self harm|harm)', '(?:have|got|holding|with) a (?:blade|razor)', '(?:texting|texted|messaging|saying) (?:me |us )?goodbye', 'goodbye (?:text|message|note|letter)', 'on the bridge',
  'suicid\\w*', 'kill (?:myself|my self|himself|herself|themselves|themself)', 'killing (?:myself|my self|himself|herself|themselves)', 'kms', 'kys',
  '(?:end|ending|take|taking) (?:my|his|her|their) (?:own )?life', 'end it all', 'end it (?:tonight|today|now|soon)', 'going to end it', 'gonna end it', 'want to end it', 'ending it', 'unaliv\\w*', 'un aliv\\w*',
  '(?:i|he|she|they|friend|mate|bestie|sister|brother|son|daughter|teen) (?:really |just |kind of |sometimes |still )?(?:want|wants|wanna|wanted|wish|wishes|wished) (?:to )?(?:die|be dead|not be alive|not exist|disappear forever|not be here|sleep forever|not wake up)', '(?:want|wanna|wish) (?:to )?(?:die|be dead)', 'i (?:\\w+ )?(?:want|wanna|am going|m going|am gonna) to (?:\\w+ ){1,5}and (?:just )?(?:die|be dead|never wake up)', '(?:stop|stopping|skip|skipping|not take|not taking|quit|quitting) (?:taking )?my (?:insulin|meds|medication|medicine|tablets|pills|treatment|dialysis) (?:\\w+ ){0,3}(?:and )?(?:just )?(?:die|be dead|end it|not wake up)',
  'better off (?:dead|without me|if i was not here|if i were not here)', 'no reason to live', 'no point (?:in )?(?:living|being alive|anymore)',
  '(?:do not|does not|can not) (?:really |even )?see (?:the|any) point (?:of|in) (?:anything|living|life|going on|being here|it all|trying|me)', 'no point (?:in |of )?(?:anything|it all|going on|trying|me) any ?more', '(?:thinking|thought|think) (?:about|of) how (?:i would|i d|id|to|i could|i might) do it', '(?:thinking|thought) (?:about|of) (?:ending|not being here|not waking up|disappearing)', 'do not want to (?:live|be alive|be here|exist|wake up)',
  'hate being alive', 'rather be dead', 'wish i was (?:dead|never born)', 'wish i were (?:dead|never born)', 'ways? to die', 'how (?:to|can i|do i|could i) die',
  '(?:cut|cutting|cuts|hurt|hurting|hurts|harm|harming|burn|burning|hit|hitting|scratch\\w*|starve|starving) (?:myself|my self|himself|herself|themselves|themself)', '(?:cutting|cuts|harm|harming|burning|scratch\\w*|starve|starving) (?:my|his|her|their) (?:arms?|wrists?|legs?|thighs?|skin|body|stomach)',
  '(?:wish|wishes|wished) (?:i|he|she|they) (?:was|were|had) (?:dead|never born|not alive|gone|never been born)',
  'self ?harm\\w*', 'self ?injur\\w*', 'cut again', 'cutting again', 'sh again', 'overdos\\w*', 'od on', 'od ed', 'od d',
  'how many (?:pills|tablets|sleeping pills|tylenol|paracetamol) (?:does it take|would it take|to die|until|kill)', '(?:i|he|she|they|friend) (?:am |is |are )?(?:going to|gonna|want to|wants to|will|might|thinking of|thinking about) jump(?:ing)? (?:off|from|in front of) (?:a |the )?(?:bridge|roof|building|cliff|balcony|train|car|window)',
  'goodbye letter', 'suicide note', 'goodbye note', 'giving (?:away|all) (?:his|her|their|my) (?:stuff|things)', 'noose', 'hang (?:myself|himself|herself)', 'hanging (?:myself|himself|herself)',
  'better (?:off )?without me', 'never wake up', 'not wake up again', 'can not go on', 'do not want to be alive', 'thinking (?:about|of) (?:dying|killing myself|ending it|ending my life|suicide)',
  'plan(?:s|ned|ning)? to (?:die|kill (?:myself|himself|herself)|end (?:it|my life|his life|her life))', '(?:saved|saving|stockpiling|hoarding) (?:up )?(?:pills|tablets|meds)', 'going to jump', 'thinking (?:of|about) jumping',
  'not going to be here (?:much longer|tomorrow)', 'wont be here (?:much longer|tomorrow)', 'will not be here (?:much longer|tomorrow)',
]);

export const ABUSE = alt([
  '(?:scared|afraid|frightened|do not want) (?:to |of )?go(?:ing)? home', '(?:daddy|dad|mummy|mum|mommy|mom|stepdad|stepfather|stepmum|stepmom|mums boyfriend|moms boyfriend) (?:\\w+ ){0,4}(?:hurt|hurts|hit|hits|beat|beats|punched|kicked|choked|strangled) (?:mummy|mum|mommy|mom|daddy|dad|me|us|my)',
  '(?:stepdad|stepfather|stepmum|stepmom|stepmother|step dad|step mum) (?:\\w+ )?(?:beat|beats|beating|hit|hits|hurt|hurts|punch\\w*|kick\\w*|slap\\w*)', 'lock\\w* (?:me|my|us) (?:\\w+ )?(?:outside|out of the house|in (?:the|my) room)',
  'hand ?shaped (?:bruis\\w*|marks?)', 'bruis\\w* (?:\\w+ ){0,4}(?:inner|inside of (?:his|her|their|my)|insides of (?:his|her|their|my)) thighs?', 'bruis\\w* (?:\\w+ ){0,3}(?:on|round|around|near) (?:his|her|their|my) (?:genitals|private parts|privates|vagina|penis|bottom|bum)', 'says? (?:that )?no ?(?:one|body) (?:will|would|is going to|gonna) believe (?:me|you|her|him|them)', '(?:said|says|told me|tells me|warned me) (?:that )?if (?:i|you) (?:ever )?(?:tell|told|say|said) (?:anyone|anybody|my \\w+|mum|mom|dad|a teacher|the teacher|about)', '(?:carer|care worker|support worker|respite worker|childminder|nanny|babysitter|driver|tutor|coach|instructor|stepdad|stepmum|stepmom|uncle|aunt|auntie) (?:\\w+ ){0,3}(?:pulls?|pulled|yanks?|yanked|drags?|dragged) (?:me |him |her )?(?:by )?(?:my|his|her) hair', '(?:finger|fingertip|grip|belt|slap) ?(?:marks?|bruis\\w*)', 'bruis\\w* (?:\\w+ ){0,3}(?:on|round|around) (?:his|her|their) neck', '(?:dad|daddy|mum|mummy|mom|mommy|stepdad|stepmum|stepmom|he|she|they) (?:does|did|do) (?:it|that|this) when (?:he|she|they) (?:is|are|gets|get) (?:cross|angry|mad|drunk|upset)',
  'stranger is (?:\\w+ )?following', 'tried to get (?:my|her|him) (?:\\w+ )?into (?:his|her|their|a|the) (?:car|van)', '(?:\\d+|older|grown) (?:year old )?(?:man|guy|woman) (?:\\w+ ){0,6}(?:wants|asked|asking) (?:her|him|me) to (?:come|meet|send)', 'wants (?:her|him|me) to come to (?:his|her|their) (?:house|place|flat)', 'finger shaped bruises', 'flinches when', 'picked up a knife', '(?:has|got|grabbed|holding) a knife', 'hiding in my room', 'screaming at my (?:mum|mom|mam|mother)',
  '(?:will|ll|would) hurt me if', 'hurt me if i tell', 'what he does to me', 'what she does to me', 'outside my house (?:now|rn|right now)', '(?:get|wants?|trying|tryna) (?:me )?to (?:go|come) (?:to|out to|in|into) (?:his|her|their|the) (?:car|van|truck|house)',
  '(?:mummy|mommy|mum|mom|dad|daddy|my mum|my mom|my dad|my parents) sent (?:her|him|them|me)', '(?:i|we) do not know (?:her|him|them)', '(?:mums|moms|dads|my mums|my moms) (?:friend|frend|mate)', 'keep (?:\\w+ ){0,4}(?:a )?secrets? from', '(?:special|secret) games?',
  'bruises shaped like', 'squeezes (?:her|him|me) (?:when|hard)', 'stranger (?:\\w+ ){0,4}following', 'following (?:her|him|me) home', 'do not tell (?:mommy|mummy|mum|mom|dad|daddy|your parents|anyone)', 'gave me (?:a present|sweets|money) and',
  'unless i send', 'knows where i live', '(?:coming|come) (?:over|round|to my house) (?:\\w+ )?(?:tonight|when|while)', 'send (?:my|your|her|his) (?:pics|photos|pictures|nudes) to everyone', 'asking (?:her|him|me|my \\w+|my \\d+ (?:year|yr)s? old|them) for (?:photos|pics|pictures|nudes|selfies)', 'says? (?:he is|hes|she is|shes) (?:her|his|my|their) age', 'meet (?:him|her|them) (?:at|in) the (?:park|shops|mall|station|cinema)', 'not (?:to )?tell (?:me|mum|mom|dad|my parents|anyone|her mum|his mum|her parents|his parents)', 'touched me where', 'where my swimsuit', 'trying to take (?:her|him|my|the)', 'says? (?:she|he) is (?:collecting|picking up)', 'left bruises on', 'shake (?:him|her|the baby) (?:hard|really)', 'shaking (?:the|her|his) baby', 'shook (?:the|her|his) baby',
  '(?:touch|touches|touched|touching|rubs|rubbed|feels|felt|grabs|grabbed|kisses|kissed|showed|shows|show|makes me touch|made me touch) (?:me |him |her |my |his |her )?(?:private|privates|private parts|down there|bum|bottom|butt|willy|pee pee|vagina|penis|chest|boobs|where my swimsuit|under my)',
  '(?:keep|keeping|kept) (?:it |this |a |our |the )?(?:secret|secrets)', 'our (?:little )?secret', 'special secret', 'not (?:to )?tell (?:anyone|my (?:mum|mom|dad|parents|teacher))',
  '(?:uncle|aunt|auntie|dad|daddy|mum|mom|mummy|mommy|father|mother|stepdad|stepmom|stepmum|coach|teacher|babysitter|nanny|neighbou?r|cousin|grandpa|grandad|grandma|boyfriend|girlfriend|brother|sister|man|guy|lady|woman|someone|somebody|adult|grown up|he|she|they) (?:always |keeps |sometimes |still )?(?:hits|hit|beats|beat|kicks|kicked|chokes|choked|slaps|slapped|punches|punched|burns|burned|hurts|hurt|whips|whipped|belts|belted|strangles|pinches|throws|threw|touches|touched|touching|kisses|kissed) (?:me|us|my (?:mum|mom|mummy|mommy|brother|sister|son|daughter|kids?|child|baby|private|bum))',
  '(?:he|she|they) (?:touched|hurt|hurts|hits|hit) me', '(?:coach|teacher|uncle|stepdad|babysitter|neighbou?r|cousin|man|tutor|priest|leader|carer|care worker|support worker|driver|instructor|childminder) (?:always |keeps |sometimes )?(?:touches|touched|touching|kisses|kissed) (?:her|him|them|me|my)', 'abused', 'abusing (?:me|him|her|them|my)', 'being abused', 'abusive', 'molest\\w*', 'groomed', 'grooming (?:me|him|her|my|children|kids)', 'raped', 'rape me', 'sexually', 'asked (?:me )?(?:for|to send) (?:nudes|naked|pictures|pics|photos)', 'wants (?:me )?to send (?:nudes|naked|pictures|pics)',
  'scared (?:to|of going) (?:go )?home', 'afraid (?:to|of going) (?:go )?home', 'not safe at home', 'locks? me (?:in|out)', 'locked me', '(?:coming|comes|came|goes|going|gets|getting) (?:in|into) (?:her|his|my|their) (?:room|bed|bedroom) (?:\\w+ )?at night', 'disclosed (?:to me )?that', 'locks? (?:her|him|them) (?:in|into) (?:the |a |her |his |their )?(?:cupboard|closet|room|shed|basement|cellar|cage|garage|bathroom)',
  'bruises all the time', '(?:always|keeps) (?:has|having|getting|coming in with|turning up with) bruises',
  'blackmail\\w*', 'sextort\\w*', '(?:if|unless) i (?:do not |will not |dont )?send (?:\\w+ ){0,2}(?:nudes|pics|photos|pictures|more)', '(?:send|post|share|show) the (?:ones|pics|photos|pictures|nudes) (?:he|she|they) (?:has|have|got)', 'the (?:ones|pics|photos|nudes) i (?:already )?sent', '(?:post|posting|share|sharing|send|sending|show|showing|leak|leaking|put) (?:my|her|his|the|them|those) (?:\\w+ )?(?:pics|photos|pictures|nudes|videos?) (?:\\w+ ){0,4}(?:school|everyone|friends|parents|family|online|followers|unless|if)',
  '(?:older|grown|adult|\\d\\d year old) (?:guy|man|boy|bloke|woman|lady) (?:\\w+ ){0,8}(?:picking (?:her|him|me) up|pick (?:her|him|me) up|meet (?:her|him|me)|meeting (?:her|him|me)|coming to get)', 'no food at home', 'does not feed me',
  'bruises? from (?:him|her|them|my|dad|mum|mom)', 'hide (?:my |the )?(?:bruises?|marks?)', 'threaten\\w* (?:me|to hurt|to kill|my)', 'will hurt (?:me|my)', 'said (?:he|she|they) would (?:hurt|kill)',
  '(?:asked|asking|offered|offering) (?:if )?(?:i|me|her|him|us|my \\w+) (?:want|wanted|wants|need|needed)? ?a (?:lift|ride)', '(?:offered|offering) (?:me|her|him|us|my \\w+) (?:a )?(?:lift|ride|sweets|candy)', '(?:driving|drove|drives|keeps driving) (?:past|behind|alongside|next to) (?:me|us|her|him) (?:really |so )?slow\\w*', 'someone is (?:trying to )?(?:get|break|getting|breaking) in', 'trying to (?:open|get in|get into|break into|break in|force) (?:our|my|the) (?:front |back )?(?:door|window|house|flat)', 'broke into (?:our|my|the) (?:house|flat|home)', '(?:someone|somebody|a man|a person|people|they|he|she) (?:is |are )?(?:breaking|trying to break) in(?:to)? (?:now|right now|our|my|the)', 'intruder (?:in|inside|is)', 'strangers? (?:in a car|asked|offered|followed|touched|tried|wants|told|grabbed|took|talked to me|messaged|keeps)', 'a man (?:in a car|followed|keeps|asked|tried|offered|took|touched|was following)', 'a (?:lady|woman|guy|man|person) (?:in a car|followed|keeps following|asked me to|tried to|offered)',
  'get in (?:his|her|their|the|a) (?:car|van|truck)', 'said get in', '(?:if|when|unless) i get in', '(?:asking|asked|asks|ask|keeps asking|wants|telling|told|tells) (?:me|us|her|him|my \\w+) to get in', '(?:man|woman|lady|guy|bloke|stranger|someone|somebody|person) in a (?:car|van|truck) (?:\\w+ ){0,12}(?:sweets|candy|lollies|get in|come with|a lift|a ride|puppy|puppies|show him|show her)', '(?:should|to|must|can) (?:come|go|get in) with (?:him|her|them) (?:to|in|into) (?:his|her|their|a|the) (?:car|van|truck|house|flat)', 'told me to get in', '(?:your|my) (?:mum|mom|dad|mummy|mommy|daddy|parents) sent (?:me|him|her|them)', '(?:their|our) (?:little |special )?secret(?! codes?| messages?| language| handshake| club| santa| recipe| base| den| room| passage)', 'little secret(?! codes?| messages?)', 'a secret (?:between|from (?:mum|mom|dad|my parents|your parents|everyone))',
  '(?:dad|daddy|mum|mom|mummy|mommy|stepdad|stepmum|stepmom|uncle|boyfriend) does (?:it|this|that) (?:to|with)', '(?:burns|bruises|marks|cuts) on (?:his|her|their|my) (?:arm|arms|leg|legs|back|body|face|neck) (?:\\w+ ){0,6}(?:said|says|told)', '(?:driving|drove|drives) (?:really )?slow(?:ly)? (?:next to|beside|behind|alongside) (?:me|us)', 'pulled up (?:next to|beside) (?:me|us)', '(?:puppies|puppy|kittens|kitten|sweets|candy|lollies|a present|toys) in (?:his|her|their|the|a) (?:car|van|truck|house)', '(?:wants|asked|told) me to come (?:and )?(?:see|with|in|over|to (?:his|her|their))', 'come (?:and )?see (?:the |her |his |some )?(?:puppies|kittens)', 'asked me to get in', 'offered (?:me )?(?:sweets|candy|a ride|a lift|money|puppies)', '(?:someone|somebody|a man|a car|a van|a guy|a lady|a woman|he|she) (?:is |keeps |was |has been )?following (?:me|us|my)', 'followed me home', 'follows me home',
  'someone (?:online|on (?:roblox|fortnite|minecraft|discord|snapchat|tiktok|instagram|the game))', 'wants to meet (?:me|up)', 'meet (?:me|up) (?:in person|irl|alone)', 'send (?:him|her|them) (?:pictures|photos|pics)',
  'grown up (?:asked|told|wants)',
  '(?:trying to|tried to|tries to|try to|keeps trying to) (?:get|lure|take|grab|pull|put|make) (?:\\w+ ){0,3}(?:in|into|inside) (?:his|her|their|a|the) (?:car|van|truck)',
  '(?:snuck|sneaked|sneak|ran|run|gone|went) (?:out |off )?to meet (?:up with )?(?:an? |this |some )?(?:older|grown|adult|\\d+ (?:year|yr)s? old) (?:guy|man|boy|bloke|lad|woman|lady)', '(?:location|find my|snap map) (?:\\w+ ){0,4}(?:motel|hotel|his (?:house|flat|place|car))',
  '(?:shows|showed|show|showing|sends|sent|send) (?:me|her|him|us|them|my \\w+) (?:\\w+ ){0,2}(?:rude|dirty|naked|nude|sexy|private|grown up) (?:pictures|pics|photos|videos|films|things|stuff)', '(?:get|be) in (?:big )?trouble if (?:i|you|she|he|we) (?:tell|tells|say|says)',
  '(?:is |was |keeps |started |been )(?:hitting|beating|punching|kicking|choking|strangling|slapping|throwing things at) (?:my |our )?(?:auntie|aunt|mum|mom|mummy|mommy|mam|mother|dad|daddy|nan|nana|grandma|wife|girlfriend)', '(?:hurt|hit|kill|get|beat) us (?:kids |children )?next', 'hiding (?:upstairs|downstairs|in the bathroom|in (?:my|the|our) (?:room|wardrobe|closet|cupboard)|under (?:the|my) bed) (?:\\w+ ){0,6}(?:from|because|scared|he|she|they)',
  '(?:come|go|came|went|coming|going) (?:to|round to|over to|back to) (?:his|him|her|their) (?:house|place|flat|car|room|van) (?:\\w+ ){0,2}alone', '(?:not|never|do not|dont) tell (?:my|your|her|his) (?:mother|mum|mom|mam|father|dad|parents|mada|madda)',
  '(?<!(?:ghosts?|monsters?|zombies?|witch\\w*|vampires?|dinosaurs?) )(?:going to|gonna|will|said (?:he|she|they) would|says (?:he|she|they) (?:will|is going to)|threaten\\w* to|coming to) (?:stab|shoot|knife|slash) (?:him|her|them|me|us|my \\w+)',
  '(?:going to|gonna|will|said (?:he|she|they) would|says (?:he|she|they) (?:will|is going to)|threaten\\w* to|coming to) (?:kill|batter|beat up|jump|hurt) (?:him|her|them|me|us|my \\w+) (?:after (?:school|training|practice|class|club|the game)|tonight|tomorrow|outside (?:school|the|my|his|her)|on the way home)',
  '(?:know|knows|found out) where (?:i|we|she|he|my (?:son|daughter|kid|kids|child|children|family|boy|girl)) (?:live|lives|go to school|goes to school|sleep|sleeps)', '(?:coming|come) to get (?:me|us|her|him|them)',
  '(?:gave|given|sent|told|give|send|tell) (?:him|her|them|the man|the guy|a stranger|someone|somebody) (?:her|his|my|our|their) (?:home )?(?:address|school|phone number|number|location|postcode|zip code)',
  '(?:threaten\\w*|going|says? (?:he|she|they) will|will) (?:to )?(?:share|post|send|leak|show|spread) (?:\\w+ ){0,4}(?:unless|if) (?:\\w+ ){0,3}(?:pay|pays|paid|money|send|sends|gift cards?)',
  '(?:asked|asking|asks|ask|keeps asking|wants|wanted|told|telling|makes|making|made|pressur\\w*|begging) (?:me|her|him|them|my \\w+) (?:\\w+ ){0,2}(?:to )?(?:send|take|show) (?:\\w+ ){0,3}(?:pictures|pics|photos|selfies|videos?|nudes) (?:\\w+ ){0,3}(?:without (?:my|her|his|their|any) clothes|naked|nude|no clothes|undressed|in (?:my|her|his|their) (?:underwear|pants|bra|knickers)|of (?:my|her|his|their) body)',
  '(?:tell|show|send|post|share) (?:\\w+ ){0,3}(?:my|her|his|their) (?:parents|mum|mom|dad|family|school|friends) (?:\\w+ ){0,3}(?:if|unless) (?:i|she|he|they) (?:do not|does not|will not|refuse)',
  '(?:something|things|stuff) sexual', 'sexual (?:\\w+ ){0,4}(?:did|does|done|doing|happened) (?:to|with) (?:her|him|them|me|my)', 'did (?:something|things|stuff) sexual', 'adult (?:asked|told|wants)', 'older (?:boy|man|guy|kid|girl|lady) (?:asked|told|wants|touched|made)', 'kidnap\\w*', 'taken (?:me|my)', 'took my (?:son|daughter|child)',
  'being bullied and (?:hurt|beaten)', 'comes? (?:in|into) my (?:room|bed|bedroom) (?:at night|when)', 'makes? me do (?:things|stuff|something)', 'told me not to tell', 'said not to tell',
  'delete (?:the|his|her|their|our) (?:messages|texts|chats|photos)', 'under my (?:clothes|shirt|skirt|pants|trousers|underwear)', 'wants? (?:pictures|pics|photos) of me',
  'tried to (?:grab|take|pull|snatch|drag) (?:me|my|him|her)', 'grabbed (?:me|my arm|my hand) and', 'touched me', 'touches me', 'touching me', 'hurts me', 'hits me',
]);

/** A child lost, or missing. */
export const LOST = alt([
  '(?:tried|trying|try|tries) to get (?:my |our |the )?(?:\\w+ ){0,2}to (?:go|come|walk|leave) with (?:him|her|them)', '(?:man|woman|guy|stranger|someone) (?:\\w+ ){0,6}(?:to see|to look at|offered) (?:the |some |his |her )?(?:puppies|puppy|kittens|kitten|sweets|candy)',
  '(?:trying to get|try to get|wants? to take|keeps? trying to get|asked) (?:my |our |the )?(?:\\w+ ){0,2}(?:to (?:go |get )?(?:to |in |into )?|if (?:he|she|they) wanted )(?:his|her|their|a|the)? ?(?:car|van|ride|lift|house|flat|room)', '(?:offered|offering) (?:\\w+ ){1,3}a (?:ride|lift|sweets|puppy|kitten)', '(?:car|van|man|guy) (?:has |keeps |kept )?(?:circled|circling|following|followed) (?:\\w+ ){0,4}(?:three|several|twice|times|again|home|school|stop)', '(?:really|totally|completely|so) out of it',
  '(?:grandchild|grandson|granddaughter|child|kid|son|daughter|toddler|boy|girl) (?:has |is )?(?:went|gone|go) missing', 'went missing',
  'can not find (?:my )?(?:mum|mom|mummy|mommy|dad|daddy|nan|grandma|parents|teacher) (?:in|at|anywhere)', 'do not (?:know|no) (?:where|were|wer|wear) (?:i|we) (?:am|are)', 'no idea (?:where|which way) (?:i|we|the)', '(?:got )?separated from (?:my|our|the) (?:class|group|mum|mom|dad|parents|family|teacher)', 'lost (?:on|in) (?:a|the) (?:bush|forest|woods|mountain|track|trail|hill|moor)',
  '(?:year old|yr old|yo|\\d+ ?(?:year|yr)s? old) (?:is|has gone|went|has been|has) missing', 'gone missing', 'can not see (?:him|her|them) anywhere', 'can not find (?:him|her|them) anywhere',
  'i am lost', 'we are lost', 'got lost',
  '(?:lost|can not find|cannot find|lost sight of) (?:our|my|his|her|their) (?:\\d+ (?:year|yr)s? old|\\d+ ?yo|son|daughter|child|kid|toddler|boy|girl|little one|grandson|granddaughter|little (?:boy|girl|brother|sister)|baby|brother|sister|nephew|niece) (?:\\w+ ){0,3}(?:on|at|in) (?:the|a) (?:beach|park|shop|shops|mall|supermarket|fair|festival|crowd|zoo|station|airport|pool|woods|forest|campsite|market|playground|stadium)', 'i lost my (?:mum|mom|mummy|mommy|dad|daddy|parents|nan|grandma)', 'can not find my (?:mum|mom|mummy|mommy|dad|daddy|parents|nan|grandma|way home)',
  '(?:son|daughter|child|kid|toddler|boy|girl|brother|sister|baby) (?:is|has gone|went|has been|ran) (?:missing|away)', 'missing child', 'can not find (?:my|our) (?:son|daughter|child|kid|toddler|little one|baby|\\d+ ?(?:year|yr)s? old|little (?:boy|girl|brother|sister)|(?:baby|little|big) (?:brother|sister)|brother|sister|grandson|granddaughter|twins?)',
  'lost(?:ed)? my (?:mum|mom|mummy|mommy|mam|dad|daddy|parents|nan|nana|grandma|gran|granny|grandad|grandpa|teacher|class)', 'i losted',
  '(?:ran|run|wandered|gone|went) (?:off|away) (?:\\w+ ){0,8}(?:searched|looked everywhere|looking everywhere|can not find|getting dark|not back|police|nowhere)',
]);
