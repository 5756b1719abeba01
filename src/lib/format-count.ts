/**
 * A whole number as Korean text writes it (12,345): what `toLocaleString('ko-KR')` gives, without ICU. The page's
 * first Intl call loads ICU's number data, ≈ 10 ms (40 ms on Lighthouse's phone), and the header's credits made it in
 * the first render of every member's page. Other numbers are left to Intl.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('ko-KR');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
