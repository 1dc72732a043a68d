import { CREATION_STAGES, type CreationOutput, type CreationStage, type JobProgress } from '@wonderkin/shared';

const MESSAGES = Object.fromEntries(CREATION_STAGES.map((entry) => [entry.stage, entry.message])) as Record<CreationStage, string>;

/** Rough share of the work each stage takes (narration and video dominate). */
const WEIGHTS: Partial<Record<CreationStage, number>> = {
  writing: 10,
  narrating: 30,
  illustrating: 15,
  'rendering-audiobook': 8,
  'rendering-video': 20,
  'rendering-digital-activity-book': 10,
  'rendering-hardcopy-activity-book': 10,
  packaging: 4,
};

export const renderStageOf = (output: CreationOutput): CreationStage => `rendering-${output}` as CreationStage;

export const needsNarration = (outputs: readonly CreationOutput[]) => outputs.includes('audiobook') || outputs.includes('video');
export const needsIllustrations = (outputs: readonly CreationOutput[]) => outputs.includes('video');

/** The stages a creation with these outputs runs, in order: only what the chosen outputs need. */
export function stagesFor(outputs: readonly CreationOutput[]): CreationStage[] {
  const stages: CreationStage[] = ['writing'];
  if (needsNarration(outputs)) stages.push('narrating');
  if (needsIllustrations(outputs)) stages.push('illustrating');
  // Render in a fixed order whatever order the outputs were chosen in.
  for (const output of ['audiobook', 'video', 'digital-activity-book', 'hardcopy-activity-book'] as const) {
    if (outputs.includes(output)) stages.push(renderStageOf(output));
  }
  stages.push('packaging');
  return stages;
}

/**
 * Turns "stage X is this far along" into an overall percentage that only grows: each stage owns a slice of
 * 0–99 in proportion to its weight; 100 is reported only once the creation is ready.
 */
export class ProgressPlan {
  private readonly stages: CreationStage[];
  private readonly total: number;

  constructor(outputs: readonly CreationOutput[]) {
    this.stages = stagesFor(outputs);
    this.total = this.stages.reduce((sum, stage) => sum + (WEIGHTS[stage] ?? 1), 0);
  }

  get stageList(): readonly CreationStage[] {
    return this.stages;
  }

  at(stage: CreationStage, fraction = 0, message?: string): JobProgress {
    if (stage === 'ready') return { progress: 100, stage, message: message ?? MESSAGES.ready };
    const index = this.stages.indexOf(stage);
    if (index < 0) throw new Error(`Stage ${stage} is not part of this creation`);
    const before = this.stages.slice(0, index).reduce((sum, name) => sum + (WEIGHTS[name] ?? 1), 0);
    const share = (WEIGHTS[stage] ?? 1) * Math.min(1, Math.max(0, fraction));
    return { progress: Math.min(99, Math.floor(((before + share) / this.total) * 99)), stage, message: message ?? MESSAGES[stage] };
  }
}
