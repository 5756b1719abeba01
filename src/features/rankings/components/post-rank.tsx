import type { RankTargetView } from '@contracts/rankings';
import { useRankings } from '../api/get-rankings';
import { BestRank, RankBadges } from './rank-badges';

/** The tracked post of a history post: its publication's, else a URL the member tied to it by hand. */
export function useTargetOfPost(generationId: string): RankTargetView | null {
  const targets = useRankings().data?.targets ?? [];
  const mine = targets.filter((t) => t.generationId === generationId);
  return mine.find((t) => t.source === 'publication' && t.status === 'active') ?? mine[0] ?? null;
}

/** A history post's rank badge in the history list (nothing when the post is not tracked). */
export function PostRankBadge({ generationId }: { generationId: string }) {
  const target = useTargetOfPost(generationId);
  return target ? <RankBadges target={target} className="mt-1" /> : null;
}

/** A publication's rank and best rank so far, on /vipHistory. */
export function PublicationRank({ publicationId }: { publicationId: string }) {
  const target = useRankings().data?.targets.find((t) => t.publicationId === publicationId);
  if (!target) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <RankBadges target={target} />
      <BestRank target={target} />
    </span>
  );
}
