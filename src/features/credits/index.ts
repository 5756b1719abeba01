// The credits feature as the rest of the SPA sees it: the wallet, what spending costs and left, and refunds.
export { claimWelcomeBonus } from './api/claim-welcome-bonus';
export { creditsKeys } from './api/credits-keys';
export { getPricing, pricingQuery, usePricing } from './api/get-pricing';
export { initializeWallet } from './api/initialize-wallet';
export { applyRefund, applyRemaining } from './apply-remaining';
export { confirmCreditSpend } from './confirm-credit-spend';
export { emptyWallet, useWalletStore, type WalletState, walletStateOf } from './wallet-store';
export { usePackages } from './api/get-packages';
