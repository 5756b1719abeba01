import { useParams } from 'react-router-dom';
import { SharedPost } from '@/features/generations/components/shared-post';
import { NotFoundPage } from './not-found-page';

export function SharedPostPage() {
  const { id = '' } = useParams();
  return <SharedPost shareId={id} notFound={<NotFoundPage />} />;
}
