import { useParams } from 'react-router-dom';
import { ArticleList, ArticleView } from '@/features/contents';
import { NotFoundPage } from './not-found-page';

/** `/contents`: the article library. */
export function ContentsPage() {
  return <ArticleList />;
}

/** `/contents/{id}`: an empty id, a draft or an unknown id is a 404 (spec §2). */
export function ContentPage() {
  const { id = '' } = useParams();
  if (!id.trim()) return <NotFoundPage />;
  return <ArticleView id={id} notFound={<NotFoundPage />} />;
}
