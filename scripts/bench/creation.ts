/**
 * Creation benchmark: how long each output kind takes for a sample topic, made by the media worker's own
 * pipeline (offline content pack, espeak-ng narration, our vector illustrations, ffmpeg, PDF builders), without
 * the queue around it. Each kind is made alone (with what it needs: content, narration, illustrations), then all
 * four together, and the time of every stage is recorded.
 *
 *   npx tsx scripts/bench/creation.ts [topic]   → bench-results/creation.json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CREATION_OUTPUTS, type CreationOutput, type CreationStage } from '@wonderkin/shared';
import { loadConfig, randomId, REPO_ROOT } from '@wonderkin/server-kit';
import { createEspeakEngine, createOfflineContentGenerator, defaultBuilders, produceCreationFiles } from '@wonderkin/media';

export interface CreationBenchOptions {
  topic?: string;
  outputFile?: string;
  redisUrl?: string;
}

interface KindTiming {
  outputs: CreationOutput[];
  totalMs: number;
  stagesMs: Partial<Record<CreationStage, number>>;
  files: Record<string, { seconds?: number; pages?: number; bytes: number }>;
}

export interface CreationBenchResult {
  benchmark: 'creation';
  date: string;
  topic: string;
  content: 'offline';
  speech: 'espeak-ng';
  /** Wall time to make each output kind alone (including the content, narration and pictures it needs). */
  kindMs: Record<CreationOutput | 'all', number>;
  runs: Record<CreationOutput | 'all', KindTiming>;
  node: string;
  cpus: number;
}

export async function run(options: CreationBenchOptions = {}): Promise<CreationBenchResult> {
  const topic = options.topic ?? 'Volcanoes';
  const config = loadConfig({ ...process.env, OPENAI_API_KEY: '' });
  const deps = {
    generator: createOfflineContentGenerator(),
    speech: createEspeakEngine(),
    builders: defaultBuilders,
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
  };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-bench-creation-'));
  const runs = {} as CreationBenchResult['runs'];
  try {
    const plans: [CreationOutput | 'all', CreationOutput[]][] = [
      ...CREATION_OUTPUTS.map((output): [CreationOutput, CreationOutput[]] => [output, [output]]),
      ['all', [...CREATION_OUTPUTS]],
    ];
    for (const [name, outputs] of plans) {
      const workDir = path.join(scratch, name);
      const started = performance.now();
      const produced = await produceCreationFiles({
        creationId: randomId(),
        input: { topic, title: topic, mode: 'quick' },
        outputs,
        paperSize: 'Letter',
        workDir,
      }, deps);
      const totalMs = Math.round(performance.now() - started);
      runs[name] = {
        outputs,
        totalMs,
        stagesMs: produced.timings,
        files: Object.fromEntries(produced.files.map((file) => [file.output, {
          ...(file.seconds !== undefined ? { seconds: Math.round(file.seconds * 10) / 10 } : {}),
          ...(file.pages !== undefined ? { pages: file.pages } : {}),
          bytes: fs.statSync(file.file).size,
        }])),
      };
      console.log(`[bench:creation] ${name}: ${totalMs} ms`);
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const result: CreationBenchResult = {
    benchmark: 'creation',
    date: new Date().toISOString(),
    topic,
    content: 'offline',
    speech: 'espeak-ng',
    kindMs: Object.fromEntries(Object.entries(runs).map(([name, timing]) => [name, timing.totalMs])) as CreationBenchResult['kindMs'],
    runs,
    node: process.version,
    cpus: os.cpus().length,
  };
  const outputFile = options.outputFile ?? path.join(REPO_ROOT, 'bench-results', 'creation.json');
  fs.mkdirSync(path.dirname(outputFile), { recursive: true });
  fs.writeFileSync(outputFile, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

if (require.main === module) {
  run({ topic: process.argv[2] })
    .then((result) => console.log(JSON.stringify(result.kindMs, null, 2)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
