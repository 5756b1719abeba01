import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { GenerationInputDraft } from '@contracts/generation';
import { useKeywordLists } from '@/features/keywords/api/get-keyword-lists';
import { usePrompts } from '@/features/prompts/api/get-prompts';
import { WriteWorkspace } from '@/features/write/components/write-workspace';
import { useAuthStore } from '@/stores/auth-store';

/** `/`: the write page. A re-run from history arrives with its inputs in the navigation state. */
export function WritePage() {
  const member = useAuthStore((s) => s.isAuthenticated);
  const prompts = usePrompts(member);
  const lists = useKeywordLists(member);
  const savedKeywords = (lists.data?.lists ?? [])
    .map((l) => ({ listName: l.name, keywords: l.items.map((i) => i.keyword) }))
    .filter((l) => l.keywords.length > 0);
  const [params] = useSearchParams();
  // A re-run from history brings its inputs; keyword pages and report mails link with ?keyword=&title=.
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
      <div>
        <h1 className="text-2xl font-bold text-slate-900">글쓰기</h1>
        <p className="mt-1 text-slate-600">키워드를 입력하면 검색에 강한 블로그 글을 바로 써 드립니다.</p>
      </div>
      <WriteWorkspace
        key={rerun ? JSON.stringify(rerun) : 'new'}
        presets={prompts.data?.presets ?? []}
        templates={prompts.data?.templates ?? []}
        initial={rerun}
        savedKeywords={savedKeywords}
        autoStart={autoStart}
        onAutoStarted={started}
      />
    </section>
  );
}
