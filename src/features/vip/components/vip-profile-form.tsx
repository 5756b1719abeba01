import { useState } from 'react';
import type { VipProfile } from '@contracts/vip';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NeedFirst } from '@/components/need-first';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSaveVipProfile } from '../api/save-profile';
import { words } from '../messages';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** `/vipProfile`: default blog, default template and notification email. */
export function VipProfileForm({ profile, templates }: { profile: VipProfile; templates: { id: string; name: string }[] }) {
  const save = useSaveVipProfile();
  const [blogId, setBlogId] = useState(profile.defaultBlogId ?? '');
  const [templateId, setTemplateId] = useState(profile.defaultTemplateId ?? '');
  const [email, setEmail] = useState(profile.notificationEmail ?? '');
  const [error, setError] = useState<string>();
  const submit = () =>
    save.mutate(
      { defaultBlogId: blogId || null, defaultTemplateId: templateId || null, notificationEmail: email },
      {
        onSuccess: () => {
          setError(undefined);
          toast({ title: words.saved });
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.message : undefined;
          setError(message);
          toast({ title: words.failed, description: message, variant: 'destructive' });
        },
      },
    );
  return (
    <Card>
      <CardBody>
        <form
          className="grid max-w-xl gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={words.defaultBlog}>
            {(p) => (
              <select {...p} className={selectClass} value={blogId} onChange={(e) => setBlogId(e.target.value)}>
                <option value="">{words.noBlog}</option>
                {profile.blogs.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {profile.blogs.length ? null : <NeedFirst message={words.noBlogs} to={paths.blogConnect.href()} action={words.goConnect} className="-mt-2" />}
          <Field label={words.defaultTemplate}>
            {(p) => (
              <select {...p} className={selectClass} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
                <option value="">{words.noTemplate}</option>
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={words.notificationEmail} hint={words.notificationHint(profile.accountEmail)} error={error}>
            {(p) => <Input {...p} type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={profile.accountEmail} />}
          </Field>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {words.save}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
