export const SHARED_NAMES: Set<string>;
export function featureOf(file: string): string | null;
export function ownerOf(file: string): string;
export function sharedNames(files: string[]): [string, string[]][];
export function cyclesOf(graph: Map<string, Iterable<string>>): string[][];
export function featureGraph(files: Record<string, string[]>): Map<string, Set<string>>;
