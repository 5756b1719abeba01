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
import { addToList } from '../api/add-to-list';
import { createList } from '../api/create-list';
import { useCredentials } from '../api/get-credentials';
import { useKeywordLists } from '../api/get-keyword-lists';
import { keywordKeys } from '../api/keywords-keys';
import { useLookupKeywords } from '../api/lookup-keywords';
import { keywordsCsv } from '../keyword-csv';
import { CredentialsPanel } from './credentials-panel';
import { KeywordListsPanel } from './keyword-lists-panel';
import { KeywordTable } from './keyword-table';
import { TrendPanel } from './trend-panel';
import { fetchedAtLabel } from '../keyword-format';

const DEFAULT_LIST = '기본 목록';

/** `/keyword`: connect credentials, look up to five seeds, study and export the table, save keywords. */
export function KeywordWorkspace({ onWrite }: { onWrite: (keyword: string) => void }) {
  const queryClient = useQueryClient();
  const credentials = useCredentials();
  const lists = useKeywordLists();
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
    onError: (err) => toast({ title: '조회하지 못했습니다', description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
  });
  // At 0 free lookups a lookup costs credits: say how many and ask first (a cached repeat stays free).
  const submit = async () => {
    if (seeds.length < 1 || seeds.length > MAX_SEEDS) return;
    if (advCount === 0) {
      const note = '24시간 안에 같은 키워드로 조회한 적이 있으면 차감되지 않습니다.';
      if (!(await confirmCreditSpend({ action: '조회 1번', counterName: '남은 키워드 조회 횟수', price: 'keywordLookup', balance: totalCredits, note, freeIfCached: true }))) return;
    }
    lookup.mutate(seeds);
  };
  const save = async (row: KeywordRow) => {
    try {
      const listId = targetList || lists.data?.lists[0]?.id || (await createList(DEFAULT_LIST)).id;
      await addToList(listId, row.keyword, row.totalSearches);
      await queryClient.invalidateQueries({ queryKey: keywordKeys.lists });
      toast({ title: `${withJosa(`"${row.keyword}"`, '을/를')} 목록에 저장했습니다` });
    } catch (err) {
      toast({ title: '저장하지 못했습니다', description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    }
  };
  if (credentials.isPending) return <Loading />;
  if (credentials.isError) return <LoadError message={credentials.error.message} />;
  return (
    <div className="space-y-5">
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
                aria-label="조회할 키워드"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder="키워드를 쉼표로 구분해 최대 5개 (예: 캠핑, 차박)"
                className="h-11 shrink-0 text-base sm:flex-1"
              />
              <Button type="submit" size="lg" disabled={lookup.isPending || seeds.length === 0 || seeds.length > MAX_SEEDS}>
                <Search className="size-5" aria-hidden />
                {lookup.isPending ? '조회 중…' : '키워드 조회'}
              </Button>
            </form>
            <p className={`mt-2 text-xs ${seeds.length > MAX_SEEDS ? 'text-red-600' : 'text-slate-500'}`}>
              {seeds.length > MAX_SEEDS ? `키워드는 한 번에 ${MAX_SEEDS}개까지 조회할 수 있습니다.` : advCount === 0
                  ? `남은 키워드 조회 횟수가 없어 조회 1번에 ${pricing.data ? `크레딧 ${pricing.data.keywordLookup.toLocaleString('ko-KR')}개가` : '크레딧이'} 차감됩니다 (보유 ${totalCredits.toLocaleString('ko-KR')}, 같은 키워드는 24시간 동안 무료로 다시 봅니다).`
                  : `조회 1번에 키워드 조회 1회가 차감됩니다 (남은 ${advCount}회, 같은 키워드는 24시간 동안 무료로 다시 봅니다).`}
            </p>
          </CardBody>
        </Card>
      ) : null}
      {result ? (
        <section aria-label="조회 결과" className="space-y-3">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <span>
              {result.seeds.join(', ')} · 연관 키워드 {result.rows.length}개 · {fetchedAtLabel(result.fetchedAt)} 조회{result.cached ? ' (24시간 내 같은 조회, 차감 없음)' : ''}
            </span>
            <div className="ml-auto flex items-center gap-2">
              <label className="flex items-center gap-1">
                저장할 목록
                <select value={targetList} onChange={(e) => setTargetList(e.target.value)} className="h-8 rounded border border-slate-300 text-xs">
                  <option value="">{lists.data?.lists[0]?.name ?? DEFAULT_LIST}</option>
                  {lists.data?.lists.slice(1).map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button size="sm" variant="secondary" onClick={() => download(`키워드-${result.seeds.join('-')}.csv`, keywordsCsv(result.rows), 'text/csv;charset=utf-8')}>
                <Download className="size-4" aria-hidden /> CSV 내보내기
              </Button>
            </div>
          </div>
          <KeywordTable rows={result.rows} onWrite={onWrite} onTrend={setTrendKeyword} onSave={(row) => void save(row)} />
          <p className="text-xs text-slate-500">
            출처: {result.sources.volume}
            {result.sources.documents ? ` · ${result.sources.documents}` : ''}. 포화도 = (블로그+카페 문서 수) ÷ 월간 검색수, 낮을수록 쓸 만한 키워드입니다.
            {result.documentsNote ? ` ${result.documentsNote}` : ''}
          </p>
        </section>
      ) : null}
      {trendKeyword ? <TrendPanel keyword={trendKeyword} /> : null}
      <KeywordListsPanel onWrite={onWrite} />
    </div>
  );
}
