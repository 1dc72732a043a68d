import { CHILD_NAME_MAX_LENGTH } from '@wonderkin/shared';

/** Account settings of the create page. Kept in this browser only (spec: "local only"); never sent except the child's name with a creation. */
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
