import { lazy, Suspense, useState } from 'react';
import type { KinBookmark, KinItem, KinQuestionInput } from '@contracts/kin';
import { toast } from '@/components/ui/toast-store';
import { confirmCreditSpend, useWalletStore } from '@/features/credits';
import { useGeneration } from '@/features/generations';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { messages } from './messages';
import { DraftPanel } from './components/draft-panel';

// Loaded when a question is first bookmarked, not with the page (Radix's dialog code is ≈ 12 KB).
const BookmarkDialog = lazy(() => import('./components/bookmark-dialog').then((m) => ({ default: m.BookmarkDialog })));

/**
 * What a question's buttons do, on the search page and the bookmark list alike: a visitor is asked to
 * log in; a member drafts an answer (asked first when it costs credits) and bookmarks with a note.
 */
export function useKinActions(bookmarks: KinBookmark[]) {
  const { isAuthenticated, genCount } = useAuthStore();
  const totalCredits = useWalletStore((s) => s.totalCredits);
  const openModal = useModalStore((s) => s.open);
  const { state, start, stop, replaceText } = useGeneration<KinQuestionInput>('/api/kin/drafts');
  const [draftLink, setDraftLink] = useState<string | null>(null);
  const [bookmarkTarget, setBookmarkTarget] = useState<KinItem | null>(null);

  const needSignIn = (title: string) => {
    if (isAuthenticated) return false;
    toast({ title });
    openModal('login');
    return true;
  };
  const bookmarkOf = (question: KinItem) => bookmarks.find((b) => b.link === question.link);

  const draft = async (question: KinItem) => {
    if (needSignIn(messages.signInToDraft)) return;
    if (genCount === 0) {
      const ok = await confirmCreditSpend({ action: '답변 초안 1개', counterName: '남은 생성 횟수', price: 'generation', balance: totalCredits, note: '쓰기가 실패하거나 내용이 나오기 전에 멈추면 돌려드립니다.' });
      if (!ok) return;
    }
    setDraftLink(question.link);
    void start({ link: question.link, title: question.title, description: question.description });
  };

  return {
    bookmarkOf,
    drafting: state.phase === 'streaming',
    draft: (question: KinItem) => void draft(question),
    bookmark: (question: KinItem) => {
      if (!needSignIn(messages.signInToBookmark)) setBookmarkTarget(question);
    },
    /** The draft panel, under the question it answers. */
    draftPanelFor: (question: KinItem) =>
      draftLink === question.link && state.phase !== 'idle' ? (
        <DraftPanel state={state} onStop={stop} onEdit={replaceText} questionLink={question.link} />
      ) : null,
    dialog: bookmarkTarget ? (
      <Suspense fallback={null}>
        <BookmarkDialog
          key={bookmarkTarget.link}
          question={bookmarkTarget}
          bookmark={bookmarkOf(bookmarkTarget)}
          open
          onOpenChange={(open) => {
            if (!open) setBookmarkTarget(null);
          }}
        />
      </Suspense>
    ) : null,
  };
}
