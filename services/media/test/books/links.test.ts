import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { composeOfflineContent } from '../../src/content/offline';
import { feedbackUrlFor } from '../../src/domain/builders';
import { isPublicUrl } from '@wonderkin/server-kit';
import { buildDigitalActivityBook } from '../../src/pdf/digital';
import { buildHardcopyActivityBook } from '../../src/pdf/hardcopy';

// pngjs ships no types; this is the part of its API the test uses.
const { PNG } = require('pngjs') as { PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } } };

jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-links-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PRIVATE_BASES = [
  'http://localhost:3000',
  'http://127.0.0.1:3000/',
  'http://10.0.0.5',
  'http://172.20.1.1:8080',
  'http://192.168.1.10',
  'http://[::1]:3000',
  'http://wonderkin.local',
];
const PRIVATE_HOST = /localhost|127\.0\.0\.1|10\.0\.0\.5|172\.20\.1\.1|192\.168\.|\[::1\]|::1|wonderkin\.local/;
/** For the raw PDF bytes (compressed streams): only long, unmistakable strings. */
const PRIVATE_HOST_RAW = /localhost|127\.0\.0\.1|10\.0\.0\.5|172\.20\.1\.1|192\.168\.1\.10|wonderkin\.local|\[::1\]/;

const text = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
const linkTargets = (file: string) => [...fs.readFileSync(file, 'latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
/** Every QR code found on the pages asked for (each page rasterised and scanned), default all pages. */
const qrCodes = (file: string, dpi: number, pages?: { first: number; last: number }) => {
  const prefix = path.join(dir, `${path.basename(file, '.pdf')}-qr`);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), ...(pages ? ['-f', String(pages.first), '-l', String(pages.last)] : []), file, prefix]);
  const images = fs.readdirSync(dir).filter((name) => name.startsWith(path.basename(prefix)) && name.endsWith('.png')).sort();
  expect(images.length).toBe(pages ? pages.last - pages.first + 1 : pdfPages(file));
  return images.flatMap((name) => {
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, name)));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height, { inversionAttempts: 'dontInvert' });
    return decoded ? [decoded.data] : [];
  });
};
const pdfPages = (file: string) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

const content = composeOfflineContent({ topic: 'Volcanoes', title: 'Volcanoes', mode: 'custom', customOptions: { ageBand: '6-8', tone: 'Adventurous', learningFocus: 'Facts' } });

describe('which addresses a book may print', () => {
  it('accepts public http(s) hosts and refuses localhost, private, link-local and local-only hosts', () => {
    for (const url of ['https://wonderkin.example', 'https://app.wonderkin.com/create?creation=a', 'http://8.8.8.8/x', 'http://[2001:db8::1]/']) expect([url, isPublicUrl(url)]).toEqual([url, true]);
    for (const url of [
      ...PRIVATE_BASES, 'http://127.5.5.5', 'http://172.16.0.1', 'http://172.31.255.255', 'http://169.254.1.1', 'http://0.0.0.0:3000',
      'http://LOCALHOST.', 'http://app.localhost', 'http://media:4004', 'http://[::ffff:127.0.0.1]/', 'http://[fd00::1]/', 'http://[fe80::1]/',
      'ftp://wonderkin.example', 'not a url', '',
    ]) expect([url, isPublicUrl(url)]).toEqual([url, false]);
    expect(isPublicUrl('http://172.15.0.1')).toBe(true);
    expect(isPublicUrl('http://172.32.0.1')).toBe(true);
  });
});

describe('links and QR codes in the books', () => {
  it('a public PUBLIC_URL: the print book ends with a scannable feedback QR code and the digital book links online', async () => {
    const base = 'https://wonderkin.example';
    const print = path.join(dir, 'public-print.pdf');
    const digital = path.join(dir, 'public-digital.pdf');
    const { pages } = await buildHardcopyActivityBook(content, print, { creationId: 'cr_pub', paperSize: 'Letter', feedbackUrl: feedbackUrlFor(base, 'cr_pub') });
    await buildDigitalActivityBook(content, digital, { creationId: 'cr_pub', publicUrl: base });
    expect(qrCodes(print, 50, { first: pages, last: pages })).toEqual(['https://wonderkin.example/create?creation=cr_pub&feedback=1']);
    expect(text(print)).toContain('https://wonderkin.example/create?creation=cr_pub&feedback=1');
    expect(text(print)).toContain('Tell us what you think!');
    expect(new Set(linkTargets(digital))).toEqual(new Set(['https://wonderkin.example/create?creation=cr_pub']));
    expect(text(digital)).toContain('Open online');
  });

  it.each(PRIVATE_BASES)('PUBLIC_URL %s: no QR code, no link and no address of it anywhere in either book', async (base) => {
    const name = base.replace(/\W+/g, '_');
    const print = path.join(dir, `${name}-print.pdf`);
    const digital = path.join(dir, `${name}-digital.pdf`);
    const printed = await buildHardcopyActivityBook(content, print, { creationId: 'cr_priv', paperSize: 'A4', feedbackUrl: feedbackUrlFor(base, 'cr_priv') });
    await buildDigitalActivityBook(content, digital, { creationId: 'cr_priv', publicUrl: base });
    for (const file of [print, digital]) {
      expect(text(file)).not.toMatch(PRIVATE_HOST);
      expect(text(file)).not.toMatch(/open (this creation )?online|scan the code/i);
      expect(linkTargets(file)).toEqual([]);
      expect(fs.readFileSync(file, 'latin1')).not.toMatch(PRIVATE_HOST_RAW);
    }
    // The print book simply ends after its answers (page numbers still count every page).
    expect(text(print)).toContain(`Page ${printed.pages} of ${printed.pages}`);
    expect(text(print)).not.toContain('Tell us what you think!');
  });

  it('PUBLIC_URL left at its localhost default: the closing pages of the print book carry no QR code', async () => {
    // Scanned with the same settings that decode the public book's code above (jsQR is slow on pages without one).
    const print = path.join(dir, 'default-print.pdf');
    const { pages } = await buildHardcopyActivityBook(content, print, { creationId: 'cr_default', paperSize: 'Letter', feedbackUrl: feedbackUrlFor('http://localhost:3000', 'cr_default') });
    expect(qrCodes(print, 50, { first: pages - 2, last: pages })).toEqual([]);
  });
});
