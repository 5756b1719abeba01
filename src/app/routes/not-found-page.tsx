import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTitleOverride } from '../layouts/document-title';

/** The tab's title and the heading's first line: Korean first. */
export const NOT_FOUND_TITLE = '페이지를 찾을 수 없습니다';
// Spec §2's words, kept under the Korean heading.
const SPEC_NOT_FOUND = 'Page not found';

/** Spec §2: unknown routes show a 404 page, 'Page not found' (here under its Korean heading). */
export function NotFoundPage() {
  // Routes such as /:product and /blog/:id end here when nothing matches: the tab says so too.
  useEffect(() => {
    useTitleOverride.setState({ title: NOT_FOUND_TITLE, exact: false });
    return () => useTitleOverride.setState({ title: null, exact: false });
  }, []);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {NOT_FOUND_TITLE}{' '}
        <span lang="en" className="mt-1 block text-base font-medium text-slate-500">
          {SPEC_NOT_FOUND}
        </span>
      </h1>
      <p className="mt-3 text-slate-600">주소가 바뀌었거나 삭제된 페이지일 수 있어요.</p>
      <Link to={paths.home.href()} className={buttonClass('primary', 'md', 'mt-6')}>
        홈으로 돌아가기
      </Link>
    </section>
  );
}
