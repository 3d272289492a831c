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

/** The most steps up the value axis: more would crowd its labels in the chart's height. */
const MOST_STEPS = 5;
const ROUND_STEPS = [1, 2, 5];

/**
 * The value axis's ticks, from 0 by the smallest step of 1, 2 or 5 × 10ⁿ that reaches the highest value
 * in MOST_STEPS or fewer: Recharts' own steps could be any figure (5,500), which a shortened label then
 * rounds into uneven steps ('6k', '11k', '17k').
 */
function valueTicks(highest: number): number[] {
  let step: number | undefined;
  for (let magnitude = 1; step === undefined; magnitude *= 10) {
    step = ROUND_STEPS.map((round) => round * magnitude).find((candidate) => candidate * MOST_STEPS >= highest);
  }
  return Array.from({ length: Math.ceil(highest / step) + 1 }, (_, index) => index * step);
}

/** The room a day's label takes on the axis ('30 Nov' at 12 px, and the gap beside it). */
const LABEL_ROOM = 56;
/** The drawing's margin on either side of the plot. */
const MARGIN = 8;
/** The room a character of a value's label takes at 12 px: a capital's or a figure's, rounded up. */
const VALUE_CHARACTER = 8;
/** Between a value's label and the bars: Recharts' tick size and margin, which place the label though no tick line is drawn. */
const VALUE_GAP = 6 + 2;

/**
 * The value axis's width, from its longest label's characters, so an amount ('25,000 UYU') is not cut at
 * the drawing's edge. Counted rather than measured, like labelStep.
 */
function valueAxisWidth(labels: readonly string[]): number {
  return Math.max(...labels.map((label) => label.length)) * VALUE_CHARACTER + VALUE_GAP;
}

/**
 * Every how many days a label is written, from the drawing's width alone: Recharts' own choice measures
 * each label's text, and so changed with the fonts and the text measured before it on the page.
 */
function labelStep(plotWidth: number, days: number): number {
  const fit = Math.max(1, Math.floor(plotWidth / LABEL_ROOM));
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
  const ticks = valueTicks(Math.max(0, ...points.map((point) => point.value)));
  const axisWidth = valueAxisWidth(ticks.map(formatTick));
  return (
    <figure className={styles.figure} aria-labelledby={captionId} aria-busy={loading || undefined}>
      <figcaption id={captionId} className={styles.caption}>{title}</figcaption>
      {loading ? (
        <span className={skeleton} style={{ height }} aria-hidden="true" />
      ) : (
        <div className={styles.drawing} style={{ height }} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%" onResize={setWidth}>
            <BarChart data={nothing ? [] : [...points]} margin={{ top: 8, right: MARGIN, bottom: 0, left: MARGIN }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={palette.border} />
              <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={{ stroke: palette.borderStrong }} interval={labelStep(width - axisWidth - 2 * MARGIN, points.length)} />
              <YAxis
                // Plain text: Recharts' own label breaks an amount in two where it measures its words too wide, and
                // measures them without the 12 px they are drawn at.
                tick={({ x, y, payload, className }) => (
                  <text x={x} y={y} dy="0.355em" textAnchor="end" className={className} {...axis}>
                    {formatTick(Number(payload.value))}
                  </text>
                )}
                tickLine={false}
                axisLine={false}
                width={axisWidth}
                ticks={ticks}
                domain={[0, ticks.at(-1)!]}
                interval={0}
              />
              <Tooltip
                cursor={{ fill: palette.surfaceRaised }}
                formatter={(value) => [formatValue(Number(value)), title]}
                // Recharts' own ' : ' reads as a typo in both languages ('Revenue per day : 5,000 UYU').
                separator=": "
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
