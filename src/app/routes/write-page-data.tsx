import { useEffect, useMemo } from 'react';
import type { PromptTemplate } from '@contracts/prompts';
import { usePricing } from '@/features/credits';
import { useKeywordLists } from '@/features/keywords/api/get-keyword-lists';
import { usePrompts } from '@/features/prompts/api/get-prompts';
import type { SavedKeywords } from '@/features/generations/components/saved-keyword-picker';

/** What the write page shows from the server besides the session: templates, saved keywords, the price. */
export type WriteData = {
  presets: PromptTemplate[];
  templates: PromptTemplate[];
  savedKeywords: SavedKeywords;
  /** Credits one post costs, asked only of a member who pays with credits. */
  price: number | null;
};

/**
 * Loads the write page's server data through TanStack Query and hands it up. It renders nothing: it is
 * its own chunk (with the query library) so that the form paints without either.
 */
export function WriteDataLoader({ member, pricing, onData }: { member: boolean; pricing: boolean; onData: (data: WriteData) => void }) {
  const prompts = usePrompts(member);
  const lists = useKeywordLists(member);
  const price = usePricing(pricing);
  const data = useMemo<WriteData>(
    () => ({
      presets: prompts.data?.presets ?? [],
      templates: prompts.data?.templates ?? [],
      savedKeywords: (lists.data?.lists ?? [])
        .map((l) => ({ listName: l.name, keywords: l.items.map((i) => i.keyword) }))
        .filter((l) => l.keywords.length > 0),
      price: pricing ? (price.data?.generation ?? null) : null,
    }),
    [prompts.data, lists.data, price.data, pricing],
  );
  useEffect(() => onData(data), [data, onData]);
  return null;
}
