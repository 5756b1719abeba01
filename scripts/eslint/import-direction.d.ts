import type { ESLint } from 'eslint';

export function tierOf(file: string): string;
export function isFeatureIndex(target: string): boolean;
export function isFeatureLazyEntry(target: string): boolean;
export function violation(
  from: string,
  to: string,
  options?: { typeOnly?: boolean; testFile?: boolean; packageName?: string | null; featureIndex?: boolean; lazyEntry?: boolean; dynamic?: boolean },
): string | null;
export const SERVER_TIERS: string[];
export function serverTierOf(rel: string): string | null;
export function serverViolation(fromFile: string, toFile: string, options?: { testFile?: boolean }): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
