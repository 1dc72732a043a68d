import { PassThrough } from 'node:stream';
import { formatLine, pipeLines } from './logs.cjs';

describe('npm start log lines', () => {
  it('renders a pino JSON line as level, message and fields', () => {
    const line = JSON.stringify({ level: 30, time: 1, pid: 4, hostname: 'h', service: 'research', msg: 'request', method: 'GET', status: 200 });
    expect(formatLine(line)).toBe('info  request method=GET status=200');
  });

  it('keeps an error stack on the following lines', () => {
    const line = JSON.stringify({ level: 50, msg: 'unhandled error', err: { message: 'boom', stack: 'Error: boom\n    at x' } });
    expect(formatLine(line)).toContain('error unhandled error');
    expect(formatLine(line)).toContain('\nError: boom\n    at x');
  });

  it('leaves other lines untouched', () => {
    expect(formatLine('Node.js v20.20.2')).toBe('Node.js v20.20.2');
    expect(formatLine('{not json')).toBe('{not json');
  });

  it('prefixes every line of a stream', async () => {
    const stream = new PassThrough();
    const out: string[] = [];
    pipeLines(stream, '[media]', (text) => out.push(text));
    const ended = new Promise((resolve) => stream.once('end', resolve));
    stream.end('first\nsecond\n');
    await ended;
    expect(out).toEqual(['[media] first\n', '[media] second\n']);
  });
});
