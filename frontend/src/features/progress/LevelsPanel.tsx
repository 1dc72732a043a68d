import { DIFFICULTY_LEVELS, MESSAGES, type DifficultyLevel } from '@wonderkin/shared';
import { useId } from 'react';
import { LoadingBlock, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useLevels } from './api/get-levels';
import { useSetLevel } from './api/set-level';
import { LEVEL_LABELS } from './skills';

const CHOICE_LABELS: Record<DifficultyLevel, string> = { simpler: 'Simpler', standard: 'Standard', richer: 'Richer' };
const AUTO = '';

/**
 * The level each module's next lesson is written at, why (from the answers, or the parent's choice), and a select to
 * choose it by hand or give the choice back to the answers ("Let the answers decide"). `canChoose` false (someone in
 * the family's circle, who may not change levels): the levels and why, without the select.
 */
export function LevelsPanel({ childId, canChoose = true }: { childId: string; canChoose?: boolean }) {
  const levels = useLevels({ childId });
  const choose = useSetLevel();
  const toast = useToast();
  const baseId = useId();

  let body;
  if (levels.isPending) body = <LoadingBlock label="Loading levels…" />;
  else if (levels.isError) body = <p className="progress-error" role="alert">{errorMessage(levels.error, MESSAGES.serviceUnavailable)}</p>;
  else if (levels.data.length === 0) body = <p className="muted">Levels appear once the first quiz answers in a module are in.</p>;
  else {
    body = (
      <ul className="level-list" role="list">
        {levels.data.map((entry, index) => {
          const selectId = `${baseId}-${index}`;
          const reasonId = `${selectId}-reason`;
          return (
            <li key={entry.module} className="level-item">
              <h3 className="level-item__module">{entry.module}</h3>
              <p className="level-item__level"><strong>{LEVEL_LABELS[entry.level]}</strong>{entry.overridden ? (canChoose ? ' (your choice)' : " (the family's choice)") : ''}</p>
              <p id={reasonId} className="level-item__reason muted">{entry.reason}</p>
              {canChoose && (
                <>
                  <label htmlFor={selectId} className="level-item__label">Next {entry.module} lesson</label>
                  <select
                    id={selectId}
                    value={entry.overridden ? entry.level : AUTO}
                    aria-describedby={reasonId}
                    disabled={choose.isPending}
                    onChange={(event) => {
                      const value = event.target.value;
                      const level = (DIFFICULTY_LEVELS as readonly string[]).includes(value) ? (value as DifficultyLevel) : null;
                      choose.mutate({ childId, module: entry.module, level }, {
                        onSuccess: () => toast.success(level ? `${entry.module}: ${CHOICE_LABELS[level].toLowerCase()} from now on.` : `${entry.module}: the answers decide again.`),
                        onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
                      });
                    }}
                  >
                    <option value={AUTO}>Let the answers decide</option>
                    {DIFFICULTY_LEVELS.map((level) => <option key={level} value={level}>{CHOICE_LABELS[level]}</option>)}
                  </select>
                </>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="report-part" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="report-part__title">Levels by module</h2>
      {body}
    </section>
  );
}
