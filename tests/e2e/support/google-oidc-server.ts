import { startGoogleOidc } from '../../../server/testing/fakes/google-oidc';

// The stand-in for Google during the end-to-end suite (started by playwright.config.ts).
const port = Number(process.env.GOOGLE_OIDC_PORT ?? 8791);
const oidc = await startGoogleOidc({ clientId: process.env.GOOGLE_CLIENT_ID ?? 'e2e.apps.googleusercontent.com', port });
process.stdout.write(`google oidc mock on ${oidc.url}\n`);
const stop = () => void oidc.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
