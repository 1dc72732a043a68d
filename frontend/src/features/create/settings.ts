import { CHILD_NAME_MAX_LENGTH, type ContactAnswer, type CreationNotify } from '@wonderkin/shared';

/**
 * Account Settings of the create page. The choices are kept in this browser (spec: "local only", saving makes no call);
 * the addresses are not: "ready" goes only to the signed-in account's own email and its verified phone (issue 18), which
 * the server looks up. Each creation carries the child's name and which of the two to use.
 */
export interface CreateSettings {
  emailNotifications: boolean;
  smsNotifications: boolean;
  childName: string;
}

export const EMPTY_SETTINGS: CreateSettings = { emailNotifications: false, smsNotifications: false, childName: '' };
const STORAGE_KEY = 'wonderkin-create-settings';

export function loadSettings(storage: Storage | undefined = globalThis.localStorage): CreateSettings {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return { ...EMPTY_SETTINGS };
    const parsed = JSON.parse(raw) as Partial<CreateSettings> & { email?: unknown };
    // Settings saved before issue 18 held an email: wanting email notices then means wanting them (to the account) now.
    return normaliseSettings({ ...EMPTY_SETTINGS, ...parsed, emailNotifications: parsed.emailNotifications ?? Boolean(parsed.email) });
  } catch {
    return { ...EMPTY_SETTINGS };
  }
}

/** Saves only the choices: an email or phone typed by an earlier version of the page is dropped from the browser. */
export function saveSettings(settings: CreateSettings, storage: Storage | undefined = globalThis.localStorage): CreateSettings {
  const clean = normaliseSettings(settings);
  storage?.setItem(STORAGE_KEY, JSON.stringify(clean));
  return clean;
}

export function normaliseSettings(settings: CreateSettings): CreateSettings {
  return {
    emailNotifications: settings.emailNotifications === true,
    smsNotifications: settings.smsNotifications === true,
    childName: String(settings.childName ?? '').trim().slice(0, CHILD_NAME_MAX_LENGTH),
  };
}

/** What the account can be told by: its email once verified, a text once a phone is verified. */
export const canEmail = (contact: ContactAnswer | null | undefined) => Boolean(contact?.emailVerified);
export const canText = (contact: ContactAnswer | null | undefined) => Boolean(contact?.phone);

/**
 * The `notify` part of a creation request: the choices the signed-in account can have (signed out, or without a
 * verified phone, a choice is left out rather than refused); undefined when nothing is left.
 */
export function notifyFromSettings(settings: CreateSettings, contact: ContactAnswer | null | undefined): CreationNotify | undefined {
  const email = settings.emailNotifications && canEmail(contact);
  const sms = settings.smsNotifications && canText(contact);
  return email || sms ? { email, sms } : undefined;
}
