import { Hono } from 'hono';
import { ledgerQuery, type LedgerReply } from '@contracts/credits';
import type { AppEnv } from '../../lib/app-context';
import { valid } from '../../lib/validate';
import { requireSignedIn } from '../accounts';
import { ledgerCsv } from './ledger-csv';
import { allLedgerRows, listLedger, walletOf } from './ledger.service';
import { readVipExpiry } from './vip-membership.service';

export const ledgerRoutes = new Hono<AppEnv>()
  .get('/ledger', valid('query', ledgerQuery), async (c) => {
    const { db } = c.get('deps');
    const { user } = await requireSignedIn(c);
    const query = c.req.valid('query');
    const page = await listLedger(db, user.id, query);
    const expiry = await readVipExpiry(db, user.id);
    const reply: LedgerReply = { ...page, wallet: await walletOf(db, user.id), vipExpiresAt: expiry?.toISOString() ?? null };
    return c.json(reply, 200);
  })
  // UTF-8 with a BOM, so Excel in Korean Windows opens it without garbling.
  .get('/ledger.csv', valid('query', ledgerQuery), async (c) => {
    const { user } = await requireSignedIn(c);
    const { kind, month } = c.req.valid('query');
    const rows = await allLedgerRows(c.get('deps').db, user.id, { kind, month });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="geulbit-credits${month ? `-${month}` : ''}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(ledgerCsv(rows), 200);
  });
