import { formatPrice } from '@cellar/domain';
import { moneyFigures } from '../shared/text.css';
import * as styles from './Price.css';

export interface PriceProps {
  amount: number;
  size?: keyof typeof styles.size;
  className?: string;
}

export function Price({ amount, size = 'md', className }: PriceProps) {
  return <span className={[moneyFigures, styles.size[size], className].filter(Boolean).join(' ')}>{formatPrice(amount)}</span>;
}
