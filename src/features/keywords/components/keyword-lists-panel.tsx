import { useQueryClient } from '@tanstack/react-query';
import { PenLine, X } from 'lucide-react';
import { useState } from 'react';
import { withJosa } from '@contracts/korean';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDeleteIconButton } from '@/components/ui/confirm-delete-button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useCreateList } from '../api/create-list';
import { useDeleteList } from '../api/delete-list';
import { useKeywordLists } from '../api/get-keyword-lists';
import { keywordsKeys } from '../api/keywords-keys';
import { useRemoveFromList } from '../api/remove-from-list';
import { messages } from '../messages';

/** Saved keyword lists; each keyword opens the write page with it filled in. */
export function KeywordListsPanel({ onWrite }: { onWrite: (keyword: string) => void }) {
  const queryClient = useQueryClient();
  const lists = useKeywordLists();
  const createList = useCreateList();
  const deleteList = useDeleteList();
  const removeFromList = useRemoveFromList();
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: keywordsKeys.lists });
  const create = async () => {
    try {
      await createList.mutateAsync(name.trim());
      setName('');
      await refresh();
    } catch (err) {
      toast({ title: messages.createListFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{messages.myLists}</h2>
      </CardHeader>
      <CardBody className="space-y-4">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) void create();
          }}
        >
          <Input
            aria-label={messages.newListName}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            placeholder={messages.newListPlaceholder}
          />
          <Button type="submit" variant="secondary" disabled={!name.trim()}>
            {messages.create}
          </Button>
        </form>
        {lists.data?.lists.length ? (
          <ul className="space-y-3">
            {lists.data.lists.map((list) => (
              <li key={list.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex items-center justify-between">
                  <p className="font-medium text-slate-900">
                    {list.name} <span className="text-xs text-slate-500">{messages.count(list.items.length)}</span>
                  </p>
                  <ConfirmDeleteIconButton
                    label={messages.deleteList(list.name)}
                    confirmTitle={messages.deleteListTitle}
                    confirmMessage={messages.deleteListMessage(list.name)}
                    confirmText={messages.delete}
                    onConfirmed={async () => {
                      await deleteList.mutateAsync(list.id);
                      await refresh();
                    }}
                  />
                </div>
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={messages.listKeywords(list.name)}>
                  {list.items.map((item) => (
                    <li key={item.id} className="flex items-center rounded-full bg-slate-100 text-sm">
                      <button type="button" className="flex items-center gap-1 py-1 pr-1 pl-3 hover:text-brand-700" onClick={() => onWrite(item.keyword)} aria-label={messages.writeWith(withJosa(item.keyword, '으로/로'))}>
                        <PenLine className="size-3.5" aria-hidden />
                        {item.keyword}
                      </button>
                      <button type="button" aria-label={messages.removeKeyword(item.keyword)} className="rounded-full p-1 hover:bg-slate-200" onClick={async () => { await removeFromList.mutateAsync({ listId: list.id, itemId: item.id }); await refresh(); }}>
                        <X className="size-3" aria-hidden />
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{messages.listsEmpty}</p>
        )}
      </CardBody>
    </Card>
  );
}
