import { SEOUL_TIME_ZONE } from '@contracts/accounts';
import type { LedgerRow } from '@contracts/credits';
import { ledgerWords } from './ledger-words';

const BOM = '\uFEFF';
const kstStamp = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

// Quotes every field, doubling quotes inside; a leading =,+,-,@ is prefixed so a spreadsheet does not run it.
const field = (v: string | number | null) => {
  const text = v === null ? '' : String(v);
  const safe = typeof v === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The ledger as CSV (UTF-8 with BOM, CRLF), columns in Korean. */
export function ledgerCsv(rows: LedgerRow[]): string {
  const header = ['일시(KST)', '구분', '내용', '크레딧 종류', '변동', '참조', '메모'];
  const lines = rows.map((r) =>
    [kstStamp(r.createdAt), ledgerWords.kinds[r.kind], ledgerWords.reason(r.reason), ledgerWords.credit[r.credit], r.amount, r.refId, r.note].map(field).join(','),
  );
  return BOM + [header.map(field).join(','), ...lines].join('\r\n') + '\r\n';
}
