import { Link } from 'react-router-dom';
import { useMarkdownHtml } from '@/components/post/use-markdown';
import { buttonClass } from '@/components/ui/button';
import { LoadError, Loading } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { articleHtmlFromPage } from '@/lib/page-data';
import { formatSeoul } from '@/lib/format-seoul';
import { useArticle } from '../api/get-article';
import { contentWords as w } from '../messages';

function ArticleBody({ id, markdown }: { id: string; markdown: string }) {
  // The HTML the server rendered of this body when the page came with it; else sanitized by DOMPurify in
  // renderMarkdown, like every post the app shows.
  const html = useMarkdownHtml(markdown, 0, articleHtmlFromPage(id, markdown));
  return html === null ? <p className="whitespace-pre-wrap">{markdown}</p> : <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** `/contents/{id}`: one published article (Markdown, sanitized, cover image); `notFound` for anything else. */
export function ArticleView({ id, notFound }: { id: string; notFound: React.ReactNode }) {
  const article = useArticle(id);
  if (article.isPending) return <Loading className="py-16" />;
  if (article.isError) return article.error instanceof ApiError && article.error.status === 404 ? notFound : <LoadError message={article.error.message} />;
  const a = article.data;
  return (
    <article className="space-y-6">
      <p className="text-sm">
        <Link to={paths.contents.href()} className="text-brand-700 hover:underline">← {w.back}</Link>
      </p>
      <header>
        <p className="text-sm font-medium text-brand-700">{a.category}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{a.title}</h1>
        <p className="mt-2 text-slate-600">{a.summary}</p>
        {a.publishedAt ? <p className="mt-2 text-xs text-slate-500">{w.published(formatSeoul(a.publishedAt, { dateStyle: 'long' }))}</p> : null}
      </header>
      {a.coverImageUrl ? <img src={a.coverImageUrl} alt={a.title} className="w-full rounded-2xl border border-slate-200 object-cover" /> : null}
      <ArticleBody id={id} markdown={a.body} />
      <div className="border-t border-slate-200 pt-6 text-center">
        <p className="font-semibold text-slate-900">{w.ctaTitle}</p>
        <Link to={paths.home.href()} className={buttonClass('primary', 'md', 'mt-3')}>{w.cta}</Link>
      </div>
    </article>
  );
}
