import QRCode from 'qrcode';

/**
 * Draws a QR code for text as vector squares at (x, y) with the given overall size, quiet zone included.
 * Dark modules of a row are merged into runs and filled as one path, so a rasteriser leaves no seams.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = code.modules.size;
  const quiet = 4;
  const module = size / (count + quiet * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!code.modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && code.modules.get(row, col)) col += 1;
      // A hair of overlap between rows avoids anti-aliasing gaps.
      doc.rect(x + (quiet + start) * module, y + (quiet + row) * module, (col - start) * module, module + 0.05);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
