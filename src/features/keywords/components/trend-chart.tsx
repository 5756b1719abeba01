import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '@contracts/keywords';
import { messages } from '../messages';

/** Twelve months of relative search interest (peak = 100). */
export default function TrendChart({ points }: { points: TrendPoint[] }) {
  const data = points.map((p) => ({
    month: messages.month(Number(p.period.slice(5, 7))),
    label: messages.yearMonth(p.period.slice(0, 4), Number(p.period.slice(5, 7))),
    ratio: Math.round(p.ratio * 10) / 10,
  }));
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <div className="h-64 w-full" role="img" aria-label={messages.trendAria(data.map((d) => `${d.label} ${d.ratio}`).join(', '))}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [`${String(v)}`, messages.relativeVolume]} labelFormatter={(_, payload) => String(payload[0]?.payload?.label ?? '')} />
          <Line type="monotone" dataKey="ratio" stroke="#2563eb" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={animate} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
