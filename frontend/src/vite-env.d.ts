/// <reference types="vite/client" />
// The frontend reads these through src/lib/config.ts only (vite.config.ts passes them in as __WK_ENV__).
interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_APP_HOST_URL?: string;
  readonly VITE_VIDEO_CHANNEL_URL?: string;
  readonly VITE_LATEST_EPISODE_URL?: string;
  readonly VITE_VIDEO_CHANNEL_NAME?: string;
  readonly VITE_LATEST_EPISODE_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_TWITTER_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
}
