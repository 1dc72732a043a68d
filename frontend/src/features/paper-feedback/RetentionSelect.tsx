import { RETENTION_MONTH_CHOICES, type RetentionMonths } from '@wonderkin/shared';
import { monthsWords } from './words';

/** The choice nearest `months` (the server's default is always one of them; anything else reads as the nearest). */
export function retentionChoice(months: number): RetentionMonths {
  return RETENTION_MONTH_CHOICES.reduce((best, each) => (Math.abs(each - months) < Math.abs(best - months) ? each : best));
}

export interface RetentionSelectProps {
  id: string;
  value: RetentionMonths;
  onChange: (months: RetentionMonths) => void;
  disabled?: boolean;
}

/** "Keep them for": 1, 3, 6, 12 or 24 months. */
export function RetentionSelect({ id, value, onChange, disabled }: RetentionSelectProps) {
  return (
    <div className="paper-field">
      <label htmlFor={id}>Keep them for</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(retentionChoice(Number(event.target.value)))}>
        {RETENTION_MONTH_CHOICES.map((months) => <option key={months} value={months}>{monthsWords(months)}</option>)}
      </select>
    </div>
  );
}
