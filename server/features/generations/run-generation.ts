import type { GenerationEvent, GenerationInput, WriterBrief } from '@contracts/generations';
import type { AppDeps } from '../../lib/app-context';
import { toLlmError } from '../../integrations/llm/llm';
import { scoreForHistory } from '../content-score';
import { buildPostPrompt, resolveTemplate } from '../prompts';
import { messages } from './generations.messages';
import { settleGeneration, startGeneration, titleOf } from './generations.service';
import type { Owner } from '../../lib/owner';
import { createDisclosureInserter, disclosureLine, filtersPaymentClaims, stripPaymentClaims } from './post-honesty';

export type GenerationDeps = Pick<AppDeps, 'db' | 'llm' | 'logger' | 'env' | 'shutdownSignal' | 'briefs'>;
/** A post to write; `brief` is the keyword's research brief when the caller has one (null: written without). */
export type GenerationArgs = { owner: Owner; input: GenerationInput; id?: string; brief?: WriterBrief | null };

/** Where a running generation reports its events: an SSE stream, or nothing at all for a job. */
export type GenerationSink = { send(event: GenerationEvent): Promise<void> };

export type GenerationResult =
  | { id: string; status: 'completed' | 'stopped'; title: string; content: string; refunded: boolean }
  | { id: string; status: 'failed'; title: string; content: string; refunded: boolean; code: string; message: string };

/**
 * Pays for and records a new generation (throws AppError — e.g. not enough credits — before anything
 * streams), and returns the run that streams it. Callers without HTTP (automation, 지식iN drafts)
 * use runGeneration instead.
 */
export async function startGenerationRun(deps: GenerationDeps, args: GenerationArgs) {
  const { db, llm, env } = deps;
  const template = await resolveTemplate(db, args.owner, args.input.templateId);
  const prompt = buildPostPrompt(args.input, template, args.brief ?? null);
  const started = await startGeneration(db, {
    owner: args.owner,
    input: args.input,
    provider: llm.provider,
    model: llm.model,
    creditCost: env.GENERATION_CREDIT_COST,
    ...(args.id ? { id: args.id } : {}),
  });
  return {
    ...started,
    /** Streams the post to `sink` and settles it once: completed, stopped (by `abortSignal`) or failed and refunded. */
    stream: (sink: GenerationSink, abortSignal?: AbortSignal) => streamGeneration(deps, { ...args, ...started, prompt }, sink, abortSignal),
  };
}

/** Writes one post end to end without a request: spend, stream, settle, refund on failure. */
export async function runGeneration(
  deps: GenerationDeps,
  args: GenerationArgs,
  sink: GenerationSink = { send: async () => {} },
  abortSignal?: AbortSignal,
) {
  const run = await startGenerationRun(deps, args);
  return run.stream(sink, abortSignal);
}

async function streamGeneration(
  deps: GenerationDeps,
  run: GenerationArgs & { prompt: ReturnType<typeof buildPostPrompt> } & Awaited<ReturnType<typeof startGeneration>>,
  sink: GenerationSink,
  abortSignal?: AbortSignal,
): Promise<GenerationResult> {
  const { db, llm, logger, shutdownSignal: shutdown } = deps;
  const { id, owner, input } = run;
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  const stop = new AbortController();
  const onStop = () => stop.abort();
  // A server shutting down ends the post as failed (refunded, text kept) instead of leaving it open.
  if (shutdown?.aborted || abortSignal?.aborted) stop.abort();
  shutdown?.addEventListener('abort', onStop, { once: true });
  abortSignal?.addEventListener('abort', onStop, { once: true });
  await sink.send({ event: 'meta', data: { id, provider: llm.provider, model: llm.model, offline: llm.offline, charge: run.charge, remaining: run.remaining } });
  let content = '';
  // The server's own lines: a sponsored post's disclosure at the top as it streams, and no claim about
  // who paid in what is saved (the page gets the saved text when it differs from what streamed).
  const disclosure = disclosureLine(input);
  const inserter = disclosure ? createDisclosureInserter(disclosure) : null;
  const honest = () => (filtersPaymentClaims(input) ? stripPaymentClaims(content, disclosure) : content);
  const fail = async (code: string, message: string, error: string): Promise<GenerationResult> => {
    logger.warn('generation failed', { id, code, error });
    content = honest();
    const { refunded } = await settleGeneration(db, owner, id, { status: 'failed', content, errorMessage: message, durationMs: durationMs() });
    await sink.send({ event: 'error', data: { code, message, refunded } });
    return { id, status: 'failed', title: titleOf(content, input.keyword), content, refunded, code, message };
  };
  try {
    const stream = llm.stream({ ...run.prompt, input, brief: run.brief ?? null, abortSignal: stop.signal });
    const emit = async (text: string) => {
      if (!text) return;
      content += text;
      await sink.send({ event: 'delta', data: { text } });
    };
    for await (const piece of stream.text) await emit(inserter ? inserter.push(piece) : piece);
    if (inserter) await emit(inserter.end());
    if (shutdown?.aborted) return await fail('SERVER_SHUTDOWN', messages.shutdown, 'server shutting down');
    const streamed = content;
    content = honest();
    const usage = stream.usage();
    const status = stop.signal.aborted ? 'stopped' : 'completed';
    const title = titleOf(content, input.keyword);
    // Scored before the post is settled, so history never shows a finished post without its score.
    const contentScore = content.trim() ? await scoreForHistory({ db, logger }, owner, { id, title, content, input }) : null;
    const { refunded, elsewhere } = await settleGeneration(db, owner, id, { status, content, durationMs: durationMs(), contentScore, ...usage });
    if (refunded) logger.info('generation stopped before any text; refunded', { id });
    if (elsewhere?.status === 'failed') {
      // Another server settled this post while it streamed, as failed and refunded: its outcome stands (the
      // text is kept), and the reader is told so instead of a 'done' the history would contradict.
      logger.warn('generation settled by another server while it streamed', { id });
      const message = elsewhere.errorMessage ?? messages.interrupted;
      await sink.send({ event: 'error', data: { code: 'SETTLED_ELSEWHERE', message, refunded: elsewhere.refunded } });
      return { id, status: 'failed', title, content, refunded: elsewhere.refunded, code: 'SETTLED_ELSEWHERE', message };
    }
    await sink.send({ event: 'done', data: { id, title, status, durationMs: durationMs(), ...usage, ...(content !== streamed ? { content } : {}) } });
    return { id, status, title, content, refunded };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    if (shutdown?.aborted) return await fail('SERVER_SHUTDOWN', messages.shutdown, error);
    const failure = toLlmError(err);
    return await fail(failure.code, failure.message, error);
  } finally {
    shutdown?.removeEventListener('abort', onStop);
    abortSignal?.removeEventListener('abort', onStop);
  }
}
