import { type Context, Hono, type TypedResponse } from 'hono';
import { streamEvents } from '../../lib/sse';
import { type GenerationDetail, type GenerationEvent, generationInput, historyQuery, type HistoryItem, sectionInput, updateGenerationInput, withLaterFields } from '@contracts/generations';
import { announceToIndexNow } from '../../integrations/indexnow/indexnow.adapter';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { before, valid } from '../../lib/validate';
import { toLlmError } from '../../integrations/llm/llm';
import { limits } from './generations.limits';
import { messages } from './generations.messages';
import { deleteGeneration, getOwnGeneration, type GenerationRow, updateGeneration } from './generations.service';
import { decodeCursor, historyPageReply } from './history.service';
import { toHistoryItem } from './history-item';
import { returnSectionRewrite, takeSectionRewrite } from './sections.service';
import { shareGeneration, unshareGeneration } from './sharing.service';
import { type Owner, ownerKey } from '../../lib/owner';
import { resolveOwner } from '../accounts';
import { scoreForHistory } from '../content-score';
import { encodingFor } from '../../lib/compression';
import { buildSectionPrompt, buildTitlesPrompt } from '../prompts';
import { suggestOutline } from './outline.service';
import { filtersPaymentClaims, stripPaymentClaims } from './post-honesty';
import { startGenerationRun } from './run-generation';
import { peekWriterBrief } from './writer-brief';

type HistoryPage = { items: HistoryItem[]; nextCursor: string | null };

const toDetail = (r: GenerationRow): GenerationDetail => ({
  ...toHistoryItem(r),
  input: withLaterFields(r.input),
  content: r.content,
  provider: r.provider,
  model: r.model,
  inputTokens: r.inputTokens,
  outputTokens: r.outputTokens,
  durationMs: r.durationMs,
  refunded: r.refunded,
  errorMessage: r.errorMessage,
  shareId: r.shareId,
  contentScore: r.contentScore,
});

const owners = new WeakMap<Request, Promise<Owner>>();
/** The request's owner, resolved once (the check ahead of the body and the handler share it). */
const ownerOf = (c: Context<AppEnv>) => {
  const owner = owners.get(c.req.raw) ?? resolveOwner(c);
  owners.set(c.req.raw, owner);
  return owner;
};
/** The owner first, so a browser with neither session nor visitor gets 401 before any 400 about the body. */
const owned = before(ownerOf);

export const generationsRoutes = new Hono<AppEnv>()
  // Streams a post as server-sent events: meta, delta…, then done or error. Stopping the request
  // stops the model; a stop before any text refunds, after it keeps what was written.
  .post('/', valid('json', generationInput), async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    const owner = await resolveOwner(c);
    if (owner.kind === 'visitor') await consumeRateLimit(deps.db, `gen:visitor-ip:${c.get('clientIp')}`, limits.visitorGenerationsPerIp);
    // Only a cached brief (the panel fetched it): the post never waits on Naver.
    const brief = await peekWriterBrief(deps, input.keyword);
    const run = await startGenerationRun(deps, { owner, input, brief });
    return streamEvents<GenerationEvent>(c, (send, signal) => run.stream({ send }, signal));
  })
  .post('/titles', valid('json', generationInput), async (c) => {
    const { db, llm } = c.get('deps');
    const input = c.req.valid('json');
    const owner = await resolveOwner(c);
    // Per address too: a new visitor is free to make, so a per-visitor limit alone does not hold.
    if (owner.kind === 'visitor') await consumeRateLimit(db, `titles:visitor-ip:${c.get('clientIp')}`, limits.visitorTitlesPerIp);
    await consumeRateLimit(db, `titles:${ownerKey(owner)}`, limits.titlesPerOwner);
    try {
      const titles = await llm.titles({ ...buildTitlesPrompt(input), input, abortSignal: c.req.raw.signal });
      return c.json({ titles, offline: llm.offline }, 200);
    } catch (err) {
      const failure = toLlmError(err);
      throw new AppError(failure.code, failure.message, 502);
    }
  })
  // The outline a post would follow, for the member to edit: limited like title suggestions, spends nothing.
  .post('/outline', valid('json', generationInput), async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    const owner = await resolveOwner(c);
    if (owner.kind === 'visitor') await consumeRateLimit(deps.db, `outline:visitor-ip:${c.get('clientIp')}`, limits.visitorOutlinesPerIp);
    await consumeRateLimit(deps.db, `outline:${ownerKey(owner)}`, limits.outlinesPerOwner);
    const brief = await peekWriterBrief(deps, input.keyword);
    try {
      return c.json(await suggestOutline(deps, { input, brief, abortSignal: c.req.raw.signal }), 200);
    } catch (err) {
      const failure = toLlmError(err);
      throw new AppError(failure.code, failure.message, 502);
    }
  })
  .get('/', valid('query', historyQuery), async (c) => {
    const owner = await resolveOwner(c);
    const { cursor, q } = c.req.valid('query');
    const encoding = encodingFor(c.req.header('Accept-Encoding'));
    const reply = await historyPageReply(c.get('deps').db, owner, { cursor: decodeCursor(cursor), query: q, encoding });
    // Written by historyPageReply (the first page by the database itself, compressed once): sent as it is, typed for the SPA's client.
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (reply.encoding) Object.assign(headers, { 'Content-Encoding': reply.encoding, Vary: 'Accept-Encoding' });
    // A plain reply with plain headers (c.body would build a web Headers for more than one).
    return new Response(reply.body, { status: 200, headers }) as unknown as Response & TypedResponse<HistoryPage, 200, 'json'>;
  })
  .get('/:id', async (c) => {
    const owner = await resolveOwner(c);
    return c.json(toDetail(await getOwnGeneration(c.get('deps').db, owner, c.req.param('id'))), 200);
  })
  .patch('/:id', owned, valid('json', updateGenerationInput), async (c) => {
    const { db, env, logger } = c.get('deps');
    const owner = await ownerOf(c);
    const before = await getOwnGeneration(db, owner, c.req.param('id'));
    const updated = await updateGeneration(db, owner, before.id, c.req.valid('json'), (post) => scoreForHistory({ db, logger }, owner, post));
    // A shared post's page changed for search engines only when its title or text did.
    if (updated.shareId && (updated.title !== before.title || updated.content !== before.content)) void announceToIndexNow(env, logger, [`/blog/${updated.shareId}`]);
    return c.json(toDetail(updated), 200);
  })
  .delete('/:id', async (c) => {
    const owner = await resolveOwner(c);
    const { db, env, logger } = c.get('deps');
    const gone = await deleteGeneration(db, owner, c.req.param('id'));
    if (gone) void announceToIndexNow(env, logger, [`/blog/${gone}`]);
    return c.json({ success: true }, 200);
  })
  .post('/:id/share', async (c) => {
    const owner = await resolveOwner(c);
    const { db, env, logger } = c.get('deps');
    const { shareId, newlyShared } = await shareGeneration(db, owner, c.req.param('id'));
    if (newlyShared) void announceToIndexNow(env, logger, [`/blog/${shareId}`]);
    return c.json({ shareId, url: `${env.BASE_URL}/blog/${shareId}` }, 200);
  })
  .delete('/:id/share', async (c) => {
    const owner = await resolveOwner(c);
    const { db, env, logger } = c.get('deps');
    const revoked = await unshareGeneration(db, owner, c.req.param('id'));
    if (revoked) void announceToIndexNow(env, logger, [`/blog/${revoked}`]);
    return c.json({ success: true }, 200);
  })
  // Rewrites one section (up to ten a post); answers the new Markdown of that section.
  .post('/:id/section', owned, valid('json', sectionInput), async (c) => {
    const { db, llm } = c.get('deps');
    const owner = await ownerOf(c);
    const { heading, content } = c.req.valid('json');
    const id = c.req.param('id');
    const { row, post, variant } = await takeSectionRewrite(db, owner, id, { heading, content });
    let markdown: string;
    try {
      markdown = await llm.section({ ...buildSectionPrompt(row.input, heading, post), input: row.input, heading, variant, abortSignal: c.req.raw.signal });
      if (filtersPaymentClaims(row.input)) markdown = stripPaymentClaims(markdown);
    } catch (err) {
      await returnSectionRewrite(db, id);
      const failure = toLlmError(err);
      throw new AppError(failure.code, failure.message, 502);
    }
    if (!markdown.trim()) {
      await returnSectionRewrite(db, id);
      throw new AppError('SECTION_EMPTY', messages.sectionEmpty, 502);
    }
    return c.json({ markdown }, 200);
  });
