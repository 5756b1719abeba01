// The credits feature as the rest of the SPA sees it: the wallet, what spending costs and left, and refunds.
export { claimWelcomeBonus } from './api/claim-welcome-bonus';
export { usePricing } from './api/get-pricing';
export { initializeWallet } from './api/initialize-wallet';
export { applyRefund, applyRemaining } from './apply-remaining';
export { confirmCreditSpend } from './confirm-credit-spend';
export { emptyWallet, useWalletStore, walletStateOf } from './wallet-store';
export { usePackages } from './api/get-packages';
