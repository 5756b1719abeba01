import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './button';
import { Card, CardBody, CardHeader } from './card';
import { confirm } from './confirm-store';
import { FormError } from './field';
import { LoadError, Loading } from './load-state';
import { toast } from './toast-store';

/** Boxes (select, textarea) drawn like `Input`. */
export const fieldBoxClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** The words an admin list shows, from the feature's messages file. */
export type AdminListWords = {
  adminTitle: string;
  add: string;
  edit: string;
  delete: string;
  open: string;
  deleted: string;
  save: string;
  cancel: string;
  confirmDelete: (name: string) => string;
};

type AdminListEditorProps<T extends { id: string }> = {
  words: AdminListWords & { empty: string };
  query: { isPending: boolean; error: Error | null };
  items: readonly T[] | undefined;
  remove: { mutate: (id: string, options: { onSuccess: () => void }) => void };
  nameOf: (item: T) => string;
  /** What follows the name on the item's row. */
  details: (item: T) => ReactNode;
  /** Where the published item can be seen, or null. */
  openHref: (item: T) => string | null;
  /** The editor for an item, or for a new one (null); `onDone` closes it. */
  renderForm: (initial: T | null, onDone: () => void) => ReactNode;
};

/** An admin page's card: the items with open, edit and delete (confirmed), and one editor at a time. */
export function AdminListEditor<T extends { id: string }>({ words: w, query, items, remove, nameOf, details, openHref, renderForm }: AdminListEditorProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const onDelete = async (item: T) => {
    if (!(await confirm({ title: w.delete, message: w.confirmDelete(nameOf(item)), confirmText: w.delete, confirmColor: 'red' }))) return;
    remove.mutate(item.id, { onSuccess: () => toast({ title: w.deleted }) });
  };
  return (
    <Card>
      <CardHeader className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">{w.adminTitle}</h2>
        <Button size="sm" onClick={() => setEditing('new')}>{w.add}</Button>
      </CardHeader>
      <CardBody className="space-y-3">
        {editing ? <div key={editing === 'new' ? 'new' : editing.id}>{renderForm(editing === 'new' ? null : editing, () => setEditing(null))}</div> : null}
        {query.isPending ? <Loading /> : query.error ? <LoadError message={query.error.message} /> : !items?.length ? (
          <p className="text-sm text-slate-600">{w.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => {
              const href = openHref(item);
              return (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{nameOf(item)}</span> · {details(item)}
                  </span>
                  <span className="flex items-center gap-1">
                    {href ? <Link className="px-2 text-brand-700 underline" to={href}>{w.open}</Link> : null}
                    <Button size="sm" variant="secondary" onClick={() => setEditing(item)}>{w.edit}</Button>
                    <Button size="sm" variant="ghost" onClick={() => void onDelete(item)}>{w.delete}</Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

type AdminEditorFormProps = {
  words: Pick<AdminListWords, 'add' | 'edit' | 'save' | 'cancel'>;
  /** The edited item's name, or undefined for a new one (names the form). */
  name: string | undefined;
  error: string | undefined;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** The frame of an admin editor: its fields, the first problem, save and cancel. */
export function AdminEditorForm({ words: w, name, error, saving, onSubmit, onCancel, children }: AdminEditorFormProps) {
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="grid gap-3 rounded-lg bg-slate-50 p-4" onSubmit={submit} noValidate aria-label={name !== undefined ? `${name} ${w.edit}` : w.add}>
      {children}
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>{w.save}</Button>
        <Button variant="ghost" onClick={onCancel}>{w.cancel}</Button>
      </div>
    </form>
  );
}
