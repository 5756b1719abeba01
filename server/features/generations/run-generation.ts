import type { GenerationEvent, GenerationInput } from '@contracts/generations';
import type { AppDeps } from '../../lib/app-context';
import { toLlmError } from '../../integrations/llm/llm';
import { buildPostPrompt, resolveTemplate } from '../prompts';
import { messages } from './generations.messages';
import { settleGeneration, startGeneration, titleOf } from './generations.service';
import type { Owner } from '../../lib/owner';

export type GenerationDeps = Pick<AppDeps, 'db' | 'llm' | 'logger' | 'env' | 'shutdownSignal'>;

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
export async function startGenerationRun(deps: GenerationDeps, args: { owner: Owner; input: GenerationInput; id?: string }) {
  const { db, llm, env } = deps;
  const template = await resolveTemplate(db, args.owner, args.input.templateId);
  const prompt = buildPostPrompt(args.input, template);
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
  args: { owner: Owner; input: GenerationInput; id?: string },
  sink: GenerationSink = { send: async () => {} },
  abortSignal?: AbortSignal,
) {
  const run = await startGenerationRun(deps, args);
  return run.stream(sink, abortSignal);
}

async function streamGeneration(
  deps: GenerationDeps,
  run: { owner: Owner; input: GenerationInput; prompt: ReturnType<typeof buildPostPrompt> } & Awaited<ReturnType<typeof startGeneration>>,
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
  const fail = async (code: string, message: string, error: string): Promise<GenerationResult> => {
    logger.warn('generation failed', { id, code, error });
    const { refunded } = await settleGeneration(db, owner, id, { status: 'failed', content, errorMessage: message, durationMs: durationMs() });
    await sink.send({ event: 'error', data: { code, message, refunded } });
    return { id, status: 'failed', title: titleOf(content, input.keyword), content, refunded, code, message };
  };
  try {
    const stream = llm.stream({ ...run.prompt, input, abortSignal: stop.signal });
    for await (const piece of stream.text) {
      content += piece;
      await sink.send({ event: 'delta', data: { text: piece } });
    }
    if (shutdown?.aborted) return await fail('SERVER_SHUTDOWN', messages.shutdown, 'server shutting down');
    const usage = stream.usage();
    const status = stop.signal.aborted ? 'stopped' : 'completed';
    const { refunded, elsewhere } = await settleGeneration(db, owner, id, { status, content, durationMs: durationMs(), ...usage });
    if (refunded) logger.info('generation stopped before any text; refunded', { id });
    const title = titleOf(content, input.keyword);
    if (elsewhere?.status === 'failed') {
      // Another server settled this post while it streamed, as failed and refunded: its outcome stands (the
      // text is kept), and the reader is told so instead of a 'done' the history would contradict.
      logger.warn('generation settled by another server while it streamed', { id });
      const message = elsewhere.errorMessage ?? messages.interrupted;
      await sink.send({ event: 'error', data: { code: 'SETTLED_ELSEWHERE', message, refunded: elsewhere.refunded } });
      return { id, status: 'failed', title, content, refunded: elsewhere.refunded, code: 'SETTLED_ELSEWHERE', message };
    }
    await sink.send({ event: 'done', data: { id, title, status, durationMs: durationMs(), ...usage } });
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
