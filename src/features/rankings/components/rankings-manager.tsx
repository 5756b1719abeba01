import { useState } from 'react';
import { RANK_KEYWORD_MAX_LENGTH, RANK_NUMBER_NOTE, RANK_URL_MAX_LENGTH } from '@contracts/rankings';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useRankings } from '../api/get-rankings';
import { useAddRankTarget } from '../api/target-actions';
import { rankWords } from '../messages';
import { RankTargetRow } from './rank-target-row';

function AddTargetForm({ used, limit }: { used: number; limit: number }) {
  const [url, setUrl] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddRankTarget();
  return (
    <form
      aria-label={rankWords.addTitle}
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        add.mutate(
          { url, keyword },
          {
            onSuccess: () => {
              setUrl('');
              setKeyword('');
              toast({ title: rankWords.added });
            },
            onError: (err) => setError(err instanceof ApiError ? err.message : rankWords.failed),
          },
        );
      }}
    >
      <Field label={rankWords.url}>
        {(p) => (
          <Input
            {...p}
            type="url"
            inputMode="url"
            required
            maxLength={RANK_URL_MAX_LENGTH}
            placeholder="https://blog.naver.com/아이디/글번호"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </Field>
      <Field label={rankWords.keyword}>
        {(p) => <Input {...p} required maxLength={RANK_KEYWORD_MAX_LENGTH} value={keyword} onChange={(e) => setKeyword(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={add.isPending || used >= limit}>
        {rankWords.add}
      </Button>
      <p className="text-xs text-slate-500 sm:col-span-3">{rankWords.addHint(used, limit)}</p>
      <FormError message={error} />
    </form>
  );
}

/** `/rankings`: every tracked post, a URL added by hand, the CSV, and what the number means. */
export function RankingsManager() {
  const rankings = useRankings();
  if (rankings.isPending) return <Loading />;
  if (rankings.isError) return <LoadError message={rankings.error.message} />;
  const { targets, available, manual } = rankings.data;
  return (
    <div className="space-y-5">
      {!available ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{rankWords.unavailable}</p> : null}
      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{rankWords.listLabel}</h2>
          <a className={buttonClass('secondary', 'sm')} href="/api/rankings/export.csv" download>
            {rankWords.csv}
          </a>
        </CardHeader>
        <CardBody>
          {targets.length === 0 ? (
            <p className="text-sm text-slate-500">{rankWords.empty}</p>
          ) : (
            <ul aria-label={rankWords.listLabel} className="divide-y divide-slate-100">
              {targets.map((t) => (
                <RankTargetRow key={t.id} target={t} />
              ))}
            </ul>
          )}
          <p className="mt-3 text-xs leading-5 text-slate-500">{RANK_NUMBER_NOTE}</p>
        </CardBody>
      </Card>
      {manual.limit > 0 ? (
        <Card>
          <CardHeader>
            <h2 className="font-semibold text-slate-900">{rankWords.addTitle}</h2>
          </CardHeader>
          <CardBody>
            <AddTargetForm used={manual.used} limit={manual.limit} />
          </CardBody>
        </Card>
      ) : null}
    </div>
  );
}
