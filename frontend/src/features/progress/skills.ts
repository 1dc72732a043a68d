// The skill and level labels are the shared ones (the report's PDF and email use them too).
export { LEVEL_LABELS, SKILL_LABELS } from '@wonderkin/shared';

/** 0.666… → "67%". */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
