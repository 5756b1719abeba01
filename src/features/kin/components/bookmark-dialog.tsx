import { useState } from 'react';
import { KIN_NOTE_MAX_LENGTH, type KinBookmark, type KinItem, kinPlainText } from '@contracts/kin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useAddBookmark, useRemoveBookmark, useUpdateBookmarkNote } from '../api/bookmarks';
import { messages } from '../messages';

type Props = { question: KinItem; bookmark: KinBookmark | undefined; open: boolean; onOpenChange: (open: boolean) => void };

/** Bookmarks a question with a note, or edits the note of (or removes) an existing bookmark. */
export function BookmarkDialog({ question, bookmark, open, onOpenChange }: Props) {
  const [note, setNote] = useState(bookmark?.note ?? '');
  const add = useAddBookmark();
  const update = useUpdateBookmarkNote();
  const remove = useRemoveBookmark();
  const busy = add.isPending || update.isPending || remove.isPending;
  const failed = (err: unknown) => toast({ variant: 'destructive', title: messages.saveFailed, description: err instanceof ApiError ? err.message : undefined });
  const done = (title: string) => {
    toast({ title });
    onOpenChange(false);
  };
  const save = () => {
    if (bookmark) update.mutate({ id: bookmark.id, note }, { onSuccess: () => done(messages.noteSaved), onError: failed });
    else add.mutate({ ...question, note }, { onSuccess: () => done(messages.bookmarkSaved), onError: failed });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={bookmark ? messages.bookmarkEditTitle : messages.bookmarkTitle} description={kinPlainText(question.title)}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field label={messages.noteLabel} hint={`${note.length}/${KIN_NOTE_MAX_LENGTH}`}>
            {(props) => (
              <textarea
                {...props}
                value={note}
                maxLength={KIN_NOTE_MAX_LENGTH}
                onChange={(e) => setNote(e.target.value)}
                placeholder={messages.notePlaceholder}
                rows={4}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            {bookmark ? (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => remove.mutate(bookmark.id, { onSuccess: () => done(messages.bookmarkRemoved), onError: failed })}
              >
                {messages.removeBookmark}
              </Button>
            ) : null}
            <Button type="submit" disabled={busy}>
              {bookmark ? messages.saveNote : messages.saveBookmark}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
