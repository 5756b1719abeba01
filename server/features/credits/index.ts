// The credits feature as other features see it: they spend and refund only through here.
export { creditsRoutes } from './credits.routes';
export { pricingRoutes } from './pricing.routes';
export { type Payer, refundUsage, type RefundInput, type SpendInput, type SpendReference, spendUsage } from './spend.service';
export { openWallet, readWallet } from './wallet.service';
