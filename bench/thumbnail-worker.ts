import { renderThumbnail } from '../server/features/images/thumbnail-renderer';

// Runs in its own process so its RSS is the renderer's alone: a warm-up, then RENDERS timed renders of
// a 1280×720 thumbnail with a different Korean title each time (gradient background, Pretendard).
// The warm-up is long enough for V8's heap and the allocator's arenas to reach their working size.
const WARMUP = 200;
const RENDERS = Number(process.env.RENDERS ?? 500);
const titles = ['제주도 3박 4일 여행 코스 총정리', '초보도 쉽게 따라하는 홈카페 레시피', '2026 연말정산 환급 꿀팁 7가지', '강아지 산책 필수템 비교 리뷰'];
const input = (i: number) => ({ title: `${titles[i % titles.length]} ${i}`, subtitle: '글빛 썸네일 벤치마크', size: '16:9' as const, background: { kind: 'gradient' as const, preset: 'ocean' as const } });
// A collection first (the worker runs with --expose-gc), so RSS shows what is kept, not garbage not yet collected.
const mb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().rss / 1024 / 1024);
};

for (let i = 0; i < WARMUP; i++) await renderThumbnail(input(i));
const rssAfterWarmup = mb();
const times: number[] = [];
let rssMid = 0;
for (let i = 0; i < RENDERS; i++) {
  const t = performance.now();
  await renderThumbnail(input(i));
  times.push(performance.now() - t);
  if (i === Math.floor(RENDERS / 2)) rssMid = mb();
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
process.stdout.write(JSON.stringify({ renders: RENDERS, median: at(0.5), p95: at(0.95), max: at(1), rssAfterWarmup, rssMid, rssEnd: mb() }));
