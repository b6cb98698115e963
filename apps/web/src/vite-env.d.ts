/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API; the server serves it under /api at the same origin. */
  readonly VITE_API_BASE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
