export interface Counts { passed: number; failed: number }
export function countJest(report: unknown): Counts;
export function mergeReports(reports: unknown[]): Record<string, unknown>;
export function summarize(resultsDir: string): Counts;
export function line(counts: Counts): string;
