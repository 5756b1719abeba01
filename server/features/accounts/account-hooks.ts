import type { WalletView } from '@contracts/credits';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/app-context';

/**
 * What other features keep for an account, done at the account's moments. Accounts calls these and
 * app.ts fills them in: every feature asks accounts who is signed in, so accounts itself imports none.
 */
export type AccountHooks = {
  /** In the transaction that makes a member (sign-up, Google consent): the member's empty wallet. */
  memberCreated(tx: Db, userId: string): Promise<void>;
  /** A visitor signs in on this browser: its history and uploaded photos move to the member. */
  visitorClaimed(db: Db, visitorId: string, userId: string): Promise<void>;
  /** Before the member's rows go (they cascade): what is not a row, the stored image files. */
  memberDeleting(deps: Pick<AppDeps, 'db' | 'storage'>, userId: string): Promise<void>;
  /** The wallet the session reply shows a member (null before it is opened). */
  walletOf(db: Db, userId: string): Promise<WalletView | null>;
};
