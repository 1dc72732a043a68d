export function newestMtime(paths: string[]): number;
export function frontendInputs(root: string): string[];
export function frontendBuildSettings(env: Record<string, string | undefined>): Record<string, string>;
export function writeFrontendBuildStamp(root: string, env: Record<string, string | undefined>): void;
export function frontendBuildReason(root: string, env?: Record<string, string | undefined>): string | null;
export function npmInstallReason(root: string): string | null;
