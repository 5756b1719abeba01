import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FooterFacts } from '@/features/site';
import { cn } from '@/lib/cn';
import { AccountButton } from './account-button';
import { Logo } from './logo';

/**
 * The width a layout's header, page and footer share, so the footer's first line starts where the page does.
 * Public pages read at 3xl; the app's pages and the focused flows (the editor) use 5xl.
 */
export type ShellWidth = 'max-w-3xl' | 'max-w-5xl';

export function SiteFooter({ width = 'max-w-5xl' }: { width?: ShellWidth }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className={cn('mx-auto flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-6 text-xs text-slate-500 sm:px-6', width)}>
        <span>© 글빛</span>
        <Link to={paths.terms.href()} className="hover:text-slate-800">
          이용약관
        </Link>
        <Link to={paths.privacy.href()} className="font-semibold hover:text-slate-800">
          개인정보처리방침
        </Link>
        <Link to={paths.company.href()} className="hover:text-slate-800">
          회사 소개
        </Link>
        <Link to={paths.guide.href()} className="hover:text-slate-800">
          이용 가이드
        </Link>
        <Link to={paths.contents.href()} className="hover:text-slate-800">
          콘텐츠
        </Link>
        <FooterFacts />
      </div>
    </footer>
  );
}

/** The header of the pages without the sidebar: the way home, the way to write, and the account. */
export function SiteHeader({ width }: { width: ShellWidth }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={cn('mx-auto flex h-14 items-center gap-4 px-4 sm:px-6', width)}>
        <Logo />
        <nav aria-label="바로가기" className="text-sm">
          <Link to={paths.home.href()} className="text-slate-600 hover:text-slate-900">
            글쓰기
          </Link>
        </nav>
        <div className="ml-auto">
          <AccountButton />
        </div>
      </div>
    </header>
  );
}

/** Public pages: a plain header, the page, the footer (spec layout "default"), all at one width. */
export function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader width="max-w-3xl" />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter width="max-w-3xl" />
    </div>
  );
}
