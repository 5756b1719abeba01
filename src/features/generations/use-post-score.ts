import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ContentScore, type ContentScoreReport, scoreContent, SERVER_ITEM_IDS, type ScoreWarning, totalScore } from '@contracts/content-score';
import { type GenerationInputDraft, LENGTH_TARGETS } from '@contracts/generations';
import { usePausedValue } from '@/lib/use-paused-value';
import { scorePost } from './api/score-post';

/** How long typing in the editor must pause before the score is counted again (in the browser). */
const LIVE_SCORE_PAUSE_MS = 300;

/** The server's score of one exact text. */
type ServerScore = { content: string; report: ContentScoreReport };

const noResearch = { questions: [], topics: [] };

export type PostScore = { score: ContentScore; warnings: ScoreWarning[]; live: boolean; checking: boolean };

/**
 * The content score of the post being edited. The browser counts it on every pause in typing (the pure
 * scoreContent); the server adds what only it can check (the title against the top-10 titles, the text
 * against the member's earlier posts) once the post is finished and whenever it is saved (`accept` takes
 * the score the save answered with). Between those, the server's two items are kept beside the live ones.
 */
export function usePostScore({ id, text, input, finished }: { id: string | null; text: string; input: GenerationInputDraft; finished: boolean }) {
  const settled = usePausedValue(text, LIVE_SCORE_PAUSE_MS);
  const [server, setServer] = useState<ServerScore | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(text);
  latest.current = text;
  const length = input.length ?? 'medium';
  const { keyword, subKeywords = [], research = noResearch } = input;
  const live = useMemo(
    () => (finished ? scoreContent({ content: settled, keyword, subKeywords, research, targetChars: LENGTH_TARGETS[length] }) : null),
    [finished, settled, keyword, subKeywords, research, length],
  );

  // Another post (a regenerated one) starts without the last one's checks.
  useEffect(() => setServer(null), [id]);
  useEffect(() => {
    if (!finished || !id) return;
    const content = latest.current;
    let current = true;
    setChecking(true);
    scorePost({ content, keyword, subKeywords, research, length, generationId: id })
      .then((report) => current && setServer({ content, report }))
      // The live score stands without the server's checks; they are asked again at the next save.
      .catch(() => undefined)
      .finally(() => current && setChecking(false));
    return () => {
      current = false;
    };
    // Once per finished post: edits are checked again when they are saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, id]);

  const accept = useCallback((content: string, report: ContentScoreReport | null) => report && setServer({ content, report }), []);

  const result = useMemo<PostScore | null>(() => {
    if (server && server.content === settled) return { score: server.report, warnings: server.report.warnings, live: false, checking };
    if (!live) return null;
    if (!server) return { score: live, warnings: [], live: true, checking };
    const kept = server.report.items.filter((i) => SERVER_ITEM_IDS.includes(i.id));
    return { score: totalScore([...live.items, ...kept], live.slotsLeft), warnings: server.report.warnings, live: true, checking };
  }, [server, settled, live, checking]);

  return { postScore: result, accept };
}
