export function freePort(host?: string): Promise<number>;
export function freePorts(count: number, host?: string): Promise<number[]>;
export function isPortFree(port: number, host?: string): Promise<boolean>;
export function preferredOrFreePort(preferred: number): Promise<number>;
