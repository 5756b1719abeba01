import { Hono } from 'hono';
import type { GenerationEvent } from '@contracts/generations';
import { kinBookmarkInput, kinDraftRequest, kinNoteInput, kinSearchQuery } from '@contracts/kin';
import type { AppEnv } from '../../lib/app-context';
import { consumeRateLimit } from '../../lib/rate-limit';
import { before, valid } from '../../lib/validate';
import { isAdmin, readSignedIn, requireConsented } from '../accounts';
import { streamEvents } from '../../lib/sse';
import { fetchWriterBrief, startGenerationRun } from '../generations';
import { addBookmark, listBookmarks, removeBookmark, updateBookmarkNote } from './kin-bookmarks.service';
import { kinDraftInput } from './kin-draft';
import { kinStatus, searchKin } from './kin-search.service';
import { limits } from './kin.limits';

const member = async (c: Parameters<typeof requireConsented>[0]) => (await requireConsented(c)).user;
/** Sign-in (and consent) first, so a visitor gets 401 before any 400 about the body. */
const signedIn = before(member);

export const kinRoutes = new Hono<AppEnv>()
  .get('/status', async (c) => {
    const { env } = c.get('deps');
    const signed = await readSignedIn(c);
    return c.json(kinStatus(env, { admin: signed !== null && isAdmin(env, signed.user) }), 200);
  })
  // Anyone may search; visitors are limited per client address, members per account.
  .get(
    '/search',
    before(async (c) => {
      const { db } = c.get('deps');
      const signed = await readSignedIn(c);
      if (signed) await consumeRateLimit(db, `kin-search:user:${signed.user.id}`, limits.searchPerMember);
      else await consumeRateLimit(db, `kin-search:ip:${c.get('clientIp')}`, limits.searchPerClient);
    }),
    valid('query', kinSearchQuery),
    async (c) => {
      const { db, env } = c.get('deps');
      c.header('Cache-Control', 'no-store');
      return c.json(await searchKin(db, env, c.req.valid('query')), 200);
    },
  )
  // Drafts an answer with the generator, streamed like the write page: it spends one generation (or
  // credits) and lands in the member's history.
  .post('/drafts', signedIn, valid('json', kinDraftRequest), async (c) => {
    const deps = c.get('deps');
    const user = await member(c);
    const owner = { kind: 'user' as const, userId: user.id };
    const question = c.req.valid('json');
    const input = kinDraftInput(question);
    // The brief of the search that found the question (else of the question itself): what people ask and
    // what ranks, fenced as data beside the question; without one the draft is written all the same.
    const brief = await fetchWriterBrief(deps, question.keyword || input.keyword, { owner, background: false });
    const run = await startGenerationRun(deps, { owner, input, brief });
    return streamEvents<GenerationEvent>(c, (send, signal) => run.stream({ send }, signal));
  })
  .get('/bookmarks', async (c) => {
    const user = await member(c);
    return c.json({ bookmarks: await listBookmarks(c.get('deps').db, user.id) }, 200);
  })
  .post('/bookmarks', signedIn, valid('json', kinBookmarkInput), async (c) => {
    const user = await member(c);
    const { bookmark, created } = await addBookmark(c.get('deps').db, user.id, c.req.valid('json'));
    return c.json({ bookmark }, created ? 201 : 200);
  })
  .patch('/bookmarks/:id', signedIn, valid('json', kinNoteInput), async (c) => {
    const user = await member(c);
    return c.json({ bookmark: await updateBookmarkNote(c.get('deps').db, user.id, c.req.param('id'), c.req.valid('json').note) }, 200);
  })
  .delete('/bookmarks/:id', async (c) => {
    const user = await member(c);
    await removeBookmark(c.get('deps').db, user.id, c.req.param('id'));
    return c.json({ success: true }, 200);
  });
