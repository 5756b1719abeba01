import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { GenerationInputDraft } from '@contracts/generations';
import type { WriteData } from './write-page-data';
import { WriteWorkspace } from '@/features/generations';
import { useAuthStore } from '@/stores/auth-store';

// The page's server data (templates, saved keywords, the price) comes with TanStack Query in a part of its
// own, so that a visitor's first screen — the form — needs neither (route-table: `withoutQuery`).
const WriteDataLoader = lazy(() =>
  Promise.all([import('@/lib/query-provider'), import('./write-page-data')]).then(([{ WithQueryClient }, { WriteDataLoader: Loader }]) => ({
    default: (props: Parameters<typeof Loader>[0]) => (
      <WithQueryClient>
        <Loader {...props} />
      </WithQueryClient>
    ),
  })),
);

const noWriteData: WriteData = { presets: [], templates: [], savedKeywords: [], price: null };

/**
 * True once the data is wanted: at once for a member (the counter shows the price, the form their
 * templates); for a visitor, whose form shows only the shared presets, at the first key or touch.
 */
function useDataWanted(member: boolean) {
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (member || touched) return;
    const events = ['pointerdown', 'keydown'] as const;
    const want = () => setTouched(true);
    for (const e of events) window.addEventListener(e, want, { capture: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, want, true);
    };
  }, [member, touched]);
  return member || touched;
}

/** `/`: the write page. A re-run from history arrives with its inputs in the navigation state. */
export function WritePage() {
  const member = useAuthStore((s) => s.isAuthenticated);
  const payingWithCredits = useAuthStore((s) => s.isAuthenticated && s.genCount === 0);
  const wanted = useDataWanted(member);
  const [data, setData] = useState<WriteData>(noWriteData);
  const [params] = useSearchParams();
  // A re-run from history brings its inputs; keyword pages and report mails link with ?keyword=&title= (the
  // mails add research=1), which opens the research panel on that keyword.
  const fromLink = params.get('keyword') ? { keyword: params.get('keyword') ?? '', title: params.get('title') ?? '' } : undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { rerun?: Partial<GenerationInputDraft>; autoStart?: boolean } | null;
  const rerun = state?.rerun ?? fromLink;
  // "같은 설정으로 다시 쓰기" starts at once; the flag is dropped so a reload does not spend again.
  const autoStart = Boolean(state?.rerun && state.autoStart);
  const started = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: { rerun: state?.rerun } });
  return (
    <section className="space-y-5">
      {/* Not PageHeading: this page arrives rendered whole, and that component's chunk would be one more file on its first load. */}
      <div>
        <h1 className="text-2xl font-bold text-slate-900">글쓰기</h1>
        <p className="mt-1 text-slate-600">키워드를 입력하면 검색에 강한 블로그 글을 바로 써 드립니다.</p>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <WriteDataLoader member={member} pricing={payingWithCredits} onData={setData} />
        </Suspense>
      ) : null}
      <WriteWorkspace
        key={rerun ? JSON.stringify(rerun) : 'new'}
        presets={data.presets}
        templates={data.templates}
        price={data.price}
        initial={rerun}
        savedKeywords={data.savedKeywords}
        autoStart={autoStart}
        onAutoStarted={started}
        openResearch={Boolean(fromLink) || params.get('research') === '1'}
      />
    </section>
  );
}
