'use strict';
// Prefixed, coloured log lines for the processes `npm start` runs: "[research] info  request GET /healthz 200".
const readline = require('node:readline');

const COLORS = [36, 33, 35, 32, 34, 96, 93, 95, 92, 94];
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

function colorize(code, text) {
  return useColor ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** A fixed-width, coloured "[name]" prefix; the colour follows the name's position in the list. */
function makePrefix(name, index, width) {
  return colorize(COLORS[index % COLORS.length], `[${name}]`.padEnd(width + 2));
}

/** Renders a pino JSON line as "level msg key=value …"; any other line is returned unchanged. */
function formatLine(line) {
  if (!line.startsWith('{')) return line;
  let record;
  try { record = JSON.parse(line); } catch { return line; }
  if (typeof record !== 'object' || record === null || !('level' in record)) return line;
  const { level, time, pid, hostname, msg, service, name, err, ...rest } = record;
  const levelName = LEVELS[level] || String(level);
  const extras = Object.entries(rest).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const text = [levelName.padEnd(5), msg || '', ...extras].filter(Boolean).join(' ');
  const error = err && (err.stack || err.message) ? `\n${err.stack || err.message}` : '';
  const painted = level >= 50 ? colorize(31, text) : level >= 40 ? colorize(33, text) : text;
  return painted + error;
}

/** Pipes a child's output stream to `write`, one prefixed line at a time. */
function pipeLines(stream, prefix, write = (text) => process.stdout.write(text)) {
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => {
    for (const part of formatLine(line).split('\n')) write(`${prefix} ${part}\n`);
  });
}

module.exports = { colorize, makePrefix, formatLine, pipeLines };
