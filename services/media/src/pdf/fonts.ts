import fs from 'node:fs';
import path from 'node:path';

/** Font names registered on a document: DejaVu Sans when installed (Unicode names), else the built-in Helvetica. */
export interface Fonts {
  regular: string;
  bold: string;
}

const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
let dejavuAvailable: boolean | undefined;

function hasDejaVu(): boolean {
  if (dejavuAvailable === undefined) {
    dejavuAvailable = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].every((file) => fs.existsSync(path.join(DEJAVU_DIR, file)));
  }
  return dejavuAvailable;
}

export function registerFonts(doc: PDFKit.PDFDocument): Fonts {
  if (hasDejaVu()) {
    doc.registerFont('Body', path.join(DEJAVU_DIR, 'DejaVuSans.ttf'));
    doc.registerFont('BodyBold', path.join(DEJAVU_DIR, 'DejaVuSans-Bold.ttf'));
    return { regular: 'Body', bold: 'BodyBold' };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
}
