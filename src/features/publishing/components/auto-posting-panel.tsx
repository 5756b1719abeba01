import { useSearchParams } from 'react-router-dom';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/load-state';
import { useRecentPosts } from '../api/publications';
import { m } from '../messages';
import { PublicationList } from './publication-list';
import { PublishForm } from './publish-form';
import { PublishPackView } from './publish-pack-view';

/** `/auto-posting`: publish a history post now or later, follow each publication, open packs. */
export function AutoPostingPanel() {
  const [params, setParams] = useSearchParams();
  const posts = useRecentPosts();
  const pack = params.get('pack');
  const ready = (posts.data?.items ?? []).filter((p) => p.status === 'completed' || p.status === 'stopped').map((p) => ({ id: p.id, title: p.title || p.keyword }));
  return (
    <div className="space-y-6">
      {pack ? <PublishPackView id={pack} onClose={() => setParams({}, { replace: true })} /> : null}
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{m.newPublication}</h2>
        </CardHeader>
        <CardBody>{posts.isPending ? <Loading /> : <PublishForm posts={ready} />}</CardBody>
      </Card>
      <PublicationList />
    </div>
  );
}
