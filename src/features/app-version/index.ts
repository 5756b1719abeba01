// The SPA noticing a new deployment, as the root layout mounts it.
export { VersionWatcher } from './version-watch';
