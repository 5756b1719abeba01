/**
 * zod, the first time it builds an object schema, tries `new Function('')` to see whether it may compile fast parsers.
 * The pages' Content-Security-Policy allows no eval: the attempt fails quietly, but the browser reports it as a policy
 * violation (an 'inspector issue' in Lighthouse's best practices). zod reads this global before that attempt, so the
 * SPA sets it before any of its code runs, and zod skips the attempt.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
