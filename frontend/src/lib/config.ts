import { DEFAULT_PRODUCT_NAME, userIdCookieName } from '@wonderkin/shared';

/**
 * Runtime settings of the frontend, baked in at build time from VITE_* variables.
 * vite.config.ts injects them as the global constant __WK_ENV__ (rather than import.meta.env) so that
 * this module also loads under jest, where import.meta is not available; tests may set globalThis.__WK_ENV__.
 */
declare const __WK_ENV__: Record<string, string | undefined> | undefined;

export type FrontendEnv = Partial<Record<
  | 'VITE_PRODUCT_NAME'
  | 'VITE_APP_HOST_URL'
  | 'VITE_GA_MEASUREMENT_ID'
  | 'VITE_VIDEO_CHANNEL_URL'
  | 'VITE_LATEST_EPISODE_URL'
  | 'VITE_VIDEO_CHANNEL_NAME'
  | 'VITE_LATEST_EPISODE_NAME'
  | 'VITE_SUPPORT_EMAIL'
  | 'VITE_FACEBOOK_URL'
  | 'VITE_INSTAGRAM_URL'
  | 'VITE_TWITTER_URL'
  | 'VITE_LINKEDIN_URL',
  string
>>;

/**
 * Default external links of the /links page and the footer: real, child-friendly science media, used until an
 * operator configures the product's own channel (VITE_VIDEO_CHANNEL_URL / VITE_LATEST_EPISODE_URL).
 * Set either variable to "off" to hide that link.
 */
export const DEFAULT_VIDEO_CHANNEL_URL = 'https://www.youtube.com/@scishowkids';
export const DEFAULT_LATEST_EPISODE_URL = 'https://www.brainson.org/';
/** Whose they are: the links name their makers (they are other people's channels, not ours). */
export const DEFAULT_VIDEO_CHANNEL_NAME = 'SciShow Kids on YouTube';
export const DEFAULT_LATEST_EPISODE_NAME = 'the Brains On! science podcast';

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'twitter' | 'linkedin';
  label: string;
  url: string;
}

export interface AppConfig {
  productName: string;
  userIdCookie: string;
  appHostUrl?: string;
  /** Where Log In / Sign Up lead: `${appHostUrl}/sign_in` and `/sign_up`, or our own /login when no host is configured. */
  signInUrl: string;
  signUpUrl: string;
  /** True when sign-in lives on another host (links open as plain external anchors). */
  signInIsExternal: boolean;
  gaMeasurementId?: string;
  videoChannelUrl?: string;
  latestEpisodeUrl?: string;
  /** Whose channel and podcast the links open (VITE_VIDEO_CHANNEL_NAME, VITE_LATEST_EPISODE_NAME). */
  videoChannelName: string;
  latestEpisodeName: string;
  supportEmail?: string;
  socialLinks: SocialLink[];
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const withDefault = (value: string | undefined, fallback: string) => {
  const v = clean(value);
  if (v === undefined) return fallback;
  return v.toLowerCase() === 'off' ? undefined : v;
};

/** Builds the settings from an env record (pure: used by the module below and by tests). */
export function createConfig(env: FrontendEnv = {}): AppConfig {
  const productName = clean(env.VITE_PRODUCT_NAME) ?? DEFAULT_PRODUCT_NAME;
  const appHostUrl = clean(env.VITE_APP_HOST_URL)?.replace(/\/+$/, '');
  const social: Array<[SocialLink['network'], string, string | undefined]> = [
    ['facebook', 'Facebook', env.VITE_FACEBOOK_URL],
    ['instagram', 'Instagram', env.VITE_INSTAGRAM_URL],
    ['twitter', 'Twitter', env.VITE_TWITTER_URL],
    ['linkedin', 'LinkedIn', env.VITE_LINKEDIN_URL],
  ];
  return {
    productName,
    userIdCookie: userIdCookieName(productName),
    appHostUrl,
    signInUrl: appHostUrl ? `${appHostUrl}/sign_in` : '/login',
    signUpUrl: appHostUrl ? `${appHostUrl}/sign_up` : '/login',
    signInIsExternal: Boolean(appHostUrl),
    gaMeasurementId: clean(env.VITE_GA_MEASUREMENT_ID),
    videoChannelUrl: withDefault(env.VITE_VIDEO_CHANNEL_URL, DEFAULT_VIDEO_CHANNEL_URL),
    latestEpisodeUrl: withDefault(env.VITE_LATEST_EPISODE_URL, DEFAULT_LATEST_EPISODE_URL),
    videoChannelName: clean(env.VITE_VIDEO_CHANNEL_NAME) ?? DEFAULT_VIDEO_CHANNEL_NAME,
    latestEpisodeName: clean(env.VITE_LATEST_EPISODE_NAME) ?? DEFAULT_LATEST_EPISODE_NAME,
    supportEmail: clean(env.VITE_SUPPORT_EMAIL),
    socialLinks: social.flatMap(([network, label, url]) => (clean(url) ? [{ network, label, url: clean(url)! }] : [])),
  };
}

function buildEnv(): FrontendEnv {
  if (typeof __WK_ENV__ !== 'undefined' && __WK_ENV__) return __WK_ENV__;
  return ((globalThis as { __WK_ENV__?: FrontendEnv }).__WK_ENV__) ?? {};
}

export const config: AppConfig = createConfig(buildEnv());
