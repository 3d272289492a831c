import { formatPrice } from '@cellar/domain';
import { useLocale } from '@cellar/i18n/react';
import { moneyFigures } from '../shared/text.css';
import * as styles from './Price.css';

export interface PriceProps {
  amount: number;
  size?: keyof typeof styles.size;
  className?: string;
}

export function Price({ amount, size = 'md', className }: PriceProps) {
  const locale = useLocale();
  return <span className={[moneyFigures, styles.size[size], className].filter(Boolean).join(' ')}>{formatPrice(amount, locale)}</span>;
}
