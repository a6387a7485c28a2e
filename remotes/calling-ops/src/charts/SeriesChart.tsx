import { theme } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** A y axis the series are drawn against; a hidden one still scales its series. */
export interface ChartAxis {
  id: string;
  unit?: string;
  domain?: [number, number];
  right?: boolean;
  hidden?: boolean;
  /** Counts: no tick between whole numbers. */
  whole?: boolean;
}

export interface ChartSeries {
  key: string;
  name: string;
  type: 'bar' | 'line';
  axis: string;
  color: string;
  smooth?: boolean;
  dots?: boolean;
  connectNulls?: boolean;
}

/**
 * Bars and lines over one labelled x axis (each point's `label`), the console's charts in one shape: the theme's
 * grid and tick colours, no animation (a refresh redraws in place).
 */
export function SeriesChart({
  data,
  axes,
  series,
  height,
  width = 800,
  tickSize = 12,
  minTickGap = 16,
  legend = false,
}: {
  data: readonly object[];
  axes: readonly ChartAxis[];
  series: readonly ChartSeries[];
  height: number;
  /** The width drawn before the container is measured. */
  width?: number;
  tickSize?: number;
  minTickGap?: number;
  legend?: boolean;
}) {
  const { token } = theme.useToken();
  const tick = { fontSize: tickSize, fill: token.colorTextSecondary };
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width, height }}>
      <ComposedChart data={data as object[]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
        <XAxis dataKey="label" tick={tick} minTickGap={minTickGap} />
        {axes.map((axis) => (
          <YAxis
            key={axis.id}
            yAxisId={axis.id}
            unit={axis.unit}
            domain={axis.domain}
            orientation={axis.right ? 'right' : 'left'}
            hide={axis.hidden}
            allowDecimals={!axis.whole}
            tick={tick}
          />
        ))}
        <Tooltip />
        {/* The legend's words in the text colour: the series' own colours are too faint to read as text. */}
        {legend && <Legend formatter={(name) => <span style={{ color: token.colorText }}>{name}</span>} />}
        {series.map((s) =>
          s.type === 'bar' ? (
            <Bar
              key={s.key}
              yAxisId={s.axis}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              isAnimationActive={false}
            />
          ) : (
            <Line
              key={s.key}
              yAxisId={s.axis}
              type={s.smooth ? 'monotone' : 'linear'}
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={s.dots ?? false}
              connectNulls={s.connectNulls}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
