import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NotFoundPage } from './not-found-page';

export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_TITLE = 'Internal Server Error';

/** Spec §2: 404 shows the not-found page; any other error shows its status (default 500). */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="min-h-dvh bg-slate-50 px-4">
        <NotFoundPage />
      </div>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : DEFAULT_ERROR_STATUS;
  const title = isRouteErrorResponse(error) && error.statusText ? error.statusText : DEFAULT_ERROR_TITLE;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <section className="max-w-md text-center" role="alert">
        <p className="text-6xl font-black text-red-600">{status}</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.</p>
        <div className="mt-6 flex justify-center gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => location.reload()}>
            새로고침
          </button>
          <Link to={paths.home.href()} className={buttonClass('primary')} reloadDocument>
            홈으로 돌아가기
          </Link>
        </div>
      </section>
    </div>
  );
}

/** Shows the error page instead of the app when a page throws while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
