// The credits feature as the rest of the SPA sees it: the wallet, what spending costs and left, and refunds.
export { claimWelcomeBonus } from './api/claim-welcome-bonus';
export { creditsKeys } from './api/credits-keys';
export { getPricing, pricingQuery, usePricing } from './api/get-pricing';
export { initializeWallet } from './api/initialize-wallet';
export { applyRefund, applyRemaining } from './apply-remaining';
export { confirmCreditSpend } from './confirm-credit-spend';
export { emptyWallet, useWalletStore, type WalletState, walletStateOf } from './wallet-store';
export { AdminMembers } from './components/admin-members';
export { AdminOrders } from './components/admin-orders';
export { AdminPackages } from './components/admin-packages';
export { HeaderCredits } from './components/header-credits';
export { LedgerView } from './components/ledger-view';
export { ManualChargePanel } from './components/manual-charge-panel';
export { PaymentResult } from './components/payment-result';
export { PurchasePanel } from './components/purchase-panel';
