import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useMarkPackPublished, usePublishPack } from '../api/publications';
import { m } from '../messages';

/** Copies rich HTML (so the blog editor keeps headings and bold), with plain text as the fallback. */
async function copyHtml(html: string) {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([text], { type: 'text/plain' }) })]);
  } else await navigator.clipboard.writeText(html);
}

const copied = (what: string) => () => toast({ title: m.packCopied(what) });
const copyFailed = () => toast({ title: m.copyFailed, variant: 'destructive' });

/** One line of the pack (the title, the tags) with its own copy button. */
function CopyLine({ label, text, shown = text }: { label: string; text: string; shown?: string }) {
  return (
    <section className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{label}</h3>
        <Button size="sm" variant="secondary" onClick={() => navigator.clipboard.writeText(text).then(copied(label), copyFailed)}>
          {m.packCopy(label)}
        </Button>
      </div>
      <p className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm break-words text-slate-800">{shown}</p>
    </section>
  );
}

/** A Naver/Tistory publish pack: copy the title and the body apart, get the images, tags, checklist; paste the URL back. */
export function PublishPackView({ id, onClose }: { id: string; onClose(): void }) {
  const pack = usePublishPack(id);
  const mark = useMarkPackPublished(id);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  if (pack.isPending) return <Loading />;
  if (pack.isError) return <LoadError message={pack.error.message} />;
  const p = pack.data;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {m.packTitle}: {p.title}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {m.close}
        </Button>
      </CardHeader>
      <CardBody className="space-y-5">
        <CopyLine label={m.packPostTitle} text={p.title} />
        <section className="space-y-2">
          <div className="flex items-center justify-between">
            <h3 className="text-sm font-semibold">{m.packHtml}</h3>
            <Button size="sm" onClick={() => copyHtml(p.html).then(() => toast({ title: m.copied }), copyFailed)}>
              {m.copyHtml}
            </Button>
          </div>
          <div className="post-body max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white p-3 [&_img]:h-auto [&_img]:max-w-full" dangerouslySetInnerHTML={{ __html: p.html }} />
        </section>
        {p.images.length ? (
          <section className="space-y-2">
            <div className="flex items-center justify-between">
              <h3 className="text-sm font-semibold">{m.packImages}</h3>
              <a href={p.zipUrl} className="inline-flex h-8 items-center rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-50" download>
                {m.packZip}
              </a>
            </div>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {p.images.map((img) => (
                <li key={img.fileName} className="space-y-1 text-xs text-slate-600">
                  <img src={img.url} alt={img.alt || img.fileName} className="aspect-square w-full rounded object-cover" />
                  <p className="font-medium text-slate-800">{img.fileName}</p>
                  <p>{img.alt ? m.packAlt(img.alt) : m.packNoAlt}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : (
          <p className="text-sm text-slate-500">{m.packNoImages}</p>
        )}
        {p.tags.length ? <CopyLine label={m.packTags} text={p.tags.join(',')} shown={p.tags.map((t) => `#${t}`).join(' ')} /> : null}
        <section>
          <h3 className="text-sm font-semibold">{m.packChecklist}</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {p.checklist.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
        </section>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            mark.mutate(url, {
              onSuccess: () => {
                toast({ title: m.packMarked });
                onClose();
              },
              onError: (err) => setError(err instanceof ApiError ? err.message : undefined),
            });
          }}
        >
          <Field label={m.packUrl} className="flex-1">{(f) => <Input {...f} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://blog.naver.com/…" />}</Field>
          <Button type="submit" disabled={mark.isPending}>
            {m.packDone}
          </Button>
        </form>
        <FormError message={error} />
      </CardBody>
    </Card>
  );
}
