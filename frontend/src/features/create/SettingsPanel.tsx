import { CHILD_NAME_MAX_LENGTH } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Modal } from '../../components';
import { normaliseSettings, phoneLooksValid, type CreateSettings } from './settings';

interface SettingsPanelProps {
  open: boolean;
  settings: CreateSettings;
  onClose: () => void;
  onSave: (settings: CreateSettings) => void;
}

/** Account Settings side panel: kept in this browser only (spec: settings save makes no server call). */
export function SettingsPanel({ open, settings, onClose, onSave }: SettingsPanelProps) {
  const [draft, setDraft] = useState(settings);
  const ids = { email: useId(), phone: useId(), phoneHint: useId(), sms: useId(), name: useId() };
  // Opening the panel (or new saved settings while open) starts the draft again from the saved settings: adjusted
  // while rendering, as React advises, rather than in an effect that would first paint the stale draft.
  const [shown, setShown] = useState({ open, settings });
  if (shown.open !== open || shown.settings !== settings) {
    setShown({ open, settings });
    if (open) setDraft(settings);
  }

  const hasPhone = draft.phone.trim().length > 0;
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(normaliseSettings(draft));
  };

  return (
    <Modal open={open} onClose={onClose} title="Account Settings" modalType="create_settings" className="side-panel"
      description="Saved in this browser. Your email (and phone, with SMS on) go with each creation only to tell you when it is ready.">
      <form className="settings-form" onSubmit={save}>
        <label htmlFor={ids.email}>Email</label>
        <input id={ids.email} type="email" autoComplete="email" value={draft.email}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })} placeholder="you@example.com" />
        <label htmlFor={ids.phone}>Phone (optional)</label>
        <input id={ids.phone} type="tel" autoComplete="tel" value={draft.phone}
          onChange={(e) => setDraft({ ...draft, phone: e.target.value, smsNotifications: e.target.value.trim() ? draft.smsNotifications : false })}
          aria-describedby={phoneLooksValid(draft.phone) ? undefined : ids.phoneHint} />
        {phoneLooksValid(draft.phone) ? null : (
          <p className="create-hint" id={ids.phoneHint}>Add the country code so we can text you, for example +1 555 123 4567.</p>
        )}
        <label className="switch" htmlFor={ids.sms}>
          <input id={ids.sms} type="checkbox" role="switch" disabled={!hasPhone} checked={draft.smsNotifications && hasPhone}
            onChange={(e) => setDraft({ ...draft, smsNotifications: e.target.checked })} />
          <span>SMS notifications{!hasPhone && ' (add a phone number first)'}</span>
        </label>
        <label htmlFor={ids.name}>Child&apos;s first name (optional)</label>
        <input id={ids.name} type="text" maxLength={CHILD_NAME_MAX_LENGTH} value={draft.childName}
          onChange={(e) => setDraft({ ...draft, childName: e.target.value })} placeholder="e.g. Maya" />
        <p className="create-hint">Used in titles like “Volcanoes for Maya”.</p>
        <Button type="submit">Save settings</Button>
      </form>
    </Modal>
  );
}
