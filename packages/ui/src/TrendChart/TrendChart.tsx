import { useWords } from '@cellar/i18n/react';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { visuallyHidden } from '../shared/a11y.css';
import { skeleton } from '../shared/skeleton.css';
import { palette, themeValues } from '../theme/values';
import * as styles from './TrendChart.css';

export interface TrendPoint {
  /** The bar's label on the axis, e.g. "3 Nov". */
  label: string;
  value: number;
}

export interface TrendChartProps {
  title: string;
  points: readonly TrendPoint[];
  /** How a value reads in the tooltip and the table (money, a count). */
  formatValue?: (value: number) => string;
  /** A shorter form for the axis ticks. */
  formatTick?: (value: number) => string;
  height?: number;
  /** The figures are being fetched: a placeholder stands where the bars will be, rather than "nothing". */
  loading?: boolean;
}

const plain = (value: number) => value.toLocaleString('en-US');

/** The room a day's label takes on the axis ('30 Nov' at 12 px, and the gap beside it). */
const LABEL_ROOM = 56;
/** The axis's plot width besides the value axis (YAxis width) and the margins. */
const PLOT_INSET = 72 + 16;

/**
 * Every how many days a label is written, from the drawing's width alone: Recharts' own choice measures
 * each label's text, and so changed with the fonts and the text measured before it on the page.
 */
function labelStep(width: number, days: number): number {
  const fit = Math.max(1, Math.floor((width - PLOT_INSET) / LABEL_ROOM));
  return Math.max(0, Math.ceil(days / fit) - 1);
}

/**
 * A figure per day (revenue, orders) as bars. The drawing is for the eye; screen readers get the same
 * figures as a table, since an SVG chart has no reading order of its own.
 */
export function TrendChart({ title, points, formatValue = plain, formatTick = formatValue, height = 240, loading = false }: TrendChartProps) {
  const words = useWords();
  const captionId = useId();
  const [width, setWidth] = useState(0);
  const axis = { fill: palette.textMuted, fontSize: 12, fontFamily: themeValues.font.body };
  // Days of nothing but zeros draw as no days at all: bars of nothing on an axis of made-up steps say less than the words.
  const nothing = points.every((point) => point.value === 0);
  return (
    <figure className={styles.figure} aria-labelledby={captionId} aria-busy={loading || undefined}>
      <figcaption id={captionId} className={styles.caption}>{title}</figcaption>
      {loading ? (
        <span className={skeleton} style={{ height }} aria-hidden="true" />
      ) : (
        <div className={styles.drawing} style={{ height }} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%" onResize={setWidth}>
            <BarChart data={nothing ? [] : [...points]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={palette.border} />
              <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={{ stroke: palette.borderStrong }} interval={labelStep(width, points.length)} />
              <YAxis tick={axis} tickLine={false} axisLine={false} tickFormatter={formatTick} width={72} allowDecimals={false} />
              <Tooltip
                cursor={{ fill: palette.surfaceRaised }}
                formatter={(value) => [formatValue(Number(value)), title]}
                contentStyle={{ background: palette.ground, border: `1px solid ${palette.borderStrong}`, color: palette.text }}
                labelStyle={{ color: palette.textMuted }}
              />
              <Bar dataKey="value" fill={palette.gold} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && nothing && <p className={styles.empty}>{words('chart.empty')}</p>}
    </figure>
  );
}
