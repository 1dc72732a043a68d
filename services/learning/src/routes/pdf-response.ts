import type { Request, Response } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';
import { PAPERS, type Paper } from '../pdf/page-flow';

/** ?paper=a4|letter (Letter when absent); anything else is 400 in words. */
export function paperOf(req: Request): Paper {
  const asked = (typeof req.query.paper === 'string' && req.query.paper.trim().toLowerCase()) || 'letter';
  if (!PAPERS.includes(asked as Paper)) throw new HttpError(400, MESSAGES.paperSizeInvalid);
  return asked as Paper;
}

/** A PDF opened in the browser (not cached anywhere: it holds a child's or a class's results). */
export function sendPdf(res: Response, pdf: Buffer, fileName: string) {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf);
}
