/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SITE_SHORT_NAME?: string;
  readonly VITE_SITE_COMPANY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_X?: string;
  /** Ad-pixel id; without it every pixel call does nothing. */
  readonly VITE_AD_PIXEL_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
