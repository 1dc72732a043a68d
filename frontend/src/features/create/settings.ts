import { CHILD_NAME_MAX_LENGTH, CreationNotifySchema, normalisePhone, type CreationNotify } from '@wonderkin/shared';

/**
 * Account settings of the create page. Kept in this browser (spec: "local only", saving makes no call); each creation
 * carries the child's name and, to say when it is ready, the email and (with SMS on) the phone.
 */
export interface CreateSettings {
  email: string;
  phone: string;
  smsNotifications: boolean;
  childName: string;
}

export const EMPTY_SETTINGS: CreateSettings = { email: '', phone: '', smsNotifications: false, childName: '' };
const STORAGE_KEY = 'wonderkin-create-settings';

export function loadSettings(storage: Storage | undefined = globalThis.localStorage): CreateSettings {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return { ...EMPTY_SETTINGS };
    const parsed = JSON.parse(raw) as Partial<CreateSettings>;
    return normaliseSettings({ ...EMPTY_SETTINGS, ...parsed });
  } catch {
    return { ...EMPTY_SETTINGS };
  }
}

export function saveSettings(settings: CreateSettings, storage: Storage | undefined = globalThis.localStorage): CreateSettings {
  const clean = normaliseSettings(settings);
  storage?.setItem(STORAGE_KEY, JSON.stringify(clean));
  return clean;
}

/** SMS needs a phone number: without one the switch is off (and disabled in the panel). */
export function normaliseSettings(settings: CreateSettings): CreateSettings {
  const phone = String(settings.phone ?? '').trim();
  return {
    email: String(settings.email ?? '').trim(),
    phone,
    smsNotifications: Boolean(settings.smsNotifications) && phone.length > 0,
    childName: String(settings.childName ?? '').trim().slice(0, CHILD_NAME_MAX_LENGTH),
  };
}

/** Whether the phone can receive a text (E.164 after normalising), for the panel's hint. Blank counts as fine. */
export function phoneLooksValid(phone: string): boolean {
  return !phone.trim() || normalisePhone(phone) !== null;
}

/**
 * The `notify` part of a creation request: the email and phone that are valid (saving settings does not validate,
 * spec §5, so a mistyped value is left out rather than refusing the creation); undefined when nothing is left.
 */
export function notifyFromSettings(settings: CreateSettings): CreationNotify | undefined {
  const email = CreationNotifySchema.safeParse({ email: settings.email }).success ? settings.email.trim() : undefined;
  const phone = settings.phone.trim() && normalisePhone(settings.phone) ? settings.phone.trim() : undefined;
  if (!email && !phone) return undefined;
  return { email: email || undefined, phone, sms: Boolean(phone && settings.smsNotifications) };
}
