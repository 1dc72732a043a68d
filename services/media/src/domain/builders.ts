import type { PaperSize } from '@wonderkin/shared';
import type { CreationContent } from '../content/types';

/** The books helper's builders (content/, pdf/, illustrations/), as the pipeline uses them. */
export interface CreationBuilders {
  renderStoryFrames(content: CreationContent, outDir: string, options: { width: number; height: number }): Promise<string[]>;
  buildDigitalActivityBook(content: CreationContent, outFile: string, options: { creationId: string; publicUrl: string }): Promise<{ pages: number }>;
  buildHardcopyActivityBook(
    content: CreationContent,
    outFile: string,
    options: { creationId: string; paperSize: PaperSize; feedbackUrl: string },
  ): Promise<{ pages: number }>;
}

/** Where the QR code on a printed book leads: this creation on /create, with its feedback prompt open. */
export function feedbackUrlFor(publicUrl: string, creationId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/create?creation=${encodeURIComponent(creationId)}&feedback=1`;
}
