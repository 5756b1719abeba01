export function tierOf(file: string): string;
export function isFeatureIndex(target: string): boolean;
export function violation(
  from: string,
  to: string,
  options?: { typeOnly?: boolean; testFile?: boolean; packageName?: string | null; featureIndex?: boolean },
): string | null;
export const SERVER_TIERS: string[];
export function serverTierOf(rel: string): string | null;
export function serverViolation(fromFile: string, toFile: string, options?: { testFile?: boolean }): string | null;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
