import type { ParentModeBlocks } from '@wonderkin/shared';
import './pros-cons.css';

type ProsConsRow = ParentModeBlocks['evidenceBasedStrategies']['prosConsTable'][number];

/** A cell's column name, shown only when the rows are stacked as cards (the header row is then out of sight). */
function CardLabel({ children }: { children: string }) {
  return <span className="pros-cons__label" aria-hidden="true">{children}</span>;
}

/**
 * A parent guide's approaches compared. A real table on wide screens; in a narrow column (a phone) each approach is
 * a card with its pros, cons and who it suits, so nothing scrolls sideways (issue 19). The ARIA roles keep the table
 * a table for screen readers when the stacked layout changes its CSS display.
 */
export function ProsConsTable({ rows }: { rows: ProsConsRow[] }) {
  return (
    <div className="pros-cons-wrap">
      <table className="pros-cons" role="table">
        <caption className="visually-hidden">Pros and cons of each approach</caption>
        <thead className="pros-cons__head" role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">Approach</th>
            <th scope="col" role="columnheader">Pros</th>
            <th scope="col" role="columnheader">Cons</th>
            <th scope="col" role="columnheader">Best for</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, i) => (
            <tr key={i} className="pros-cons__row" role="row">
              <th scope="row" role="rowheader" className="pros-cons__approach">{row.approach}</th>
              <td role="cell"><CardLabel>Pros</CardLabel><ul>{row.pros.map((p, j) => <li key={j}>{p}</li>)}</ul></td>
              <td role="cell"><CardLabel>Cons</CardLabel><ul>{row.cons.map((c, j) => <li key={j}>{c}</li>)}</ul></td>
              <td role="cell"><CardLabel>Best for</CardLabel>{row.bestFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
