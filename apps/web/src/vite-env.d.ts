/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The one host that offers the 'Choose Platform' choice in the New Agent drawer (spec 000 §2, §6). */
  readonly VITE_PLATFORM_CHOICE_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
