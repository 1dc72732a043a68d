/**
 * What every fault drill gets from `npm run drills` (scripts/drills.ts): the whole stack as real processes on a
 * throwaway append-only Redis, a lesson writer that takes a while, and the research store and queue.
 */
import type { Stack } from '../../tests/support/stack';
import type { FakeOpenAI } from '../../services/research/test/support/fake-openai';
import type { ResearchFixture } from './research-jobs';

export interface DrillRedis {
  url: string;
  port: number;
  /** Stops redis-server gracefully (the append-only file is flushed), keeps it down `downMs`, starts it again. */
  restart(downMs: number): Promise<{ stoppedAt: number; startedAt: number }>;
}

export interface DrillContext {
  stack: Stack;
  redis: DrillRedis;
  /** The OpenAI-compatible lesson writer every research worker uses (answers after PROVIDER_DELAY_MS). */
  provider: FakeOpenAI;
  research: ResearchFixture;
  /** Where extra processes a drill starts write their logs. */
  logDir: string;
  /** A progress line under the drill's name (not a verdict). */
  note(message: string): void;
}

export interface DrillResult {
  ok: boolean;
  /** The figures of the verdict line: what was measured, in plain words. */
  figures: string;
  details?: Record<string, unknown>;
}

export interface Drill {
  name: string;
  run(context: DrillContext): Promise<DrillResult>;
}

/** Collects the failed checks of a drill; the verdict is PASS when none failed. */
export class Checks {
  readonly failures: string[] = [];
  expect(ok: boolean, failure: string): boolean {
    if (!ok) this.failures.push(failure);
    return ok;
  }
  get ok(): boolean {
    return this.failures.length === 0;
  }
  /** The figures, followed by what failed (if anything). */
  figures(figures: string): string {
    return this.ok ? figures : `${figures} — ${this.failures.join('; ')}`;
  }
}
