import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { WalletView } from '@contracts/credits';
import type { Db } from '../../db/client';
import { creditItems, users, wallets } from '../../db/schema';
import { createBatchLoader, perDatabase } from '../../lib/batch-loader';

export const WELCOME_BONUS_REASON = 'welcome_bonus';

export const walletView = (w: { totalPaidCredits: number; totalEventCredits: number }): WalletView => ({
  paidCredits: w.totalPaidCredits,
  eventCredits: w.totalEventCredits,
  totalCredits: w.totalPaidCredits + w.totalEventCredits,
});

/** Opens an empty wallet for a new member, in the caller's transaction; an existing wallet is kept. */
export async function openWallet(tx: Db, userId: string): Promise<void> {
  await tx.insert(wallets).values({ userId }).onConflictDoNothing();
}

/** Creates the member's wallet if it is missing; calling it again changes nothing. */
export async function initializeWallet(db: Db, userId: string): Promise<WalletView> {
  await openWallet(db, userId);
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return walletView(wallet ?? { totalPaidCredits: 0, totalEventCredits: 0 });
}

// A member's every page load reads the wallet with the session: concurrent reads share one prepared query
// (fresh, not cached: a read waits for the next batch, so it sees what its request committed before it).
const walletsByUser = perDatabase((db: Db) => {
  const query = db
    .select()
    .from(wallets)
    .where(sql`${wallets.userId} = any(${sql.placeholder('userIds')}::text[])`)
    .prepare('wallets_by_user');
  return createBatchLoader(async (userIds: string[]) => new Map((await query.execute({ userIds })).map((w) => [w.userId, w])));
});

/** The member's wallet, or null before it is opened (pass the app's handle: the read joins a batch). */
export async function readWallet(db: Db, userId: string): Promise<WalletView | null> {
  const wallet = await walletsByUser(db)(userId);
  return wallet ? walletView(wallet) : null;
}

export type WelcomeBonusResult = { credited: boolean; reason: 'credited' | 'already' | 'not-eligible'; wallet: WalletView };

/**
 * Credits the welcome bonus as event credits, once per member: the ledger row and the wallet change
 * commit together, and a unique index on the ledger makes a second grant impossible even when two
 * requests race. Accounts re-created after a deletion, and unconsented ones, get nothing.
 */
export async function grantWelcomeBonus(db: Db, userId: string, amount: number): Promise<WelcomeBonusResult> {
  return db.transaction(async (tx) => {
    await openWallet(tx, userId);
    const [user] = await tx
      .select({ eligible: users.welcomeBonusEligible, grade: users.grade })
      .from(users)
      .where(eq(users.id, userId));
    let reason: WelcomeBonusResult['reason'] = 'not-eligible';
    if (user?.eligible && user.grade !== '' && amount > 0) {
      const inserted = await tx
        .insert(creditItems)
        .values({ id: randomUUID(), userId, kind: 'event', amount, reason: WELCOME_BONUS_REASON })
        .onConflictDoNothing()
        .returning({ id: creditItems.id });
      if (inserted.length === 1) {
        await tx
          .update(wallets)
          .set({ totalEventCredits: sql`${wallets.totalEventCredits} + ${amount}`, updatedAt: new Date() })
          .where(eq(wallets.userId, userId));
        reason = 'credited';
      } else {
        reason = 'already';
      }
    }
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, userId));
    return { credited: reason === 'credited', reason, wallet: walletView(wallet as typeof wallets.$inferSelect) };
  });
}
