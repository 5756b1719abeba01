import { Hono } from 'hono';
import { credentialsInput, listItemInput, listNameInput, lookupInput, trendQuery } from '@contracts/keywords';
import type { AppEnv } from '../../lib/app-context';
import { consumeRateLimit } from '../../lib/rate-limit';
import { before, valid } from '../../lib/validate';
import { isAdmin, requireConsented } from '../accounts';
import { connectCredentials, credentialsStatus, disconnectCredentials } from './credentials.service';
import { addKeywordToList, createKeywordList, deleteKeywordList, listKeywordLists, removeKeywordFromList } from './lists.service';
import { lookupKeywords } from './lookup.service';
import { missingOpenApiKeys } from './naver-config';
import { keywordTrend } from './trend.service';
import { limits } from './keywords.limits';

const member = async (c: Parameters<typeof requireConsented>[0]) => (await requireConsented(c)).user;
/** Sign-in (and consent) first, so a visitor gets 401 before any 400 about the body. */
const signedIn = before(member);

export const keywordsRoutes = new Hono<AppEnv>()
  .get('/credentials', async (c) => {
    const user = await member(c);
    const { db, env } = c.get('deps');
    return c.json({ ...(await credentialsStatus(db, user.id)), documentsNote: missingOpenApiKeys(env, { admin: isAdmin(env, user) }) }, 200);
  })
  .put(
    '/credentials',
    before(async (c) => consumeRateLimit(c.get('deps').db, `naver-verify:${(await member(c)).id}`, limits.verifyPerMember)),
    valid('json', credentialsInput),
    async (c) => {
      const user = await member(c);
      const { db, env, sealer } = c.get('deps');
      return c.json(await connectCredentials(db, env, sealer, user.id, c.req.valid('json')), 200);
    },
  )
  .delete('/credentials', async (c) => {
    const user = await member(c);
    await disconnectCredentials(c.get('deps').db, user.id);
    return c.json({ connected: false, hint: null, verifiedAt: null }, 200);
  })
  .post(
    '/lookup',
    before(async (c) => consumeRateLimit(c.get('deps').db, `keyword-lookup:${(await member(c)).id}`, limits.lookupPerMember)),
    valid('json', lookupInput),
    async (c) => {
      const user = await member(c);
      return c.json(await lookupKeywords(c.get('deps'), user.id, c.req.valid('json').seeds), 200);
    },
  )
  .get('/trend', signedIn, valid('query', trendQuery), async (c) => {
    const user = await member(c);
    const { db, env } = c.get('deps');
    const { keyword } = c.req.valid('query');
    await consumeRateLimit(db, `keyword-trend:${user.id}`, limits.trendPerMember);
    c.header('Cache-Control', 'no-store');
    return c.json(await keywordTrend(env, keyword, { admin: isAdmin(env, user) }), 200);
  })
  .get('/lists', async (c) => {
    const user = await member(c);
    return c.json({ lists: await listKeywordLists(c.get('deps').db, user.id) }, 200);
  })
  .post('/lists', signedIn, valid('json', listNameInput), async (c) => {
    const user = await member(c);
    const { name } = c.req.valid('json');
    const id = await createKeywordList(c.get('deps').db, user.id, name);
    return c.json({ id }, 201);
  })
  .delete('/lists/:id', async (c) => {
    const user = await member(c);
    await deleteKeywordList(c.get('deps').db, user.id, c.req.param('id'));
    return c.json({ success: true }, 200);
  })
  .post('/lists/:id/items', signedIn, valid('json', listItemInput), async (c) => {
    const user = await member(c);
    const { keyword, totalSearches } = c.req.valid('json');
    await addKeywordToList(c.get('deps').db, user.id, c.req.param('id'), keyword, totalSearches ?? null);
    return c.json({ success: true }, 201);
  })
  .delete('/lists/:id/items/:itemId', async (c) => {
    const user = await member(c);
    await removeKeywordFromList(c.get('deps').db, user.id, c.req.param('id'), c.req.param('itemId'));
    return c.json({ success: true }, 200);
  });
