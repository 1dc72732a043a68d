// The skill and level labels and the figure words are the shared ones (the report's PDF and email use them too).
export { LEVEL_LABELS, SKILL_LABELS, percent, plural } from '@wonderkin/shared';
