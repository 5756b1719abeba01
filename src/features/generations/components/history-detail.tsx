import { useQueryClient } from '@tanstack/react-query';
import { Link2, Link2Off, Pencil, RotateCcw, Trash2, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { GenerationDetail } from '@contracts/generations';
import { copyText } from '@/components/post/clipboard';
import { PostToolbar } from '@/components/post/post-toolbar';
import { PostView } from '@/components/post/post-view';
import { SeoPanel } from '@/components/post/seo-panel';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { toast } from '@/components/ui/toast-store';
import { Loading, LoadError } from '@/components/ui/load-state';
import { ApiError } from '@/lib/api-client';
import { useGenerationDetail } from '../api/get-generation-detail';
import { historyKeys } from '../api/history-keys';
import { useRemoveGeneration } from '../api/remove-generation';
import { useShareGeneration } from '../api/share-generation';
import { useUnshareGeneration } from '../api/unshare-generation';
import { formatSeoul } from '@/lib/format-seoul';
import { statusLabels } from './history-list';
import { PostScoreCard } from './post-score-card';
import { postMessages } from '../post.messages';
import { scoreMessages } from '../score.messages';

type Props = { id: string; onClose: () => void; onRerun: (input: GenerationDetail['input']) => void; shareUrl: (shareId: string) => string };

const fail = (title: string) => (err: unknown) =>
  toast({ title, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });

/**
 * One saved post: read, copy, download, delete, re-run, share or revoke the share; editing is one action, the
 * editor (/wblog), which also saves, sets the featured image and publishes.
 */
export function HistoryDetail({ id, onClose, onRerun, shareUrl }: Props) {
  const queryClient = useQueryClient();
  const detail = useGenerationDetail(id);
  const removePost = useRemoveGeneration();
  const sharePost = useShareGeneration();
  const unsharePost = useUnshareGeneration();
  const refresh = (next?: GenerationDetail) => {
    if (next) queryClient.setQueryData(historyKeys.detail(id), next);
    void queryClient.invalidateQueries({ queryKey: historyKeys.all });
  };
  if (detail.isPending) return <Loading label={postMessages.loadingPost} />;
  if (detail.isError) return <LoadError message={detail.error.message} />;
  const post = detail.data;

  const remove = async () => {
    const ok = await confirm({
      title: postMessages.deleteTitle,
      message: postMessages.deleteMessage(post.title),
      confirmText: postMessages.delete,
      confirmColor: 'red',
      onConfirm: () => removePost.mutateAsync(id).then(() => undefined),
    }).catch((err: unknown) => {
      fail(postMessages.deleteFailed)(err);
      return false;
    });
    if (!ok) return;
    toast({ title: postMessages.deleted });
    refresh();
    onClose();
  };
  const share = async () => {
    try {
      const { shareId } = await sharePost.mutateAsync(id);
      refresh({ ...post, shareId, shared: true });
      await copyText(shareUrl(shareId)).catch(() => undefined);
      toast({ title: postMessages.shareCreated, description: postMessages.shareCopied(shareUrl(shareId)) });
    } catch (err) {
      fail(postMessages.shareFailed)(err);
    }
  };
  const unshare = async () => {
    try {
      await unsharePost.mutateAsync(id);
      refresh({ ...post, shareId: null, shared: false });
      toast({ title: postMessages.shareStopped, description: postMessages.shareStoppedDescription });
    } catch (err) {
      fail(postMessages.shareStopFailed)(err);
    }
  };

  return (
    <Card>
      <CardHeader className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-slate-900">{post.title}</h2>
          <p className="text-xs text-slate-500">
            {post.keyword} · {statusLabels[post.status]} · {postMessages.modelName(post.model)}
            {post.durationMs ? postMessages.seconds(post.durationMs) : ''}
            {post.outputTokens ? postMessages.tokens(post.outputTokens) : ''}
          </p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label={postMessages.close}>
          <X className="size-4" aria-hidden />
        </Button>
      </CardHeader>
      <CardBody className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Link to={paths.wblog.href(post.id)} className={buttonClass('primary', 'sm')}>
            <Pencil className="size-4" aria-hidden /> {postMessages.openEditor}
          </Link>
          <Button size="sm" variant="secondary" onClick={() => onRerun(post.input)}>
            <RotateCcw className="size-4" aria-hidden /> {postMessages.rewriteSame}
          </Button>
          {post.shareId ? (
            <Button size="sm" variant="secondary" onClick={() => void unshare()}>
              <Link2Off className="size-4" aria-hidden /> {postMessages.stopSharing}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => void share()}>
              <Link2 className="size-4" aria-hidden /> {postMessages.makeShareLink}
            </Button>
          )}
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => void remove()}>
            <Trash2 className="size-4" aria-hidden /> {postMessages.delete}
          </Button>
        </div>
        {post.shareId ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm break-all text-brand-800">
            {postMessages.sharingAt} <a href={shareUrl(post.shareId)} className="underline">{shareUrl(post.shareId)}</a>
          </p>
        ) : null}
        {post.errorMessage ? <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{post.errorMessage}</p> : null}
        {post.contentScore ? (
          <PostScoreCard
            score={post.contentScore}
            warnings={post.contentScore.warnings}
            note={scoreMessages.scoredAt(formatSeoul(post.contentScore.scoredAt, { dateStyle: 'medium', timeStyle: 'short' }))}
          />
        ) : post.status === 'completed' || post.status === 'stopped' ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{scoreMessages.none}</p>
        ) : null}
        <PostView markdown={post.content} markSlots />
        <PostToolbar markdown={post.content} title={post.title} />
        <SeoPanel markdown={post.content} keyword={post.keyword} platform={post.platform} length={post.input.length} />
      </CardBody>
    </Card>
  );
}
