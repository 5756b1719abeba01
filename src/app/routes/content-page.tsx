import { useParams } from 'react-router-dom';
import type { PageProps } from '../route-table';
import { NotFoundPage } from './not-found-page';
import { PendingPage } from './pending-page';

/** `/contents/{id}`: an empty id is a 404 (spec §2); the library itself is still being built. */
export function ContentPage(props: PageProps) {
  const { id } = useParams();
  if (!id?.trim()) return <NotFoundPage />;
  return <PendingPage {...props} />;
}
