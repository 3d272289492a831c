import { useSelector } from '@xstate/react';
import { useShop } from '../shop/ShopContext';

/**
 * What the home page is asking the visitor, as its dialogs show it: the age gate, then the welcome (open,
 * or resetting the database). Whatever else floats over the page waits while either is open.
 */
export function useHomeQuestions() {
  const { ageGate, resetDatabase } = useShop();
  const asking = useSelector(ageGate, (snapshot) => snapshot.matches('asking'));
  const welcome = useSelector(resetDatabase, (snapshot) => snapshot.matches('open') || snapshot.matches('resetting'));
  const resetting = useSelector(resetDatabase, (snapshot) => snapshot.matches('resetting'));
  return { asking, welcome, resetting };
}
