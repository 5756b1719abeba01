import { Hono } from 'hono';
import { credentialsInput, listItemInput, listNameInput, lookupInput } from '@contracts/keywords';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { readJson } from '../../lib/validate';
import { requireConsented } from '../../lib/viewer';
import { connectCredentials, credentialsStatus, disconnectCredentials } from './credentials.service';
import { addKeywordToList, createKeywordList, deleteKeywordList, listKeywordLists, removeKeywordFromList } from './lists.service';
import { lookupKeywords } from './lookup.service';
import { missingOpenApiKeys } from './naver-config';
import { keywordTrend } from './trend.service';
import { limits } from './keywords.limits';
import { messages } from './keywords.messages';

const member = async (c: Parameters<typeof requireConsented>[0]) => (await requireConsented(c)).user;

export const keywordsRoutes = new Hono<AppEnv>()
  .get('/credentials', async (c) => {
    const user = await member(c);
    const { db, env } = c.get('deps');
    return c.json({ ...(await credentialsStatus(db, user.id)), documentsNote: missingOpenApiKeys(env) }, 200);
  })
  .put('/credentials', async (c) => {
    const user = await member(c);
    const { db, env, sealer } = c.get('deps');
    await consumeRateLimit(db, `naver-verify:${user.id}`, limits.verifyPerMember);
    const input = await readJson(c, credentialsInput);
    return c.json(await connectCredentials(db, env, sealer, user.id, input), 200);
  })
  .delete('/credentials', async (c) => {
    const user = await member(c);
    await disconnectCredentials(c.get('deps').db, user.id);
    return c.json({ connected: false, hint: null, verifiedAt: null }, 200);
  })
  .post('/lookup', async (c) => {
    const user = await member(c);
    const deps = c.get('deps');
    await consumeRateLimit(deps.db, `keyword-lookup:${user.id}`, limits.lookupPerMember);
    const { seeds } = await readJson(c, lookupInput);
    return c.json(await lookupKeywords(deps, user.id, seeds), 200);
  })
  .get('/trend', async (c) => {
    const user = await member(c);
    const { db, env } = c.get('deps');
    const keyword = (c.req.query('keyword') ?? '').trim().slice(0, 60);
    if (!keyword) throw new AppError('INVALID_INPUT', messages.keywordRequired, 400);
    await consumeRateLimit(db, `keyword-trend:${user.id}`, limits.trendPerMember);
    c.header('Cache-Control', 'no-store');
    return c.json(await keywordTrend(env, keyword), 200);
  })
  .get('/lists', async (c) => {
    const user = await member(c);
    return c.json({ lists: await listKeywordLists(c.get('deps').db, user.id) }, 200);
  })
  .post('/lists', async (c) => {
    const user = await member(c);
    const { name } = await readJson(c, listNameInput);
    const id = await createKeywordList(c.get('deps').db, user.id, name);
    return c.json({ id }, 201);
  })
  .delete('/lists/:id', async (c) => {
    const user = await member(c);
    await deleteKeywordList(c.get('deps').db, user.id, c.req.param('id'));
    return c.json({ success: true }, 200);
  })
  .post('/lists/:id/items', async (c) => {
    const user = await member(c);
    const { keyword, totalSearches } = await readJson(c, listItemInput);
    await addKeywordToList(c.get('deps').db, user.id, c.req.param('id'), keyword, totalSearches ?? null);
    return c.json({ success: true }, 201);
  })
  .delete('/lists/:id/items/:itemId', async (c) => {
    const user = await member(c);
    await removeKeywordFromList(c.get('deps').db, user.id, c.req.param('id'), c.req.param('itemId'));
    return c.json({ success: true }, 200);
  });
