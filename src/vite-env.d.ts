/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** 'false' turns Google sign-in off outside localhost (spec: auth-services flag, default true). */
  readonly VITE_AUTH_SERVICES_ENABLED?: string;
}

// @joplin/turndown-plugin-gfm ships no types: the GFM rules (tables, strikethrough) for turndown.
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
}
