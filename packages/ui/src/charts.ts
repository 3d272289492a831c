// Apart from the index so that the shop, which draws no chart, never has recharts in its module graph.
export { TrendChart, type TrendChartProps, type TrendPoint } from './TrendChart/TrendChart';
