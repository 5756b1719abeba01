import { X } from 'lucide-react';
import { useState } from 'react';
import { SUB_KEYWORD_MAX_COUNT, SUB_KEYWORD_MAX_LENGTH } from '@contracts/generations-options';
import { Input } from '@/components/ui/input';
import { messages } from '../messages';

/** Up to five sub-keywords as chips; Enter or a comma adds one. */
export function SubKeywordInput({ id, value, onChange }: { id: string; value: string[]; onChange: (next: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = (raw: string) => {
    const words = raw.split(',').map((w) => w.trim()).filter(Boolean);
    if (!words.length) return;
    onChange([...new Set([...value, ...words])].slice(0, SUB_KEYWORD_MAX_COUNT));
    setDraft('');
  };
  const full = value.length >= SUB_KEYWORD_MAX_COUNT;
  return (
    <div className="space-y-2">
      <Input
        id={id}
        value={draft}
        disabled={full}
        maxLength={SUB_KEYWORD_MAX_LENGTH}
        placeholder={full ? messages.subKeywordsFull(SUB_KEYWORD_MAX_COUNT) : messages.subKeywordPlaceholder}
        onChange={(e) => {
          if (e.target.value.includes(',')) add(e.target.value);
          else setDraft(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            add(draft);
          } else if (e.key === 'Backspace' && draft === '' && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => add(draft)}
      />
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={messages.subKeywordList}>
          {value.map((word) => (
            <li key={word} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700">
              {word}
              <button
                type="button"
                aria-label={messages.removeWord(word)}
                className="rounded-full p-0.5 hover:bg-brand-100"
                onClick={() => onChange(value.filter((w) => w !== word))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
