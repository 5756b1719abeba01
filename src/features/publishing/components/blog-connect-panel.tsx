import type { BlogKind } from '@contracts/publishing';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useBlogs, useBloggerStart, useCheckBlog, useConnectBlog, useDeleteBlog, useGrantBlogs, useWordpressAuthorize } from '../api/blogs';
import { BLOG_KIND_LABELS, m } from '../messages';
import { Badge } from '@/components/ui/badge';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : undefined);

/** `/blog-connect`: the member's blogs, and connecting WordPress, Blogger, Naver Blog or Tistory. */
export function BlogConnectPanel() {
  const blogs = useBlogs();
  const remove = useDeleteBlog();
  const check = useCheckBlog();
  const onRemove = (id: string) =>
    remove.mutate(id, { onSuccess: () => toast({ title: m.removed }), onError: (e) => toast({ title: m.connectFailed, description: errorText(e), variant: 'destructive' }) });
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{m.connectedTitle}</h2>
        </CardHeader>
        <CardBody>
          {blogs.isPending ? (
            <Loading />
          ) : blogs.isError ? (
            <LoadError message={blogs.error.message} />
          ) : blogs.data.items.length === 0 ? (
            <p className="text-sm text-slate-500">{m.noBlogs}</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={m.connectedTitle}>
              {blogs.data.items.map((b) => (
                <li key={b.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {b.name}
                      <Badge>{BLOG_KIND_LABELS[b.kind]}</Badge>
                      <Badge tone={b.status === 'broken' ? 'danger' : 'success'}>
                        {b.status === 'broken' ? m.broken : m.active}
                      </Badge>
                    </p>
                    <a href={b.siteUrl} target="_blank" rel="noreferrer" className="block truncate text-sm text-brand-700 hover:underline">
                      {b.siteUrl}
                    </a>
                    {b.brokenReason ? <p className="mt-1 text-sm text-red-700">{b.brokenReason}</p> : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {b.kind === 'wordpress' || b.kind === 'blogger' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={check.isPending}
                        onClick={() =>
                          check.mutate(b.id, {
                            onSuccess: (r) => toast({ title: r.message, variant: r.ok ? 'default' : 'destructive' }),
                            onError: (e) => toast({ title: m.connectFailed, description: errorText(e), variant: 'destructive' }),
                          })
                        }
                      >
                        {m.check}
                      </Button>
                    ) : null}
                    <Link to={`/site-setting?blog=${b.id}`} className="inline-flex h-8 items-center rounded-lg border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-50">
                      {m.settings}
                    </Link>
                    <ConfirmDeleteButton confirmTitle={m.remove} confirmMessage={m.removeConfirm(b.name)} onConfirmed={() => onRemove(b.id)}>
                      {m.remove}
                    </ConfirmDeleteButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      <ConnectForm />
    </div>
  );
}

function ConnectForm() {
  const [params, setParams] = useSearchParams();
  const [kind, setKind] = useState<BlogKind>('wordpress');
  const [siteUrl, setSiteUrl] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const connect = useConnectBlog();
  const authorize = useWordpressAuthorize();
  const bloggerStart = useBloggerStart();
  const grant = params.get('blogger');
  const grantBlogs = useGrantBlogs(grant && grant !== 'failed' ? grant : null);
  const handled = useRef(false);

  const done = (name: string) => {
    toast({ title: m.connected(name) });
    setSiteUrl('');
    setUsername('');
    setPassword('');
    setError(undefined);
  };

  // Back from WordPress's authorization page: it hands over site_url, user_login and password.
  useEffect(() => {
    if (handled.current) return;
    const wp = params.get('wp');
    if (!wp) return;
    handled.current = true;
    const site = params.get('site_url');
    const user = params.get('user_login');
    const pw = params.get('password');
    setParams({}, { replace: true });
    if (wp === 'rejected' || !site || !user || !pw) {
      setError(m.wpRejected);
      return;
    }
    connect.mutate({ kind: 'wordpress', siteUrl: site, username: user, applicationPassword: pw }, { onSuccess: (b) => done(b.name), onError: (e) => setError(errorText(e)) });
  }, [params, setParams, connect]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const input =
      kind === 'wordpress'
        ? ({ kind, siteUrl, username, applicationPassword: password } as const)
        : kind === 'naver' || kind === 'tistory'
          ? ({ kind, siteUrl } as const)
          : null;
    if (!input) return;
    connect.mutate(input, { onSuccess: (b) => done(b.name), onError: (err) => setError(errorText(err) ?? m.connectFailed) });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{m.connectTitle}</h2>
      </CardHeader>
      <CardBody>
        {grant ? (
          <div className="mb-4 space-y-3 rounded-lg bg-slate-50 p-3">
            {grant === 'failed' ? (
              <FormError message={m.bloggerFailed} />
            ) : grantBlogs.isPending ? (
              <Loading />
            ) : grantBlogs.isError ? (
              <FormError message={grantBlogs.error.message} />
            ) : (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{m.bloggerPick}</legend>
                {grantBlogs.data.items.map((b) => (
                  <Button
                    key={b.id}
                    variant="secondary"
                    className="mr-2"
                    onClick={() =>
                      connect.mutate(
                        { kind: 'blogger', grantId: grant, remoteBlogId: b.id },
                        { onSuccess: (c) => { setParams({}, { replace: true }); done(c.name); }, onError: (e) => setError(errorText(e)) },
                      )
                    }
                  >
                    {b.name}
                  </Button>
                ))}
              </fieldset>
            )}
          </div>
        ) : null}
        <form className="grid gap-4" onSubmit={submit} aria-label={m.connectTitle}>
          <Field label={m.kind}>
            {(p) => (
              <select {...p} value={kind} onChange={(e) => setKind(e.target.value as BlogKind)} className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm">
                {(Object.keys(BLOG_KIND_LABELS) as BlogKind[]).map((k) => (
                  <option key={k} value={k}>
                    {BLOG_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {kind === 'blogger' ? (
            <div className="space-y-2">
              <p className="text-sm text-slate-600">{m.bloggerNote}</p>
              <Button
                disabled={bloggerStart.isPending}
                onClick={() => bloggerStart.mutate(undefined, { onSuccess: (r) => window.location.assign(r.url), onError: (e) => setError(errorText(e)) })}
              >
                {m.bloggerStart}
              </Button>
            </div>
          ) : (
            <>
              <Field label={m.siteUrl} hint={m.siteUrlHint}>
                {(p) => <Input {...p} type="url" required value={siteUrl} onChange={(e) => setSiteUrl(e.target.value)} placeholder="https://" />}
              </Field>
              {kind === 'wordpress' ? (
                <>
                  <div className="space-y-1 rounded-lg bg-brand-50/50 p-3">
                    <Button
                      variant="secondary"
                      disabled={!siteUrl || authorize.isPending}
                      onClick={() => authorize.mutate(siteUrl, { onSuccess: (r) => window.location.assign(r.url), onError: (e) => setError(errorText(e)) })}
                    >
                      {m.wpAuthorize}
                    </Button>
                    <p className="text-xs text-slate-600">{m.wpAuthorizeHint}</p>
                  </div>
                  <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">{m.orManual}</p>
                  <Field label={m.wpUser}>{(p) => <Input {...p} required value={username} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />}</Field>
                  <Field label={m.wpPassword} hint={m.wpPasswordHint}>
                    {(p) => <Input {...p} required type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
                  </Field>
                </>
              ) : (
                <p className="text-sm text-slate-600">{m.packKindNote}</p>
              )}
              <FormError message={error} />
              <div>
                <Button type="submit" disabled={connect.isPending}>
                  {connect.isPending ? m.connecting : m.connect}
                </Button>
              </div>
            </>
          )}
          {kind === 'blogger' ? <FormError message={error} /> : null}
        </form>
      </CardBody>
    </Card>
  );
}
