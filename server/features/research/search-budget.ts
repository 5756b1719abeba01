import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { naverSearchBudget } from '../../db/schema';
import { seoulDate } from './brief-facts';

/** Days of budget rows kept (they are a handful of bytes; a month is enough to look back on). */
const KEEP_DAYS = 31;

/**
 * Takes `calls` Search API calls from today's (Seoul) budget in one atomic upsert, so every instance
 * counts against the same day; false, with nothing taken, when they would go past `budget`.
 */
export async function spendSearchBudget(db: Db, { calls, budget, now }: { calls: number; budget: number; now: Date }): Promise<boolean> {
  if (calls > budget) return false;
  const day = seoulDate(now);
  const [row] = await db
    .insert(naverSearchBudget)
    .values({ day, calls })
    .onConflictDoUpdate({
      target: naverSearchBudget.day,
      set: { calls: sql`${naverSearchBudget.calls} + ${calls}` },
      setWhere: sql`${naverSearchBudget.calls} + ${calls} <= ${budget}`,
    })
    .returning({ calls: naverSearchBudget.calls });
  // The day's first spend: old days go.
  if (row?.calls === calls) await db.delete(naverSearchBudget).where(lt(naverSearchBudget.day, seoulDate(new Date(now.getTime() - KEEP_DAYS * 86_400_000))));
  return row !== undefined;
}
