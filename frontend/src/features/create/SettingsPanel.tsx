import { CHILD_NAME_MAX_LENGTH, type ContactAnswer } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Modal } from '../../components';
import { canEmail, canText, normaliseSettings, type CreateSettings } from './settings';

interface SettingsPanelProps {
  open: boolean;
  settings: CreateSettings;
  /** The signed-in account's email and verified phone; null signed out; undefined while loading. */
  contact: ContactAnswer | null | undefined;
  onClose: () => void;
  onSave: (settings: CreateSettings) => void;
}

/**
 * Account Settings side panel: the choices are kept in this browser only (spec: settings save makes no server call).
 * "Ready" goes only to the account's own email and verified phone (issue 18), so each switch is on offer only when
 * that address is there; a phone is verified on My Account.
 */
export function SettingsPanel({ open, settings, contact, onClose, onSave }: SettingsPanelProps) {
  const [draft, setDraft] = useState(settings);
  const ids = { email: useId(), sms: useId(), name: useId() };
  // Opening the panel (or new saved settings while open) starts the draft again from the saved settings: adjusted
  // while rendering, as React advises, rather than in an effect that would first paint the stale draft.
  const [shown, setShown] = useState({ open, settings });
  if (shown.open !== open || shown.settings !== settings) {
    setShown({ open, settings });
    if (open) setDraft(settings);
  }

  const emailOk = canEmail(contact);
  const textOk = canText(contact);
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(normaliseSettings(draft));
  };

  return (
    <Modal open={open} onClose={onClose} title="Account Settings" modalType="create_settings" className="side-panel"
      description="Saved in this browser. We tell you a creation is ready only at your account's own email and verified phone.">
      <form className="settings-form" onSubmit={save}>
        {contact === null && (
          <p className="create-hint"><Link to="/login">Sign in</Link> to get an email or a text when a creation is ready.</p>
        )}
        <label className="switch" htmlFor={ids.email}>
          <input id={ids.email} type="checkbox" role="switch" disabled={!emailOk} checked={draft.emailNotifications && emailOk}
            onChange={(e) => setDraft({ ...draft, emailNotifications: e.target.checked })} />
          <span>Email notifications{contact ? ` to ${contact.email}` : ''}</span>
        </label>
        {contact && !emailOk && (
          <p className="create-hint">Confirm your email first: sign in with the link we email you.</p>
        )}
        <label className="switch" htmlFor={ids.sms}>
          <input id={ids.sms} type="checkbox" role="switch" disabled={!textOk} checked={draft.smsNotifications && textOk}
            onChange={(e) => setDraft({ ...draft, smsNotifications: e.target.checked })} />
          <span>SMS notifications{textOk ? ` to ${contact!.phone}` : ''}</span>
        </label>
        {contact && !textOk && (
          <p className="create-hint"><Link to="/account#phone">Verify a phone number on My Account</Link> to get a text when a creation is ready.</p>
        )}
        <label htmlFor={ids.name}>Child&apos;s first name (optional)</label>
        <input id={ids.name} type="text" maxLength={CHILD_NAME_MAX_LENGTH} value={draft.childName}
          onChange={(e) => setDraft({ ...draft, childName: e.target.value })} placeholder="e.g. Maya" />
        <p className="create-hint">Used in titles like “Volcanoes for Maya”.</p>
        <Button type="submit">Save settings</Button>
      </form>
    </Modal>
  );
}
