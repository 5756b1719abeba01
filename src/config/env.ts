// Build-time settings of the SPA. Nothing secret may live here: it ships to every browser.
export const clientEnv = {
  appVersion: __APP_VERSION__,
  buildId: __BUILD_ID__,
  authServicesEnabled: import.meta.env.VITE_AUTH_SERVICES_ENABLED !== 'false',
  isDev: import.meta.env.DEV,
} as const;
