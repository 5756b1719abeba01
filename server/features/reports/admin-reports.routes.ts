import { Hono } from 'hono';
import { categoryInput, reportPreviewInput } from '@contracts/reports';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireAdmin } from '../accounts';
import { buildReportFor, createManualRun, enqueueSends, listSubscribers, resendReport, sendLog } from './report-jobs.service';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { reportMessages } from './reports.messages';
import { deleteCategory, listCategories, saveCategory } from './reports.service';


export const adminReportsRoutes = new Hono<AppEnv>()
  .use('*', before(requireAdmin))
  .get('/categories', async (c) => c.json({ categories: await listCategories(c.get('deps').db) }, 200))
  .post('/categories', valid('json', categoryInput), async (c) => c.json(await saveCategory(c.get('deps').db, c.req.valid('json')), 201))
  .put('/categories/:id', valid('json', categoryInput), async (c) =>
    c.json(await saveCategory(c.get('deps').db, c.req.valid('json'), c.req.param('id')), 200),
  )
  .delete('/categories/:id', async (c) => {
    await deleteCategory(c.get('deps').db, c.req.param('id'));
    return c.json({ success: true }, 200);
  })
  .get('/subscribers', async (c) => c.json({ subscribers: await listSubscribers(c.get('deps').db) }, 200))
  // The report a subscriber would get now, built but not sent.
  .post('/preview', valid('json', reportPreviewInput), async (c) => {
    const { userId } = c.req.valid('json');
    try {
      const { mail } = await buildReportFor(c.get('deps'), userId);
      return c.json({ subject: mail.subject, html: mail.html, to: mail.to }, 200);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Naver's errors are already Korean and fit to show; anything else stays in the log.
      if (!(err instanceof NaverApiError)) c.get('deps').logger.warn('report preview failed', { error: err instanceof Error ? err.message : String(err) });
      throw new AppError('PREVIEW_FAILED', err instanceof NaverApiError ? `${reportMessages.previewFailed} (${err.message})` : reportMessages.previewFailed, 502);
    }
  })
  .post('/send-now', async (c) => {
    const { db, scheduler } = c.get('deps');
    if (!(await listCategories(db, { activeOnly: true })).length) throw new AppError('REPORT_NO_CATEGORIES', reportMessages.noCategories, 409);
    // The run, its sends and their jobs commit together; this instance's runner starts on them at once.
    const { runId, queued } = await db.transaction(async (tx) => {
      const id = await createManualRun(tx);
      return { runId: id, queued: await enqueueSends(tx, id) };
    });
    scheduler?.runDue();
    return c.json({ runId, queued }, 202);
  })
  .get('/log', async (c) => c.json(await sendLog(c.get('deps').db), 200))
  .post('/sends/:id/resend', async (c) => {
    const ok = await resendReport(c.get('deps').db, c.req.param('id'));
    if (!ok) throw new AppError('NOT_FOUND', reportMessages.sendNotFound, 404);
    c.get('deps').scheduler?.runDue();
    return c.json({ success: true }, 200);
  });
