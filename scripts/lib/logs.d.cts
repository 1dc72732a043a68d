export function colorize(code: number, text: string): string;
export function makePrefix(name: string, index: number, width: number): string;
export function formatLine(line: string): string;
export function pipeLines(stream: NodeJS.ReadableStream, prefix: string, write?: (text: string) => void): void;
