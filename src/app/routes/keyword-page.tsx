import { useNavigate } from 'react-router-dom';
import { KeywordWorkspace } from '@/features/keywords';
import { paths } from '@/config/paths';

/** `/keyword`: keyword research; a keyword opens the write page with it filled in. */
export function KeywordPage() {
  const navigate = useNavigate();
  return (
    <section className="space-y-5">
      {/* PageHeading's markup written out (data-page-heading is how the server finds it for the frame): that component's
          chunk was the one more file that took this page's first load past 120 KB. */}
      <div data-page-heading="">
        <h1 className="text-2xl font-bold text-slate-900">키워드 분석</h1>
        <p className="mt-1 text-slate-600">네이버 검색량과 문서 수로 쓸 만한 키워드를 찾습니다.</p>
      </div>
      <KeywordWorkspace onWrite={(keyword) => navigate(`${paths.home.href()}?${new URLSearchParams({ keyword })}`)} />
    </section>
  );
}
