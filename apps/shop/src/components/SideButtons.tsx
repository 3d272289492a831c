import { SideButtons as SideButtonsView } from '@cellar/ui';
import { useShortcuts } from './useShortcuts';

export function SideButtons() {
  return <SideButtonsView {...useShortcuts()} />;
}
