import { messages } from '../messages';
/** Keyword lists saved on /keyword, grouped by list. */
export type SavedKeywords = { listName: string; keywords: string[] }[];

/** Starts a post from a keyword the member saved on /keyword (shown only when there are some). */
export function SavedKeywordPicker({ lists, onPick }: { lists: SavedKeywords; onPick: (keyword: string) => void }) {
  if (lists.length === 0) return null;
  return (
    <label className="-mt-3 flex items-center gap-2 text-sm text-slate-600">
      <span className="shrink-0">{messages.fromSaved}</span>
      <select
        aria-label={messages.pickFromSaved}
        className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        value=""
        onChange={(e) => {
          if (e.target.value) onPick(e.target.value);
        }}
      >
        <option value="">{messages.pickFromList}</option>
        {lists.map((list) => (
          <optgroup key={list.listName} label={list.listName}>
            {list.keywords.map((k) => (
              <option key={`${list.listName}:${k}`} value={k}>
                {k}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
