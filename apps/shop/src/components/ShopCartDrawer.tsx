import { CartDrawer } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useShop } from '../shop/ShopContext';

export default function ShopCartDrawer() {
  const { cart, store, imageUrl } = useShop();
  const open = useSelector(cart, (snapshot) => snapshot.matches('open'));
  const lines = useSelector(cart, (snapshot) => snapshot.context.lines);
  return (
    <CartDrawer
      open={open}
      onOpenChange={(next) => cart.send({ type: next ? 'OPEN' : 'CLOSE' })}
      lines={lines.map((line) => ({ ...line, img: imageUrl(line.img) }))}
      onIncrease={(id) => store.trigger.increaseQty({ id })}
      onDecrease={(id) => store.trigger.reduceQty({ id })}
      onRemove={(id) => store.trigger.removeFromCart({ id })}
      onCheckout={() => cart.send({ type: 'CHECKOUT' })}
    />
  );
}
