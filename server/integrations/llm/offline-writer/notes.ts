// The member's '내 경험 메모', cut into lines and placed under the headings they are about.

const MAX_NOTE_LINES = 40;

/** One note a line: split at line breaks and sentence ends, list markers dropped. */
export function splitNotes(notes: string): string[] {
  return notes
    .split(/\n|(?<=[.!?])\s+/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, '').trim())
    .filter(Boolean)
    .slice(0, MAX_NOTE_LINES);
}

export type NoteTarget = { hints: readonly string[] };

// A sum of money ('5,500원') is a price even when the line never says '가격'.
const MONEY = /\d[\d,]*\s*(?:만\s*)?원/;
const about = (line: string) => (MONEY.test(line) ? `${line} 가격 비용 요금` : line);

/**
 * Gives each note line to the first target whose hints it mentions; lines that match none go to
 * `fallback`. Returns the lines per target index (the fallback's index included).
 */
export function placeNotes(lines: readonly string[], targets: readonly NoteTarget[], fallback: number): Map<number, string[]> {
  const placed = new Map<number, string[]>();
  for (const line of lines) {
    const text = about(line);
    const found = targets.findIndex((t) => t.hints.some((h) => text.includes(h)));
    const index = found >= 0 ? found : fallback;
    placed.set(index, [...(placed.get(index) ?? []), line]);
  }
  return placed;
}
