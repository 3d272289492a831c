import { createContext, useContext, type ReactNode } from 'react';
import type { Shop } from './shop';

const ShopContext = createContext<Shop | null>(null);

export function ShopProvider({ shop, children }: { shop: Shop; children: ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop needs a <ShopProvider> above it');
  return shop;
}
