import { CHILD_NAME_MAX_LENGTH } from '@wonderkin/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Modal } from '../../components';
import { normaliseSettings, type CreateSettings } from './settings';

interface SettingsPanelProps {
  open: boolean;
  settings: CreateSettings;
  onClose: () => void;
  onSave: (settings: CreateSettings) => void;
}

/** Account Settings side panel: kept in this browser only (spec: settings save makes no server call). */
export function SettingsPanel({ open, settings, onClose, onSave }: SettingsPanelProps) {
  const [draft, setDraft] = useState(settings);
  const ids = { email: useId(), phone: useId(), sms: useId(), name: useId() };
  useEffect(() => {
    if (open) setDraft(settings);
  }, [open, settings]);

  const hasPhone = draft.phone.trim().length > 0;
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(normaliseSettings(draft));
  };

  return (
    <Modal open={open} onClose={onClose} title="Account Settings" modalType="create_settings" className="side-panel"
      description="Saved in this browser only.">
      <form className="settings-form" onSubmit={save}>
        <label htmlFor={ids.email}>Email</label>
        <input id={ids.email} type="email" autoComplete="email" value={draft.email}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })} placeholder="you@example.com" />
        <label htmlFor={ids.phone}>Phone (optional)</label>
        <input id={ids.phone} type="tel" autoComplete="tel" value={draft.phone}
          onChange={(e) => setDraft({ ...draft, phone: e.target.value, smsNotifications: e.target.value.trim() ? draft.smsNotifications : false })} />
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
