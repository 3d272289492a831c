import { ApiError } from '@cellar/api-client';
import { sampleProblemBody, type SampleProblem } from '../refusals';
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyStateMachine,
  type ActorOptions,
  type EventFromLogic,
  type InputFrom,
  type OutputFrom,
  type PromiseActorLogic,
  type StateMachine,
} from 'xstate';

/* The types a flow is written in, read from the machine itself, so a sample the machine would not take fails the typecheck. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MachineTypes<M> = M extends StateMachine<any, infer TEvent, any, infer TActor, infer TAction, any, any, any, any, infer TInput, any, any, any, any, any>
  ? { event: TEvent; actor: TActor; action: TAction; input: TInput }
  : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ServiceActor<M> = Extract<MachineTypes<M>['actor'], { logic: PromiseActorLogic<any, any, any> }>;
/** The machine's invoked promise actors (its API calls), by `src`. */
export type ServiceName<M> = ServiceActor<M>['src'];
export type ServiceOutput<M, S> = OutputFrom<Extract<ServiceActor<M>, { src: S }>['logic']>;
/** The machine's named actions (`navigate`, `notify`, ...). */
export type ActionName<M> = MachineTypes<M>['action']['type'];

/** A refusal as the API sends it (problem+json); `status` 0 is a request that never reached the server. */
export type FlowProblem = SampleProblem;

/** Failures any call can meet, as the API client reports them. */
export const anyCallProblems = {
  'no connection': { status: 0, detail: 'We could not reach the shop. Check your connection and try again.' },
  'the session expired': { status: 401, detail: 'Your session has expired. Please log in again.' },
} satisfies Record<string, FlowProblem>;

/** What the developer may answer one service with: answers by label, and problems by label. */
export interface ServiceOutcomes<TOutput> {
  succeed: Record<string, TOutput>;
  fail: Record<string, FlowProblem>;
}

/** One event to offer as a button; `label` names it when its type alone would not tell the samples apart. */
export type EventSample<TEvent> = TEvent | { label: string; event: TEvent };

/** Something that happens outside the machine (another tab empties the cart), done through its input. */
export interface OutsideChange<TInput> {
  label: string;
  run: (input: TInput) => void;
}

/**
 * A machine made explorable: how to start it, the events to offer, how each of its calls may end and
 * which of its actions to record. Every promise actor the machine invokes must be given outcomes.
 */
export interface Flow<M extends AnyStateMachine> {
  machine: M;
  /** A fresh input for each start (a new store, a fixed today), so every run begins alike. */
  input: () => InputFrom<M>;
  events: ReadonlyArray<EventSample<EventFromLogic<M>>>;
  services: { [S in ServiceName<M>]: ServiceOutcomes<ServiceOutput<M, S>> };
  /** Actions shown in the log with their params instead of doing anything (navigate, notify, ...). */
  effects?: ReadonlyArray<ActionName<M>>;
  outside?: ReadonlyArray<OutsideChange<InputFrom<M>>>;
  /** Events the machine sends itself (from the store), so no button offers them; `outside` changes cause them. */
  selfSent?: ReadonlyArray<EventFromLogic<M>['type']>;
}

/** Checks a flow against its machine's types; the flow itself is returned unchanged. */
export function defineFlow<M extends AnyStateMachine>(flow: Flow<M>): Flow<M> {
  return flow;
}

export function eventOf<TEvent extends { type: string }>(sample: EventSample<TEvent>): { label: string; event: TEvent } {
  if ('event' in sample && 'label' in sample && typeof sample.label === 'string' && typeof sample.event === 'object') return sample as { label: string; event: TEvent };
  const event = sample as TEvent;
  const { type, ...payload } = event;
  const values = Object.values(payload).map((value) => (typeof value === 'string' && value !== '' ? value : short(JSON.stringify(value) ?? String(value))));
  return { label: [type, ...values].join(' '), event };
}

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** A call the machine made and the developer has not answered yet. */
export interface OpenCall {
  serial: number;
  src: string;
  /** The invoke id the machine knows the call by. */
  id: string;
  input: unknown;
  succeed: (label: string) => void;
  fail: (label: string) => void;
}

/** A timer the machine started (`after`, a delayed event); it fires only when the developer lets its time pass. */
export interface OpenTimer {
  serial: number;
  ms: number;
  fire: () => void;
}

export interface LogEntry {
  serial: number;
  text: string;
  detail?: unknown;
}

/** The `ApiError` the shop's API client throws for this answer, carrying the problem as the forms read it. */
export function apiErrorFor({ status, ...problem }: FlowProblem): ApiError {
  if (status === 0) return new ApiError(0, undefined, problem.detail);
  return new ApiError(status, sampleProblemBody({ title: `HTTP ${status}`, status, ...problem }));
}

/**
 * One run of a flow: the real machine with each service replaced by a call that waits for the
 * developer's answer, a clock whose timers wait to be let pass, and a log of what happened.
 */
export class FlowRun<M extends AnyStateMachine> {
  readonly input: InputFrom<M>;
  readonly actor: Actor<M>;
  readonly calls: OpenCall[] = [];
  readonly timers: OpenTimer[] = [];
  readonly log: LogEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private serial = 0;
  private changes = 0;

  constructor(flow: Flow<M>) {
    this.input = flow.input();
    const services = flow.services as Record<string, ServiceOutcomes<unknown>>;
    const actors = Object.fromEntries(Object.entries(services).map(([src, outcomes]) => [src, this.waitingCall(src, outcomes)]));
    const actions = Object.fromEntries(
      (flow.effects ?? []).map((name) => [name, (_: unknown, params: unknown) => this.record(String(name), params)]),
    );
    const clock: NonNullable<ActorOptions<M>['clock']> = {
      setTimeout: (fn: () => void, ms: number) => {
        const timer: OpenTimer = { serial: (this.serial += 1), ms, fire: () => this.fire(timer, fn) };
        this.timers.push(timer);
        this.changed();
        return timer.serial;
      },
      clearTimeout: (serial: number) => {
        this.drop(this.timers, serial);
        this.changed();
      },
    };
    // `provide` is typed for one machine at a time; the flow's types already tied these names to it.
    const machine = flow.machine.provide({ actors, actions } as Parameters<M['provide']>[0]) as M;
    this.actor = createActor(machine, { input: this.input, clock }) as Actor<M>;
    this.actor.subscribe({ next: () => this.changed(), error: () => this.changed(), complete: () => this.changed() });
  }

  start(): void {
    this.actor.start();
  }

  stop(): void {
    this.actor.stop();
  }

  send(label: string, event: EventFromLogic<M>): void {
    this.record(`sent ${label}`);
    this.actor.send(event);
  }

  change({ label, run }: OutsideChange<InputFrom<M>>): void {
    this.record(`outside: ${label}`);
    run(this.input);
  }

  /** Bumps whenever anything shown changed; React re-renders on it. */
  version = () => this.changes;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private waitingCall(src: string, outcomes: ServiceOutcomes<unknown>) {
    return fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          const settle = (text: string, then: () => void) => {
            if (!this.drop(this.calls, call.serial)) return;
            this.record(text);
            then();
          };
          const call: OpenCall = {
            serial: (this.serial += 1),
            src,
            id: self.id,
            input,
            succeed: (label) => settle(`${src} succeeded: ${label}`, () => resolve(outcomes.succeed[label])),
            fail: (label) => {
              const problem = outcomes.fail[label];
              if (!problem) throw new Error(`${src} has no problem labelled "${label}"`);
              settle(`${src} failed: ${label} (${problem.status})`, () => reject(apiErrorFor(problem)));
            },
          };
          signal.addEventListener('abort', () => {
            if (this.drop(this.calls, call.serial)) this.record(`${src} cancelled by the machine`);
          });
          this.calls.push(call);
          this.record(`${src} called`, input);
        }),
    );
  }

  private fire(timer: OpenTimer, fn: () => void) {
    if (!this.drop(this.timers, timer.serial)) return;
    this.record(`${timer.ms} ms passed`);
    fn();
  }

  private drop(list: Array<{ serial: number }>, serial: number): boolean {
    const index = list.findIndex((item) => item.serial === serial);
    if (index >= 0) list.splice(index, 1);
    return index >= 0;
  }

  private record(text: string, detail?: unknown) {
    this.log.push({ serial: (this.serial += 1), text, ...(detail === undefined ? {} : { detail }) });
    this.changed();
  }

  private changed() {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}
