import { useNavigate } from 'react-router-dom';
import { KeywordWorkspace } from '@/features/keywords';
import { paths } from '@/config/paths';
import { PageHeading } from '@/components/page-heading';

/** `/keyword`: keyword research; a keyword opens the write page with it filled in. */
export function KeywordPage() {
  const navigate = useNavigate();
  return (
    <section className="space-y-5">
      <PageHeading title="키워드 분석" summary="네이버 검색량과 문서 수로 쓸 만한 키워드를 찾습니다." />
      <KeywordWorkspace onWrite={(keyword) => navigate(`${paths.home.href()}?${new URLSearchParams({ keyword })}`)} />
    </section>
  );
}
