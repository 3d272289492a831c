import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { activePaths, chartOf, type ChartState } from './chart';
import { eventOf, FlowRun, type Flow } from './flow';
import * as css from './FlowExplorer.css';
import { compact, formatted } from './plain';

export interface FlowExplorerProps<M extends AnyStateMachine> {
  flow: Flow<M>;
}

/**
 * Steps through a machine's real logic with no network: its states as nested boxes with the current
 * one lit, the events it takes now as buttons, every call it makes waiting for the developer to
 * answer it (succeed with a sample, fail with a problem), its timers waiting to be let pass, its
 * context, and a log of what happened.
 */
export function FlowExplorer<M extends AnyStateMachine>({ flow }: FlowExplorerProps<M>) {
  const [starts, setStarts] = useState(0);
  const [run, setRun] = useState<FlowRun<M> | null>(null);
  useEffect(() => {
    const next = new FlowRun(flow);
    setRun(next);
    next.start();
    return () => next.stop();
  }, [flow, starts]);
  if (!run) return <p>Starting the machine…</p>;
  return <RunView flow={flow} run={run} onStartAgain={() => setStarts((count) => count + 1)} />;
}

function RunView<M extends AnyStateMachine>({ flow, run, onStartAgain }: { flow: Flow<M>; run: FlowRun<M>; onStartAgain: () => void }) {
  useSyncExternalStore(run.subscribe, run.version);
  const chart = useMemo(() => chartOf(flow.machine), [flow.machine]);
  const snapshot: AnyMachineSnapshot = run.actor.getSnapshot();
  const active = activePaths(snapshot, chart);
  const leaves = [...active].filter((path) => path !== '' && !findState(chart, path)?.children.length);
  const events = flow.events.map(eventOf);
  const running = snapshot.status === 'active';

  return (
    <div className={css.explorer}>
      <header className={css.header}>
        <h2 className={css.title}>{flow.machine.id}</h2>
        <p>
          Current state: <output aria-label="Current state">{leaves.join(', ') || '(none)'}</output>
          {running ? null : <span className={css.muted}> ({snapshot.status})</span>}
        </p>
        <button type="button" className={css.button} onClick={onStartAgain}>
          Start again
        </button>
      </header>

      <Panel title="States">
        <StateBox state={chart} active={active} />
      </Panel>

      <div className={css.column}>
        <Panel title="Events">
          <ul className={css.buttons}>
            {events.map(({ label, event }) => (
              <li key={label}>
                <button
                  type="button"
                  className={css.button}
                  disabled={!running || !snapshot.can(event)}
                  title={formatted(event)}
                  onClick={() => run.send(label, event)}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Waiting for an answer">
          {run.calls.length === 0 && run.timers.length === 0 ? <p className={css.muted}>Nothing: no call or timer is open.</p> : null}
          {run.calls.map((call) => {
            const outcomes = (flow.services as Record<string, { succeed: object; fail: object }>)[call.src];
            return (
              <article key={call.serial} className={css.call} aria-label={`${call.src} call`}>
                <p>
                  <strong>{call.src}</strong> <span className={css.muted}>called with</span>
                </p>
                <pre className={css.code}>{formatted(call.input)}</pre>
                <ul className={css.buttons}>
                  {[
                    ...Object.keys(outcomes?.succeed ?? {}).map((label) => ({ name: `Succeed with ${label}`, style: css.succeed, settle: () => call.succeed(label) })),
                    ...Object.keys(outcomes?.fail ?? {}).map((label) => ({ name: `Fail with ${label}`, style: css.fail, settle: () => call.fail(label) })),
                  ].map(({ name, style, settle }) => (
                    <li key={name}>
                      <button type="button" className={style} onClick={settle}>
                        {name}
                      </button>
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
          {run.timers.length > 0 ? (
            <ul className={css.buttons}>
              {run.timers.map((timer) => (
                <li key={timer.serial}>
                  <button type="button" className={css.button} onClick={timer.fire}>
                    Let {timer.ms} ms pass
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>

        {flow.outside?.length ? (
          <Panel title="Outside the machine">
            <ul className={css.buttons}>
              {flow.outside.map((change) => (
                <li key={change.label}>
                  <button type="button" className={css.button} onClick={() => run.change(change)}>
                    {change.label}
                  </button>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}

        <Panel title="Context">
          <pre className={css.code}>{formatted(snapshot.context)}</pre>
          {snapshot.status === 'done' ? <pre className={css.code}>output: {formatted(snapshot.output)}</pre> : null}
          {snapshot.status === 'error' ? <pre className={css.code}>error: {formatted(snapshot.error)}</pre> : null}
        </Panel>

        <Panel title="Log">
          <ol className={css.log} aria-label="Log">
            {run.log.map((entry) => (
              <li key={entry.serial}>
                {entry.text}
                {entry.detail === undefined ? null : <code className={css.inline}> {compact(entry.detail)}</code>}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={css.panel} aria-labelledby={id}>
      <h3 id={id} className={css.panelTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function StateBox({ state, active }: { state: ChartState; active: Set<string> }) {
  const name = state.path || state.key;
  const isIn = active.has(state.path);
  const isCurrent = isIn && state.children.length === 0;
  const className = [css.state, isIn ? css.inState : '', isCurrent ? css.current : ''].join(' ');
  return (
    <div role="group" aria-label={name} aria-current={isCurrent ? 'step' : undefined} className={className}>
      <div className={css.stateName}>
        <span>{state.key}</span>
        {state.initial && state.path !== '' ? <span className={css.muted}>initial</span> : null}
        {state.type === 'final' || state.type === 'parallel' ? <span className={css.muted}>{state.type}</span> : null}
        {isCurrent ? <span>● current</span> : null}
      </div>
      {state.invokes.length > 0 ? <p className={css.muted}>calls {state.invokes.join(', ')}</p> : null}
      {state.transitions.length > 0 ? (
        <ul className={css.transitions}>
          {state.transitions.map((transition, index) => (
            <li key={index}>
              <code>{transition.on}</code>
              {transition.guard ? <span className={css.muted}> if {transition.guard}</span> : null}
              {' → '}
              {transition.targets.length > 0 ? transition.targets.join(', ') : <span className={css.muted}>stays</span>}
            </li>
          ))}
        </ul>
      ) : null}
      {state.children.length > 0 ? (
        <div className={css.children}>
          {state.children.map((child) => (
            <StateBox key={child.path} state={child} active={active} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function findState(state: ChartState, path: string): ChartState | undefined {
  if (state.path === path) return state;
  for (const child of state.children) {
    const found = findState(child, path);
    if (found) return found;
  }
  return undefined;
}
