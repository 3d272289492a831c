import { Select, type SelectOption } from '../Select/Select';

export type CatalogueSortValue = 'relevance' | 'name' | 'price-asc' | 'price-desc' | 'newest';

export interface SortSelectProps {
  value: CatalogueSortValue;
  onChange: (value: CatalogueSortValue) => void;
  /** True while there is search text to rank by; without it the first order is the shop's own, 'Featured'. */
  relevanceAvailable?: boolean;
}

const otherOrders: Array<SelectOption & { value: CatalogueSortValue }> = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
];

export function SortSelect({ value, onChange, relevanceAvailable = false }: SortSelectProps) {
  const options = [{ value: 'relevance' as const, label: relevanceAvailable ? 'Best match' : 'Featured' }, ...otherOrders];
  return (
    <Select
      label="Sort by"
      options={options}
      value={value}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onChange(option.value);
      }}
    />
  );
}
