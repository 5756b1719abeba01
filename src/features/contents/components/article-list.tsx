import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@contracts/contents';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatSeoul } from '@/lib/format-seoul';
import { useArticles } from '../api/get-articles';
import { contentWords as w } from '../messages';

const isCategory = (v: string | null): v is ArticleCategory => (ARTICLE_CATEGORIES as readonly string[]).includes(v ?? '');

/** `/contents`: the article library — category, search and pages live in the address, so a link keeps them. */
export function ArticleList() {
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category')) ? (params.get('category') as ArticleCategory) : undefined;
  const q = params.get('q')?.trim() || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const articles = useArticles({ category, q, page });
  const go = (next: { category?: ArticleCategory | undefined; q?: string | undefined; page?: number }) => {
    const merged = { category, q, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.category) search.set('category', merged.category);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const pages = articles.data ? Math.max(1, Math.ceil(articles.data.total / articles.data.pageSize)) : 1;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{w.title}</h1>
        <p className="mt-1 text-slate-600">{w.lead}</p>
      </header>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined });
        }}
      >
        <Input name="q" type="search" aria-label={w.search} placeholder={w.searchPlaceholder} defaultValue={q ?? ''} key={q ?? ''} />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden />
          {w.searchButton}
        </Button>
      </form>
      <nav aria-label={w.categories} className="flex flex-wrap gap-2">
        {[undefined, ...ARTICLE_CATEGORIES].map((c) => (
          <button
            key={c ?? 'all'}
            type="button"
            aria-pressed={c === category}
            onClick={() => go({ category: c })}
            className={cn('rounded-full border px-3 py-1.5 text-sm', c === category ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
          >
            {c ?? w.all}
          </button>
        ))}
      </nav>
      {articles.isPending ? <Loading className="py-10" /> : articles.error ? <LoadError message={articles.error.message} /> : articles.data.items.length === 0 ? (
        <p className="rounded-lg bg-slate-100 px-4 py-6 text-center text-slate-600">{w.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {articles.data.items.map((a) => (
            <li key={a.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              {a.coverImageUrl ? <img src={a.coverImageUrl} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" /> : null}
              <div className="p-4">
                <p className="text-xs font-medium text-brand-700">{a.category}</p>
                <h2 className="mt-1 font-semibold text-slate-900">
                  <Link to={paths.content.href(a.id)} className="hover:underline">
                    {a.title}
                  </Link>
                </h2>
                <p className="mt-1 line-clamp-3 text-sm text-slate-600">{a.summary}</p>
                {a.publishedAt ? <p className="mt-2 text-xs text-slate-500">{w.published(formatSeoul(a.publishedAt, { dateStyle: 'long' }))}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={w.pagination} className="flex items-center justify-center gap-3 text-sm">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>{w.prev}</Button>
          <span className="text-slate-600">{w.pageOf(page, pages)}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>{w.next}</Button>
        </nav>
      ) : null}
    </div>
  );
}
