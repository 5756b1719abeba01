import type { Remaining, SpendCharge } from '@contracts/credits';
import { type Counter, counterField } from '@contracts/credits-options';
import { useAuthStore } from '@/stores/auth-store';
import { useWalletStore } from './wallet-store';

const atLeastZero = (n: number) => Math.max(0, n);

/**
 * The one place a reply's `remaining` reaches the client state: the counters live in the auth store
 * (spec "User state"), the credits in the wallet store. Whether the wallet was initialised is the
 * session's business, so it is left as it is.
 */
export function applyRemaining(remaining: Remaining | null) {
  if (!remaining) return;
  useAuthStore.setState({
    genCount: atLeastZero(remaining.genCount),
    imgCount: atLeastZero(remaining.imgCount),
    advCount: atLeastZero(remaining.advCount),
  });
  const paidCredits = atLeastZero(remaining.paidCredits);
  const eventCredits = atLeastZero(remaining.eventCredits);
  useWalletStore.setState({ paidCredits, eventCredits, totalCredits: paidCredits + eventCredits });
}

/** Mirrors a refund the server made: the unit of `counter`, or exactly the credits (event and paid) it took. */
export function applyRefund(counter: Counter, charge: SpendCharge) {
  if (charge.kind === 'counter') {
    const field = counterField[counter];
    useAuthStore.setState((a) => ({ [field]: a[field] + 1 }));
    return;
  }
  useWalletStore.setState((w) => {
    const paidCredits = w.paidCredits + charge.paid;
    const eventCredits = w.eventCredits + charge.event;
    return { paidCredits, eventCredits, totalCredits: paidCredits + eventCredits };
  });
}
