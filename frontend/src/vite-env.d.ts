/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME: string;
  readonly VITE_CHECKOUT_URL?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_APP_HOST_URL?: string;
  readonly VITE_VIDEO_CHANNEL_URL?: string;
  readonly VITE_LATEST_EPISODE_URL?: string;
}
