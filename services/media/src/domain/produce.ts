import fs from 'node:fs/promises';
import path from 'node:path';
import { creationStage, type CreationOutput, type CreationStage, type JobProgress, type PaperSize } from '@wonderkin/shared';
import { renderAudiobook } from '../av/audiobook';
import { probeDuration } from '../av/ffmpeg';
import { narrate, type Narration } from '../av/narration';
import { renderVideo, VIDEO_SIZE } from '../av/video';
import { readingSupportOf } from '../content/reading-support';
import type { CreationContent, CreationContentGenerator, CreationContentInput } from '../content/types';
import { CREATION_FILES } from '../paths';
import type { SpeechEngine } from '../speech/engine';
import { feedbackUrlFor, type CreationBuilders } from './builders';
import { needsIllustrations, needsNarration, ProgressPlan, renderOrder, renderStageOf } from './progress-plan';

export interface ProduceDeps {
  generator: CreationContentGenerator;
  speech: SpeechEngine;
  builders: CreationBuilders;
  publicUrl: string;
  productName: string;
}

export interface ProduceRequest {
  creationId: string;
  input: CreationContentInput;
  outputs: CreationOutput[];
  paperSize: PaperSize;
  /** Scratch directory owned by this run; finished files are written here under their fixed names. */
  workDir: string;
}

export interface ProducedFile {
  output: CreationOutput;
  file: string;
  /** Seconds for audio and video, pages for PDFs. */
  seconds?: number;
  pages?: number;
}

export interface ProduceResult {
  content: CreationContent;
  files: ProducedFile[];
  /** Milliseconds each stage took (for the benchmark and the logs). */
  timings: Partial<Record<CreationStage, number>>;
  /** The progress to report while the caller moves the files into place. */
  packaging: JobProgress;
}

export type ProgressListener = (progress: JobProgress) => Promise<void>;

/**
 * Makes a creation's files: writes the story and activities, narrates and illustrates only when audio or video
 * needs it, then renders each chosen output into the work directory. Knows nothing of queues or storage.
 */
export async function produceCreationFiles(request: ProduceRequest, deps: ProduceDeps, onProgress: ProgressListener = async () => {}): Promise<ProduceResult> {
  const plan = new ProgressPlan(request.outputs);
  const timings: ProduceResult['timings'] = {};
  const timed = async <T>(stage: CreationStage, work: () => Promise<T>): Promise<T> => {
    await onProgress(plan.at(stage));
    const started = performance.now();
    try {
      return await work();
    } catch (error) {
      throw new StageError(stage, error);
    } finally {
      timings[stage] = Math.round(performance.now() - started);
    }
  };

  await fs.mkdir(request.workDir, { recursive: true });
  const written = await timed('writing', () => deps.generator.generate(request.input));
  // Made for a child with support needs: the books print its story larger or roomier.
  const reading = readingSupportOf(request.input.supportNeeds);
  const content = reading ? { ...written, reading } : written;

  let narration: Narration | undefined;
  if (needsNarration(request.outputs)) {
    narration = await timed('narrating', () => narrate(content, deps.speech, request.workDir, (done, total) =>
      onProgress(plan.at('narrating', done / total, `Narrating page ${Math.min(done + 1, total)} of ${total}…`))));
  }

  let frames: string[] = [];
  if (needsIllustrations(request.outputs)) {
    const framesDir = path.join(request.workDir, 'frames');
    await fs.mkdir(framesDir, { recursive: true });
    frames = await timed('illustrating', () => deps.builders.renderStoryFrames(content, framesDir, VIDEO_SIZE));
  }

  const files: ProducedFile[] = [];
  const outFile = (output: CreationOutput) => path.join(request.workDir, CREATION_FILES[output]);
  for (const output of renderOrder(request.outputs)) {
    const stage = renderStageOf(output);
    const file = outFile(output);
    await timed(stage, async () => {
      switch (output) {
        case 'audiobook':
          await renderAudiobook(narration!, { title: content.title, artist: deps.productName }, file, request.workDir);
          files.push({ output, file, seconds: await probeDuration(file) });
          break;
        case 'video':
          await renderVideo(frames, narration!, { title: content.title }, file, request.workDir);
          files.push({ output, file, seconds: await probeDuration(file) });
          break;
        case 'digital-activity-book': {
          const { pages } = await deps.builders.buildDigitalActivityBook(content, file, { creationId: request.creationId, publicUrl: deps.publicUrl });
          files.push({ output, file, pages });
          break;
        }
        case 'hardcopy-activity-book': {
          const { pages } = await deps.builders.buildHardcopyActivityBook(content, file, {
            creationId: request.creationId,
            paperSize: request.paperSize,
            feedbackUrl: feedbackUrlFor(deps.publicUrl, request.creationId),
          });
          files.push({ output, file, pages });
          break;
        }
      }
    });
  }
  return { content, files, timings, packaging: plan.at('packaging') };
}

/** A failure inside one stage, with a reason a person can read (the technical cause stays in `cause`). */
export class StageError extends Error {
  constructor(readonly stage: CreationStage, cause: unknown) {
    super(`Something went wrong while ${creationStage(stage).activity ?? stage}. Please try again.`, { cause });
    this.name = 'StageError';
  }
}
