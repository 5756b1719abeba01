import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FooterFacts } from '@/features/site';
import { AccountButton } from './account-button';
import { Logo } from './logo';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-6 text-xs text-slate-500 sm:px-6">
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

/** Public pages: a plain header, the page, the footer (spec layout "default"). */
export function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="바로가기" className="hidden text-sm sm:block">
            <Link to={paths.home.href()} className="text-slate-600 hover:text-slate-900">
              글쓰기
            </Link>
          </nav>
          <div className="ml-auto">
            <AccountButton />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
