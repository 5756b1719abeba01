import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { readPost, rewritePostSection, savePost } from '../api/section-rewrite';
import { rankWords } from '../messages';
import { headingsOf, replaceSection } from '../section-text';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** '섹션 다시 쓰기' for a post whose rank fell: pick a heading, the writer rewrites that part, the post is saved. */
export function SectionRewriteDialog({ generationId, title, onClose }: { generationId: string; title: string; onClose: () => void }) {
  const post = useQuery({ queryKey: ['rankings', 'post', generationId], queryFn: () => readPost(generationId) });
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const headings = post.data ? headingsOf(post.data.content) : [];
  const heading = picked || headings[0] || '';
  const run = async () => {
    if (!post.data || !heading) return;
    setBusy(true);
    try {
      const { markdown } = await rewritePostSection(generationId, heading, post.data.content);
      await savePost(generationId, replaceSection(post.data.content, heading, markdown));
      await post.refetch();
      toast({ title: rankWords.sectionDone(heading), description: rankWords.sectionHint });
      onClose();
    } catch (err) {
      toast({ title: rankWords.failed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={rankWords.sectionTitle} description={title}>
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-600">{rankWords.sectionHint}</p>
          {post.isPending ? (
            <Loading />
          ) : post.isError ? (
            <LoadError message={post.error.message} />
          ) : headings.length === 0 ? (
            <p className="text-sm text-slate-500">{rankWords.sectionNone}</p>
          ) : (
            <Field label={rankWords.sectionPick}>
              {(p) => (
                <select {...p} className={selectClass} value={heading} onChange={(e) => setPicked(e.target.value)}>
                  {headings.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Link className="self-center text-sm text-brand-700 underline" to={paths.wblog.href(generationId)}>
              {rankWords.sectionOpen}
            </Link>
            <Button onClick={() => void run()} disabled={busy || !heading}>
              {rankWords.sectionRun}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
