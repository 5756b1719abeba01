import { formatCount } from '@/lib/format-count';
// The credit words of every page's header: apart from messages.ts, whose payment and admin words (≈ 3 KB) every page
// would otherwise carry. The words of a spend are in spend-words.ts, loaded when a spend is first asked.
const won = formatCount;

export const headerWords = {
  headerCredits: (n: number) => `${won(n)} 크레딧`,
  headerCreditsLabel: (n: number) => `보유 크레딧 ${won(n)}, 크레딧 내역 보기`,
};
