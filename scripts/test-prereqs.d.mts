export const DEFAULT_CHROMIUM_PATH: string;
export type Prereqs = { isRoot: boolean; hasApt: boolean; chromiumPath: string; chromiumFound: boolean; fontsFound: boolean | null };
export type PrereqPlan = { action: 'ok' } | { action: 'install'; packages: string[] } | { action: 'stop'; message: string };
export function planPrereqs(found: Prereqs): PrereqPlan;
export function planAfterInstall(found: Pick<Prereqs, 'chromiumPath' | 'chromiumFound'>): PrereqPlan;
