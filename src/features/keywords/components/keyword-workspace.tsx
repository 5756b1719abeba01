import { useQueryClient } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { type KeywordRow, type LookupReply, MAX_SEEDS, normalizeSeeds } from '@contracts/keywords';
import { withJosa } from '@contracts/korean';
import { download } from '@/components/post/clipboard';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { Loading, LoadError } from '@/components/ui/load-state';
import { applyRemaining, confirmCreditSpend, usePricing, useWalletStore } from '@/features/credits';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useAddToList } from '../api/add-to-list';
import { useCreateList } from '../api/create-list';
import { useCredentials } from '../api/get-credentials';
import { useKeywordLists } from '../api/get-keyword-lists';
import { keywordsKeys } from '../api/keywords-keys';
import { useLookupKeywords } from '../api/lookup-keywords';
import { keywordsCsv } from '../keyword-csv';
import { CredentialsPanel } from './credentials-panel';
import { KeywordInsight } from './keyword-insight';
import { KeywordListsPanel } from './keyword-lists-panel';
import { KeywordTable } from './keyword-table';
import { TrendPanel } from './trend-panel';
import { fetchedAtLabel } from '../keyword-format';
import { messages } from '../messages';
import { formatCount } from '@/lib/format-count';

const DEFAULT_LIST = messages.defaultList;

/** `/keyword`: connect credentials, look up to five seeds, study and export the table, save keywords. */
export function KeywordWorkspace({ onWrite }: { onWrite: (keyword: string) => void }) {
  const queryClient = useQueryClient();
  const credentials = useCredentials();
  const lists = useKeywordLists();
  const createList = useCreateList();
  const addToList = useAddToList();
  const advCount = useAuthStore((s) => s.advCount);
  const totalCredits = useWalletStore((s) => s.totalCredits);
  const pricing = usePricing(advCount === 0);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<LookupReply | null>(null);
  const [trendKeyword, setTrendKeyword] = useState<string | null>(null);
  const [targetList, setTargetList] = useState('');
  const seeds = normalizeSeeds(typed.split(','));
  const lookup = useLookupKeywords({
    onSuccess: (reply) => {
      setResult(reply);
      setTrendKeyword(null);
      applyRemaining(reply.remaining);
    },
    onError: (err) => toast({ title: messages.lookupFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
  });
  // At 0 free lookups a lookup costs credits: say how many and ask first (a cached repeat stays free).
  const submit = async () => {
    if (seeds.length < 1 || seeds.length > MAX_SEEDS) return;
    if (advCount === 0) {
      const note = messages.cacheNote;
      if (!(await confirmCreditSpend({ ...messages.spend, price: 'keywordLookup', balance: totalCredits, note, freeIfCached: true }))) return;
    }
    lookup.mutate(seeds);
  };
  const save = async (row: KeywordRow) => {
    try {
      const listId = targetList || lists.data?.lists[0]?.id || (await createList.mutateAsync(DEFAULT_LIST)).id;
      await addToList.mutateAsync({ listId, keyword: row.keyword, totalSearches: row.totalSearches });
      await queryClient.invalidateQueries({ queryKey: keywordsKeys.lists });
      toast({ title: messages.savedToList(withJosa(`"${row.keyword}"`, '을/를')) });
    } catch (err) {
      toast({ title: messages.saveFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    }
  };
  if (credentials.isPending) return <Loading />;
  if (credentials.isError) return <LoadError message={credentials.error.message} />;
  // Without their own key the glance at one keyword is what a member can use, so it comes first; with a
  // key the lookup table leads and the glance follows it.
  const connected = credentials.data.connected;
  const insight = <KeywordInsight connected={connected} />;
  return (
    <div className="space-y-5">
      {connected ? null : insight}
      <CredentialsPanel status={credentials.data} />
      {credentials.data.documentsNote ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{credentials.data.documentsNote}</p> : null}
      {credentials.data.connected ? (
        <Card>
          <CardBody>
            <form
              className="flex flex-col gap-2 sm:flex-row"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Input
                aria-label={messages.seedsLabel}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={messages.seedsPlaceholder}
                className="h-11 shrink-0 text-base sm:flex-1"
              />
              <Button type="submit" size="lg" disabled={lookup.isPending || seeds.length === 0 || seeds.length > MAX_SEEDS}>
                <Search className="size-5" aria-hidden />
                {lookup.isPending ? messages.looking : messages.lookup}
              </Button>
            </form>
            <p className={`mt-2 text-xs ${seeds.length > MAX_SEEDS ? 'text-red-600' : 'text-slate-500'}`}>
              {seeds.length > MAX_SEEDS ? messages.tooManySeeds(MAX_SEEDS) : advCount === 0
                  ? messages.creditsPerLookup(pricing.data ? formatCount(pricing.data.keywordLookup) : null, formatCount(totalCredits))
                  : messages.countPerLookup(advCount)}
            </p>
          </CardBody>
        </Card>
      ) : null}
      {result ? (
        <section aria-label={messages.resultLabel} className="space-y-3">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <span>
              {messages.resultSummary(result.seeds.join(', '), result.rows.length, fetchedAtLabel(result.fetchedAt))}
              {result.cached ? messages.cachedNote : ''}
            </span>
            <div className="ml-auto flex items-center gap-2">
              <label className="flex items-center gap-1">
                {messages.targetList}
                <select value={targetList} onChange={(e) => setTargetList(e.target.value)} className="h-8 rounded border border-slate-300 text-xs">
                  <option value="">{lists.data?.lists[0]?.name ?? DEFAULT_LIST}</option>
                  {lists.data?.lists.slice(1).map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button size="sm" variant="secondary" onClick={() => download(messages.csvName(result.seeds.join('-')), keywordsCsv(result.rows), 'text/csv;charset=utf-8')}>
                <Download className="size-4" aria-hidden /> {messages.exportCsv}
              </Button>
            </div>
          </div>
          <KeywordTable rows={result.rows} onWrite={onWrite} onTrend={setTrendKeyword} onSave={(row) => void save(row)} />
          <p className="text-xs text-slate-500">
            {messages.sourcePrefix}
            {result.sources.volume}
            {result.sources.documents ? ` · ${result.sources.documents}` : ''}
            {messages.saturationNote}
            {result.documentsNote ? ` ${result.documentsNote}` : ''}
          </p>
        </section>
      ) : null}
      {trendKeyword ? <TrendPanel keyword={trendKeyword} /> : null}
      {connected ? insight : null}
      <KeywordListsPanel onWrite={onWrite} />
    </div>
  );
}
