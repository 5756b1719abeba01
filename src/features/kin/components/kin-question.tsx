import { Bookmark, BookmarkCheck, ExternalLink, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KinItem } from '@contracts/kin';
import { Button } from '@/components/ui/button';
import { messages } from '../messages';
import { HighlightedText } from './highlighted-text';

type Props = {
  question: KinItem;
  bookmarked: boolean;
  drafting: boolean;
  onDraft: () => void;
  onBookmark: () => void;
  /** Shown under the question: its answer draft, or the bookmark's note. */
  children?: ReactNode;
};

/** One 지식iN question: its title opens it on Naver; the buttons draft an answer and bookmark it. */
export function KinQuestion({ question, bookmarked, drafting, onDraft, onBookmark, children }: Props) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">
        {question.link ? (
          <a href={question.link} target="_blank" rel="noopener noreferrer" className="hover:text-brand-700 hover:underline">
            <HighlightedText marked={question.title} />
            <ExternalLink className="ml-1 inline size-3.5 align-baseline text-slate-400" aria-label={messages.openOnNaver} />
          </a>
        ) : (
          <HighlightedText marked={question.title} />
        )}
      </h3>
      {question.description ? (
        <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">
          <HighlightedText marked={question.description} />
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onDraft} disabled={drafting}>
          <PenLine className="size-4" aria-hidden /> {drafting ? messages.drafting : messages.draft}
        </Button>
        <Button size="sm" variant="secondary" onClick={onBookmark} aria-pressed={bookmarked}>
          {bookmarked ? <BookmarkCheck className="size-4 text-brand-600" aria-hidden /> : <Bookmark className="size-4" aria-hidden />}
          {bookmarked ? messages.bookmarked : messages.bookmark}
        </Button>
      </div>
      {children}
    </li>
  );
}
