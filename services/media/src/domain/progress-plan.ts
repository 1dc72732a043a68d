import { CREATION_OUTPUTS, creationStage, renderStageOf, type CreationOutput, type CreationStage, type JobProgress } from '@wonderkin/shared';

export { renderStageOf };

export const needsNarration = (outputs: readonly CreationOutput[]) => outputs.includes('audiobook') || outputs.includes('video');
export const needsIllustrations = (outputs: readonly CreationOutput[]) => outputs.includes('video');

/** The outputs chosen, in the order they render: CREATION_OUTPUTS' order, whatever order they were chosen in. */
export const renderOrder = (outputs: readonly CreationOutput[]): CreationOutput[] => CREATION_OUTPUTS.filter((output) => outputs.includes(output));

/** The stages a creation with these outputs runs, in order: only what the chosen outputs need. */
export function stagesFor(outputs: readonly CreationOutput[]): CreationStage[] {
  const stages: CreationStage[] = ['writing'];
  if (needsNarration(outputs)) stages.push('narrating');
  if (needsIllustrations(outputs)) stages.push('illustrating');
  stages.push(...renderOrder(outputs).map(renderStageOf));
  stages.push('packaging');
  return stages;
}

/** A stage's share of the work (the weights of the shared vocabulary; at least 1 so every stage moves the bar). */
const weightOf = (stage: CreationStage) => Math.max(1, creationStage(stage).weight);

/**
 * Turns "stage X is this far along" into an overall percentage that only grows: each stage owns a slice of
 * 0–99 in proportion to its weight; 100 is reported only once the creation is ready.
 */
export class ProgressPlan {
  private readonly stages: CreationStage[];
  private readonly total: number;

  constructor(outputs: readonly CreationOutput[]) {
    this.stages = stagesFor(outputs);
    this.total = this.stages.reduce((sum, stage) => sum + weightOf(stage), 0);
  }

  get stageList(): readonly CreationStage[] {
    return this.stages;
  }

  at(stage: CreationStage, fraction = 0, message?: string): JobProgress {
    if (stage === 'ready') return { progress: 100, stage, message: message ?? creationStage('ready').message };
    const index = this.stages.indexOf(stage);
    if (index < 0) throw new Error(`Stage ${stage} is not part of this creation`);
    const before = this.stages.slice(0, index).reduce((sum, name) => sum + weightOf(name), 0);
    const share = weightOf(stage) * Math.min(1, Math.max(0, fraction));
    return { progress: Math.min(99, Math.floor(((before + share) / this.total) * 99)), stage, message: message ?? creationStage(stage).message };
  }
}
