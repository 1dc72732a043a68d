/**
 * Words a children's book must never spell by accident: no word-search grid may show one in any of the 8 directions
 * (CONTENT.md, "Creations are publications too"; a real book's filler letters once spelled BOMB). Upper case, A-Z.
 *
 * Kept short and unambiguous on purpose: words a child meets in our topics (war, smoke, shot, weed, crack, hoe, pot,
 * butt, fart, high, acid, coke, fat) are not listed, so real topic words never trip it. Forms that are words in their own
 * right (BOMBS, KILLER) are listed because they are matched as whole strings, not by stem. A grid is read in all 8
 * directions, so a word spelled backwards (POW holds WOP read right to left) is caught without listing it reversed.
 * Ethnic, homophobic, transphobic and disability slurs, abuse (KYS is "kill yourself") and the toilet words a parent
 * would not want in a preschool grid (POO, PEE) are listed too (content review 2026-11-28, C1).
 */
const VIOLENCE = [
  'BOMB', 'BOMBS', 'GUN', 'GUNS', 'KILL', 'KILLS', 'KILLED', 'KILLER', 'MURDER', 'STAB', 'STABS', 'SHOOT', 'DIE', 'DIED',
  'DIES', 'DEAD', 'DEATH', 'BLOOD', 'BLOODY', 'GORE', 'TORTURE', 'SUICIDE', 'TERROR', 'WEAPON', 'RIFLE', 'PISTOL',
  'SLAY', 'HATE', 'NAZI', 'KKK', 'HITLER', 'ISIS',
];
const SEXUAL = [
  'SEX', 'SEXY', 'PORN', 'PORNO', 'NUDE', 'NUDES', 'NAKED', 'BOOB', 'BOOBS', 'TIT', 'TITS', 'TITTY', 'DICK', 'COCK',
  'PENIS', 'VAGINA', 'ANAL', 'ANUS', 'CUM', 'SLUT', 'WHORE', 'PUSSY', 'ORGASM', 'HORNY', 'BONER', 'DILDO', 'RAPE',
  'RAPED', 'RAPIST', 'PIMP', 'XXX', 'NSFW', 'MILF', 'ORGY', 'SMUT', 'PERV', 'CLIT', 'JIZ', 'JIZZ', 'FAP', 'MINGE', 'THOT',
  'HENTAI', 'FETISH', 'INCEST', 'MOLEST', 'PEDO', 'PAEDO', 'NONCE',
];
const DRUGS = [
  'DRUG', 'DRUGS', 'METH', 'HEROIN', 'COCAINE', 'OPIUM', 'DOPE', 'BONG', 'LSD', 'BEER', 'BOOZE', 'VODKA', 'DRUNK',
  'VAPE', 'CIGAR',
];
const SWEARING_AND_SLURS = [
  'FUCK', 'FUK', 'FCK', 'SHIT', 'CRAP', 'PISS', 'DAMN', 'HELL', 'ASS', 'ARSE', 'BITCH', 'BASTARD', 'CUNT', 'TWAT',
  'WANK', 'WANKER', 'PRICK', 'TURD', 'SLAG', 'SKANK', 'FAG', 'FAGGOT', 'DYKE', 'NIGGER', 'NIGGA', 'SPIC', 'KIKE',
  'CHINK', 'RETARD', 'IDIOT', 'STUPID', 'MORON',
  // Abuse and its abbreviations, and toilet words.
  'KUNT', 'KYS', 'STFU', 'GTFO', 'WTF', 'FFS', 'OMFG', 'DOUCHE', 'CUCK', 'TOSSER', 'BUGGER', 'BOLLOCK', 'FATSO', 'POO',
  'POOP', 'PEE',
  // Slurs: ethnic, homophobic and transphobic, disability.
  'JAP', 'WOP', 'GOOK', 'COON', 'DAGO', 'PAKI', 'WOG', 'YID', 'KRAUT', 'HONKY', 'HONKIE', 'GYPO', 'GYPPO', 'PIKEY',
  'SQUAW', 'INJUN', 'BEANER', 'DARKIE', 'DARKY', 'RAGHEAD', 'REDSKIN', 'WETBACK', 'HOMO', 'LESBO', 'POOF', 'TRANNY',
  'SHEMALE', 'SPAZ', 'SPAZZ', 'MONG', 'CRIP', 'TARD', 'GIMP', 'MIDGET',
];

export const BLOCKED_WORDS: readonly string[] = [...new Set([...VIOLENCE, ...SEXUAL, ...DRUGS, ...SWEARING_AND_SLURS])];

const BLOCKED = new Set(BLOCKED_WORDS);
// A lookahead finds overlapping hits ("BOMBS" holds BOMB and BOMBS); longest alternatives first.
const BLOCKED_PATTERN = new RegExp(`(?=(${[...BLOCKED_WORDS].sort((a, b) => b.length - a.length).join('|')}))`, 'g');

/** True when the word (letters only, any case) is itself a blocked word, read forwards or backwards. */
export function isBlockedWord(word: string): boolean {
  const letters = word.toUpperCase().replace(/[^A-Z]/g, '');
  return BLOCKED.has(letters) || BLOCKED.has([...letters].reverse().join(''));
}

/** Every blocked word inside a line of capital letters: its start index and the word (overlapping hits included). */
export function blockedWordsIn(line: string): { index: number; word: string }[] {
  const hits: { index: number; word: string }[] = [];
  BLOCKED_PATTERN.lastIndex = 0;
  for (const match of line.matchAll(BLOCKED_PATTERN)) hits.push({ index: match.index, word: match[1] });
  return hits;
}
