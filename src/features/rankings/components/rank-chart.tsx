import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { RANK_SECTION_LABELS, type RankPoint, type RankSection } from '@contracts/rankings';
import { rankWords } from '../messages';

const COLORS: Record<RankSection, string> = { blog: '#16a34a', webkr: '#2563eb' };

/** A post's ranks of the last 30 days, one line per list, 1위 at the top; a day out of the pages read is a gap. */
export default function RankChart({ points, sections }: { points: RankPoint[]; sections: RankSection[] }) {
  const days = [...new Set(points.map((p) => p.day))].sort();
  const data = days.map((day) => {
    const row: Record<string, string | number | null> = { day, label: rankWords.dayLabel(day) };
    for (const s of sections) {
      const p = points.find((x) => x.day === day && x.section === s);
      row[s] = p ? p.position : null;
    }
    return row;
  });
  const deepest = Math.max(100, ...points.map((p) => p.position ?? 0));
  const spoken = points.map((p) => `${p.day} ${RANK_SECTION_LABELS[p.section]} ${p.position === null ? rankWords.outOfRange(p.depth) : `${p.position}위`}`).join(', ');
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <div className="h-56 w-full" role="img" aria-label={rankWords.chartAria(spoken)}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis
            reversed
            domain={[1, deepest > 100 ? 200 : 100]}
            ticks={deepest > 100 ? [1, 50, 100, 150, 200] : [1, 10, 25, 50, 75, 100]}
            interval={0}
            allowDecimals={false}
            tick={{ fontSize: 12 }}
          />
          <Tooltip
            formatter={(v, name) => [v === null || v === undefined ? '순위 밖' : `${String(v)}위`, RANK_SECTION_LABELS[name as RankSection] ?? String(name)]}
          />
          {sections.length > 1 ? <Legend formatter={(name: string) => RANK_SECTION_LABELS[name as RankSection] ?? name} /> : null}
          {sections.map((s) => (
            <Line key={s} type="monotone" dataKey={s} stroke={COLORS[s]} strokeWidth={2} dot={{ r: 3 }} connectNulls={false} isAnimationActive={animate} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
