import { Hono } from 'hono';
import { walletInitializeInput, welcomeBonusInput, type WelcomeBonusReply } from '@contracts/credits';
import type { AppEnv } from '../../lib/app-context';
import { valid } from '../../lib/validate';
import { assertSameUser, requireSignedIn } from '../accounts';
import { messages } from './credits.messages';
import { grantWelcomeBonus, initializeWallet, readWallet } from './wallet.service';

const bonusMessages = { already: messages.bonusAlready, 'not-eligible': messages.bonusNotEligible } as const;

export const walletRoutes = new Hono<AppEnv>()
  .get('/wallet', async (c) => {
    const { user } = await requireSignedIn(c);
    const wallet = (await readWallet(c.get('deps').db, user.id)) ?? { paidCredits: 0, eventCredits: 0, totalCredits: 0 };
    return c.json({ success: true as const, wallet }, 200);
  })
  // Spec §7: idempotent; creates the wallet on first call.
  .post('/wallet/initialize', valid('json', walletInitializeInput), async (c) => {
    const { user } = await requireSignedIn(c);
    assertSameUser(c.req.valid('json').userId, user.id);
    const wallet = await initializeWallet(c.get('deps').db, user.id);
    return c.json({ success: true as const, wallet: { paidCredits: wallet.paidCredits, eventCredits: wallet.eventCredits } }, 200);
  })
  // Spec §7: credits once per user; the amount comes from WELCOME_BONUS_CREDITS.
  .post('/welcome-bonus', valid('json', welcomeBonusInput), async (c) => {
    const { db, env } = c.get('deps');
    const { user } = await requireSignedIn(c);
    assertSameUser(c.req.valid('json').userId, user.id);
    const result = await grantWelcomeBonus(db, user.id, env.WELCOME_BONUS_CREDITS);
    const reply: WelcomeBonusReply = {
      success: true,
      credited: result.credited,
      message: result.reason === 'credited' ? messages.bonusCredited(env.WELCOME_BONUS_CREDITS) : bonusMessages[result.reason],
      wallet: { paidCredits: result.wallet.paidCredits, eventCredits: result.wallet.eventCredits },
    };
    return c.json(reply, 200);
  });
