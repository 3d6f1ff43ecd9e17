// The frequency bar chart of one number set. Loaded lazily (recharts is large), and hidden from
// assistive technology: the table beside it carries the same figures.
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsNumberSet } from '@fairdraw/contracts';

const HOT_COLOUR = '#b42318';
const COLD_COLOUR = '#1d4ed8';
const PLAIN_COLOUR = '#0b5563';

export interface FrequencyChartProps {
  set: StatisticsNumberSet;
}

export default function FrequencyChart({ set }: FrequencyChartProps) {
  const hot = new Set(set.hot);
  const cold = new Set(set.cold);
  const colour = (n: number) => (hot.has(n) ? HOT_COLOUR : cold.has(n) ? COLD_COLOUR : PLAIN_COLOUR);
  return (
    <div className="stats-chart" aria-hidden="true" data-testid={`chart-${set.key}`}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart
          data={set.frequencies}
          margin={{ top: 8, right: 4, bottom: 4, left: -24 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="number" interval="preserveStartEnd" tickLine={false} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip
            cursor={{ fillOpacity: 0.15 }}
            formatter={(value) => [value, 'Times drawn']}
            labelFormatter={(label) => `Number ${String(label)}`}
          />
          <Bar dataKey="count" isAnimationActive={false}>
            {set.frequencies.map((entry) => (
              <Cell key={entry.number} fill={colour(entry.number)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
