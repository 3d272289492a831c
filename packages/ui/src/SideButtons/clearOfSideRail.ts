import { vars } from '../theme/contract.css';
import { railClearance } from './SideButtons.css';

/**
 * The right padding for a box centred in the window, at most `maxWidth` px wide (padding included),
 * that keeps its content from running under the side rail: `padding` where the window is wide enough
 * to leave the rail a margin of its own, up to the rail's whole clearance where the box reaches the
 * window's edge.
 */
export function clearOfSideRail(maxWidth: number, padding: string = vars.space.md) {
  return `max(${padding}, min(${railClearance}, calc(${railClearance} - (100vw - ${maxWidth}px) / 2)))`;
}
