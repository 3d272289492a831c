import type { MessageKey } from '@cellar/i18n';
import { useWords } from '@cellar/i18n/react';
import { Select, type SelectOption } from '../Select/Select';

export type CatalogueSortValue = 'relevance' | 'name' | 'price-asc' | 'price-desc' | 'newest';

export interface SortSelectProps {
  value: CatalogueSortValue;
  onChange: (value: CatalogueSortValue) => void;
  /** True while there is search text to rank by; without it the first order is the shop's own, 'Featured'. */
  relevanceAvailable?: boolean;
}

const otherOrders = [
  { value: 'name', label: 'sort.name' },
  { value: 'price-asc', label: 'sort.priceAsc' },
  { value: 'price-desc', label: 'sort.priceDesc' },
  { value: 'newest', label: 'sort.newest' },
] as const satisfies ReadonlyArray<{ value: CatalogueSortValue; label: MessageKey }>;

export function SortSelect({ value, onChange, relevanceAvailable = false }: SortSelectProps) {
  const words = useWords();
  const options: Array<SelectOption & { value: CatalogueSortValue }> = [
    { value: 'relevance', label: words(relevanceAvailable ? 'sort.bestMatch' : 'sort.featured') },
    ...otherOrders.map((order) => ({ value: order.value, label: words(order.label) })),
  ];
  return (
    <Select
      label={words('sort.label')}
      options={options}
      value={value}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onChange(option.value);
      }}
    />
  );
}
