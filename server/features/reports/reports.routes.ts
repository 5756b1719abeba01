import { Hono } from 'hono';
import { reportSettingsInput, unsubscribeQuery } from '@contracts/reports';
import type { AppEnv } from '../../lib/app-context';
import { errorBody } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireConsented, requireSignedIn } from '../accounts';
import { reportMessages } from './reports.messages';
import { pastReports, readReport, reportSettings, unsubscribeByToken, updateReportSettings } from './reports.service';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;max-width:480px;margin:80px auto;padding:0 16px;color:#0f172a;text-align:center"><h1 style="font-size:22px">${title}</h1><p style="line-height:1.7;color:#475569">${body}</p><p><a href="/" style="color:#2563eb">글빛으로 가기</a></p></body></html>`;

export const reportsRoutes = new Hono<AppEnv>()
  // One click from the mail, no sign-in; POST is the RFC 8058 one-click form mail clients use.
  .on(['GET', 'POST'], '/unsubscribe', valid('query', unsubscribeQuery), async (c) => {
    const ok = await unsubscribeByToken(c.get('deps').db, c.req.valid('query').token);
    if (c.req.method === 'POST') {
      return ok ? c.json({ success: true }, 200) : c.json(errorBody('NOT_FOUND', reportMessages.badUnsubscribeBody), 404);
    }
    return c.html(
      ok
        ? page(reportMessages.unsubscribedTitle, reportMessages.unsubscribedBody)
        : page(reportMessages.badUnsubscribeTitle, reportMessages.badUnsubscribeBody),
      ok ? 200 : 404,
    );
  })
  .get('/settings', async (c) => {
    const { user } = await requireSignedIn(c);
    const { db, env } = c.get('deps');
    return c.json(await reportSettings(db, env, user.id), 200);
  })
  .put('/settings', before(requireConsented), valid('json', reportSettingsInput), async (c) => {
    const { user } = await requireConsented(c);
    const { db, env } = c.get('deps');
    return c.json(await updateReportSettings(db, env, user.id, c.req.valid('json')), 200);
  })
  .get('/', async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json({ reports: await pastReports(c.get('deps').db, user.id) }, 200);
  })
  .get('/:id', async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await readReport(c.get('deps').db, user.id, c.req.param('id')), 200);
  });
