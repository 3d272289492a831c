import type { AnyStateMachine, AnyStateNode, AnyMachineSnapshot } from 'xstate';

/** One state of the chart: its transitions and calls, and the states nested in it. */
export interface ChartState {
  /** Dotted path from the machine's root (`submitting`, `form.editing`); the root's is ''. */
  path: string;
  key: string;
  type: AnyStateNode['type'];
  initial: boolean;
  invokes: string[];
  transitions: ChartTransition[];
  children: ChartState[];
}

export interface ChartTransition {
  /** What takes it: an event type, `done: createOrder`, `after 300 ms`, `always`. */
  on: string;
  guard: string | null;
  /** Paths of the states it leads to; empty when it stays (actions only). */
  targets: string[];
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** The machine's states and transitions, read from its definition (`machine.root`), as nested boxes draw them. */
export function chartOf(machine: AnyStateMachine): ChartState {
  return stateOf(machine.root, true);
}

function stateOf(node: AnyStateNode, initial: boolean): ChartState {
  const initialKeys = new Set(node.type === 'compound' ? (node.initial.target ?? []).map((target) => target.key) : []);
  const delays = new Map(node.after.map((transition) => [String(transition.eventType), transition.delay]));
  const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
  return {
    path: pathOf(node),
    key: node.key,
    type: node.type,
    initial,
    invokes: node.invoke.map(({ src, id }) => (typeof src === 'string' ? src : id)),
    transitions: transitions.map((transition) => ({
      on: describeTrigger(String(transition.eventType), delays),
      guard: guardName(transition.guard),
      targets: (transition.target ?? []).map(pathOf),
    })),
    children: Object.values(node.states).map((child) => stateOf(child, node.type === 'parallel' || initialKeys.has(child.key))),
  };
}

function describeTrigger(eventType: string, delays: Map<string, unknown>): string {
  if (eventType === '') return 'always';
  if (delays.has(eventType)) {
    const delay = delays.get(eventType);
    return typeof delay === 'number' ? `after ${delay} ms` : `after ${typeof delay === 'string' ? delay : 'a delay'}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  return eventType;
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') {
    // and(), or() and not() keep the guards they combine.
    const inner = (guard as { guards?: unknown[] }).guards;
    return inner ? `${guard.name}(${inner.map(guardName).join(', ')})` : guard.name || 'guard';
  }
  return 'guard';
}

/** The paths of every state the snapshot is in, the root's ('') included. */
export function activePaths(snapshot: AnyMachineSnapshot, chart: ChartState): Set<string> {
  const active = new Set<string>();
  const visit = (state: ChartState) => {
    if (state.path !== '' && !snapshot.matches(state.path as never)) return;
    active.add(state.path);
    state.children.forEach(visit);
  };
  visit(chart);
  return active;
}
