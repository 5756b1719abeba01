import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { adminCreditsRoutes } from './admin-credits.routes';
import { walletRoutes } from './credits.routes';
import { ledgerRoutes } from './ledger.routes';
import { paymentsRoutes } from './payments.routes';

// The credits feature as other features see it: they spend and refund only through here.
export const creditsRoutes = new Hono<AppEnv>().route('/', walletRoutes).route('/', paymentsRoutes).route('/', ledgerRoutes).route('/admin', adminCreditsRoutes);
export { pricingRoutes } from './pricing.routes';
export { type Payer, refundUsage, type SpendReference, spendUsage } from './spend.service';
export { openWallet, readWallet } from './wallet.service';
export { expireVips } from './vip-membership.service';
export { sweepVirtualAccounts } from './payments.service';
export { settleStuckOrders, tossFor } from './toss-sync.service';
export { listPackages } from './packages.service';
