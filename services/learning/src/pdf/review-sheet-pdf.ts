import { childName, type ChildProfile, type ReviewCard } from '@wonderkin/shared';
import { COLORS, openPageFlow, type Paper } from './page-flow';
import { printStyleFor } from './print-style';

// The printable review sheet (issue 11): the cards due this week, each as a question on the left and its answer on
// the right of a dashed fold line, so the sheet can be folded to hide the answers. Printed in the child's style.

export interface ReviewSheetInput {
  cards: readonly ReviewCard[];
  child: Pick<ChildProfile, 'firstName' | 'ageRange' | 'supportNeeds'>;
  productName: string;
  /** "23 Nov – 29 Nov 2026". */
  weekLabel: string;
  paper?: Paper;
}

export function renderReviewSheetPdf({ cards, child, productName, weekLabel, paper = 'letter' }: ReviewSheetInput): Promise<Buffer> {
  const name = childName(child);
  const style = printStyleFor(child.supportNeeds);
  const flow = openPageFlow(style, paper, { title: `${name}: review cards, ${weekLabel}`, author: productName });
  const { doc, fonts } = flow;
  // English learners meet the words first; otherwise the order they fall due.
  const ordered = style.wordsFirst ? [...cards].sort((a, b) => Number(b.kind === 'glossary') - Number(a.kind === 'glossary')) : cards;

  flow.paragraph(`${productName} \u00b7 Review cards`, { color: COLORS.accent, bold: true });
  flow.heading(`${name}: ${weekLabel}`, 1);
  if (!ordered.length) {
    flow.paragraph('No cards are due this week. New cards come from quiz questions missed and new words in lessons.');
    return flow.finish();
  }
  flow.paragraph(style.readAloud
    ? 'Read each card aloud together. Fold the page on the dashed line to hide the answers, then check together.'
    : 'Fold the page on the dashed line to hide the answers. Try each card, then unfold and check.', { quiet: true });

  const pad = style.body * 0.6;
  ordered.forEach((card, index) => {
    if (style.chunk && index > 0 && index % style.chunk === 0) {
      flow.paragraph('Take a short break here.', { quiet: true });
    }
    const front = flow.t(`${index + 1}. ${card.kind === 'glossary' ? `What does "${card.front}" mean?` : card.front}`);
    const back = flow.t(card.back);
    const measure = (width: number) => {
      const column = (width - 3 * pad) / 2;
      doc.font(fonts.bold).fontSize(style.body);
      const frontHeight = doc.heightOfString(front, flow.textOptions(column - pad));
      doc.font(fonts.regular).fontSize(style.body);
      const backHeight = doc.heightOfString(back, flow.textOptions(column - pad));
      return Math.max(frontHeight, backHeight) + 2 * pad + style.body * 0.6;
    };
    flow.box(measure, (x, y, width) => {
      const height = measure(width) - style.body * 0.6;
      const column = (width - 3 * pad) / 2;
      doc.roundedRect(x, y, width, height, 6).lineWidth(0.8).fillAndStroke(COLORS.box, COLORS.boxLine);
      const fold = x + pad + column + pad / 2;
      doc.moveTo(fold, y + 4).lineTo(fold, y + height - 4).dash(4, { space: 3 }).lineWidth(0.8).strokeColor(COLORS.muted).stroke().undash();
      doc.font(fonts.bold).fontSize(style.body).fillColor(COLORS.ink).text(front, x + pad, y + pad, flow.textOptions(column - pad));
      doc.font(fonts.regular).fontSize(style.body).fillColor(COLORS.ink).text(back, fold + pad, y + pad, flow.textOptions(column - pad));
    });
  });
  return flow.finish();
}
