/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support mailbox shown on the legal pages, docs and footer. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
