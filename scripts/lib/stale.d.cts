export function newestMtime(paths: string[]): number;
export function frontendInputs(root: string): string[];
export function frontendBuildReason(root: string): string | null;
export function npmInstallReason(root: string): string | null;
