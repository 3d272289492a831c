import { expect, vi } from 'vitest';
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type ContextFrom,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getStateNodes, TestModel, type AnyStateNode } from 'xstate/graph';
import type { PendingCalls } from './pendingCalls';

/** What one path runs against: the machine's input plus the fakes and spies the assertions read. */
export interface ModelHarness<TInput> {
  input: TInput;
  calls?: PendingCalls;
}

export interface ModelSpec<TMachine extends AnyStateMachine, THarness extends ModelHarness<InputFrom<TMachine>>> {
  name: string;
  machine: TMachine;
  /** Provides the per-path fakes and spies of `harness` (pending calls, navigation, toasts). */
  implement?: (machine: TMachine, harness: THarness) => TMachine;
  /** Starting situations by name; each call builds fresh fakes so paths never share state. */
  scenarios: Record<string, () => THarness>;
  /**
   * Sample events, payloads included. Synthetic ones drive the real actor too: `xstate.done.actor.x`
   * and `xstate.error.actor.x` settle the pending call `x`, `xstate.after.<ms>.*` advance the fake clock.
   */
  events: AnyEventObject[];
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject) => boolean;
  /**
   * The part of the context the model follows; the whole context by default. Values made afresh on
   * every run (random keys) differ between the model's walk and the real actor, so leave them out
   * here and check them in `states`.
   */
  modelContext?: (context: ContextFrom<TMachine>) => unknown;
  /** How to bring about an event in the real world instead of sending it (e.g. change the store). */
  perform?: Record<string, (event: AnyEventObject, harness: THarness) => void | Promise<void>>;
  /** Assertions per atomic state ('parent.child'); every state a path rests in must have one. */
  states: Record<string, (snapshot: SnapshotFrom<TMachine>, harness: THarness) => void>;
}

export interface CoverageReport {
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/**
 * Model-based test on xstate/graph's TestModel (the @xstate/graph test model, now part of xstate): it
 * generates the shortest paths of the machine, drops those that are the start of a longer one, and runs
 * each with `path.test`, whose event handlers drive a real actor (fake clock, pending calls) and whose
 * state check asserts after every step that the actor's state and context are the model's and that the
 * state's own assertions hold. Vertices are whole transitions (source, event, target), so a shortest path
 * exists for every edge.
 *
 * Two parts stay ours, because xstate/graph has none: `createTestModel` refuses machines that invoke
 * actors or wait (`after`), which every flow here does, so the model is built with `new TestModel`; and
 * the library dropped coverage (@xstate/test's `testCoverage`), so the states visited and transitions
 * taken by the real actors are counted here from its inspection events, and a test fails on any left.
 */
export async function expectFullModelCoverage<TMachine extends AnyStateMachine, THarness extends ModelHarness<InputFrom<TMachine>>>(
  spec: ModelSpec<TMachine, THarness>,
): Promise<CoverageReport> {
  const allNodes = [spec.machine.root as AnyStateNode, ...getStateNodes(spec.machine.root)];
  const allTransitions = allNodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
  // Ids, not objects: `provide` rebuilds the state nodes, so each path's machine has its own objects.
  const visitedNodes = new Set<string>([spec.machine.root.id]);
  const takenTransitions = new Set<string>();
  let pathCount = 0;
  const modelContext = (snapshot: AnyMachineSnapshot): unknown => (spec.modelContext ? spec.modelContext(snapshot.context) : snapshot.context);
  const isActive = (snapshot: AnyMachineSnapshot, node: AnyStateNode) => !node.path.length || snapshot.matches(toStateValue(node.path));
  const markActive = (snapshot: AnyMachineSnapshot) => {
    for (const node of allNodes) if (isActive(snapshot, node)) visitedNodes.add(node.id);
  };

  // Every event a state handles: the sample payloads for it, or a bare event (delays, calls without
  // output); events that would change nothing are left out so paths do not wander on no-ops.
  const eventsFor = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const types = new Set(allNodes.filter((node) => isActive(snapshot, node)).flatMap((node) => node.ownEvents));
    return [...types]
      .flatMap((type) => {
        const samples = spec.events.filter((event) => event.type === type);
        return samples.length ? samples : [{ type }];
      })
      .filter((event) => snapshot.can(event));
  };
  const model = new TestModel(spec.machine as AnyStateMachine, {
    events: ((snapshot: AnyMachineSnapshot) => eventsFor(snapshot)) as never,
    ...(spec.filterEvents ? { filterEvents: spec.filterEvents as never } : {}),
    serializeState: (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot) =>
      stableJson({ at: [snapshot.value, modelContext(snapshot)], via: event, from: previous && [previous.value, modelContext(previous)] }),
  });

  for (const [scenarioName, scenario] of Object.entries(spec.scenarios)) {
    for (const path of model.getShortestPaths({ input: scenario().input })) {
      pathCount += 1;
      const harness = scenario();
      const actor = createActor(spec.implement ? spec.implement(spec.machine, harness) : spec.machine, {
        input: harness.input,
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
          for (const transition of inspection._transitions) {
            takenTransitions.add(transitionKey(transition));
            visitedNodes.add(transition.source.id);
          }
          markActive(inspection.snapshot as AnyMachineSnapshot);
        },
      });
      actor.start();
      const where = `${spec.name} [${scenarioName}]`;
      // The first step is the machine's start (xstate.init), which createActor has done.
      const perform = (step: { event: AnyEventObject }) => performStep(step.event, harness, spec, (event) => actor.send(event as never));
      const events = Object.fromEntries(path.steps.slice(1).map((step) => [step.event.type, perform]));
      await path.test({
        events,
        states: {
          '*': (expected: AnyMachineSnapshot) => {
            const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
            markActive(snapshot);
            expect(snapshot.value, where).toEqual(expected.value);
            expect(JSON.parse(stableJson(modelContext(snapshot))), `${where}: context`).toEqual(JSON.parse(stableJson(modelContext(expected))));
            for (const node of allNodes) {
              if (!node.path.length || (node.type !== 'atomic' && node.type !== 'final')) continue;
              if (!isActive(snapshot, node)) continue;
              const key = node.path.join('.');
              const assertState = spec.states[key];
              if (!assertState) throw new Error(`${where}: no assertion for state '${key}'`);
              assertState(snapshot as SnapshotFrom<TMachine>, harness);
            }
          },
        },
      } as never);
      actor.stop();
    }
  }

  const report: CoverageReport = {
    paths: pathCount,
    states: {
      covered: allNodes.filter((node) => node.path.length && visitedNodes.has(node.id)).length,
      total: allNodes.length - 1,
      missing: allNodes.filter((node) => !visitedNodes.has(node.id)).map((node) => node.id),
    },
    transitions: {
      covered: allTransitions.filter((transition) => takenTransitions.has(transitionKey(transition))).length,
      total: allTransitions.length,
      missing: allTransitions.filter((transition) => !takenTransitions.has(transitionKey(transition))).map(transitionKey),
    },
  };
  console.log(
    `model coverage ${spec.name}: states ${report.states.covered}/${report.states.total}, ` +
      `transitions ${report.transitions.covered}/${report.transitions.total} (${report.paths} paths)`,
  );
  expect(report.states.missing, `${spec.name}: states never visited`).toEqual([]);
  expect(report.transitions.missing, `${spec.name}: transitions never taken`).toEqual([]);
  return report;
}

async function performStep<THarness extends ModelHarness<unknown>>(
  event: AnyEventObject,
  harness: THarness,
  spec: { name: string; perform?: Record<string, (event: AnyEventObject, harness: THarness) => void | Promise<void>> },
  send: (event: AnyEventObject) => void,
): Promise<void> {
  const custom = spec.perform?.[event.type];
  if (custom) return custom(event, harness);
  const [prefix, kind, third, ...rest] = event.type.split('.');
  if (prefix !== 'xstate') return send(event);
  if (kind === 'after') return void (await vi.advanceTimersByTimeAsync(Number(third)));
  if ((kind === 'done' || kind === 'error') && third === 'actor') {
    if (!harness.calls) throw new Error(`${spec.name}: ${event.type} needs harness.calls`);
    const id = rest.join('.');
    const settled = event as { output?: unknown; error?: unknown };
    return kind === 'done' ? harness.calls.resolve(id, settled.output) : harness.calls.reject(id, settled.error);
  }
  throw new Error(`${spec.name}: no way to perform ${event.type}`);
}

/** ['a', 'b'] -> { a: 'b' }, the partial state value `matches` expects for a node. */
function toStateValue(path: readonly string[]): StateValue {
  const leaf = path[path.length - 1] ?? '';
  return path.slice(0, -1).reduceRight<StateValue>((child, key) => ({ [key]: child }), leaf);
}

/** Source, event and position among that event's candidates: the same in every provided copy. */
function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const candidates = eventType ? (source.transitions.get(eventType) ?? []) : (source.always ?? []);
  const index = candidates.findIndex((candidate) => candidate === transition);
  const targets = transition.target?.map((node) => node.id).join(',') ?? '(no target)';
  return `${source.id} --${eventType || 'always'}#${index}--> ${targets}`;
}

/** Stores and actor refs in context are dependencies, not state: they are left out of the vertex key. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'object' && inner !== null && typeof (inner as { getSnapshot?: unknown }).getSnapshot === 'function' ? '[ref]' : inner,
  );
}
