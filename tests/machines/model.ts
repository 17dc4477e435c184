import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

/**
 * Helpers for the model-based machine tests: the full set of states and transitions computed from a
 * machine's definition, the coverage of generated paths, and the replay of a path on a real actor
 * whose invoked actors are fakes settled by the path's own done/error events.
 */

type StateNode = AnyStateMachine['root'];
type Transition = ReturnType<AnyStateMachine['getTransitionData']>[number];

function nodesOf(node: StateNode): StateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...nodesOf(child)]);
}

/** Every state node of the machine except the root, by id. */
export function allStates(machine: AnyStateMachine): StateNode[] {
  return nodesOf(machine.root);
}

/** Every transition of the definition (event, delayed, done/error and eventless). */
export function allTransitions(machine: AnyStateMachine): Transition[] {
  return [machine.root, ...nodesOf(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

export function describeTransition(t: Transition): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType}${t.guard ? ` [${typeof t.guard === 'function' ? 'guard' : JSON.stringify(t.guard)}]` : ''}--> ${targets}`;
}

const toValue = (path: string[]): unknown => (path.length === 1 ? path[0] : { [path[0] ?? '']: toValue(path.slice(1)) });

export interface Coverage {
  missingStates: string[];
  missingTransitions: string[];
  states: number;
  transitions: number;
}

/** Which states and transitions of the definition the paths do not reach (both lists empty = 100%). */
export function coverageOf(machine: AnyStateMachine, paths: StatePath<AnyMachineSnapshot, EventObject>[]): Coverage {
  const states = allStates(machine);
  const transitions = allTransitions(machine);
  const reachedStates = new Set<StateNode>();
  const taken = new Set<Transition>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      for (const node of states) if (step.state.matches(toValue(node.path) as never)) reachedStates.add(node);
      const previous = path.steps[i - 1];
      if (!previous) return;
      const fired = machine.getTransitionData(previous.state, step.event);
      for (const t of fired) {
        taken.add(t);
        // Eventless transitions of the states just entered count when the step ends in their target.
        for (const entered of t.target ?? [t.source]) {
          for (const always of entered.always ?? []) {
            if (always.target?.every((n) => step.state.matches(toValue(n.path) as never))) taken.add(always);
          }
        }
      }
    });
  }
  return {
    missingStates: states.filter((s) => !reachedStates.has(s)).map((s) => s.id),
    missingTransitions: transitions.filter((t) => !taken.has(t)).map(describeTransition),
    states: states.length,
    transitions: transitions.length,
  };
}

export function shortestPaths(
  machine: AnyStateMachine,
  options: { events: EventObject[]; serialize: (s: AnyMachineSnapshot) => unknown; input?: unknown },
) {
  return getShortestPaths(machine, {
    // Only events that fire a transition: an actor settles only while it runs, a timer only in
    // its state, and a finished machine takes no events.
    events: (snapshot) =>
      snapshot.status !== 'active'
        ? []
        : options.events.filter((e) => {
            const id = DONE.exec(e.type)?.[1] ?? ERROR.exec(e.type)?.[1];
            return (id === undefined || id in snapshot.children) && machine.getTransitionData(snapshot, e).length > 0;
          }),
    input: options.input,
    // The arriving event is part of the key, so every (state, event) edge gets its own shortest path:
    // that is what makes the paths cover transitions, not just states.
    serializeState: (snapshot, event) =>
      JSON.stringify({ value: snapshot.value, status: snapshot.status, via: event, ...(options.serialize(snapshot) as object) }),
    limit: 20_000,
  });
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Fake promise actors, one per invoke id, settled by the path's xstate.done/error.actor events. */
function fakeActors(sources: string[]) {
  const pending = new Map<string, Deferred>();
  const actors = Object.fromEntries(
    sources.map((src) => [
      src,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  ) as Record<string, AnyActorLogic>;
  return { actors, pending };
}

const AFTER = /^xstate\.after\.([^.]+)\./;
const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;

/**
 * Replays a generated path on a real actor with fake timers: delayed events advance the clock by the
 * named delay, done/error events settle the fake actor with that invoke id, others are sent.
 */
export async function replay(
  machine: AnyStateMachine,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  options: { fakes: string[]; input?: unknown; provide?: Parameters<AnyStateMachine['provide']>[0] },
) {
  const { actors, pending } = fakeActors(options.fakes);
  const logic = machine.provide({ ...options.provide, actors: { ...options.provide?.actors, ...actors } });
  const actor = createActor(logic, { input: options.input });
  actor.start();
  const delays = machine.implementations.delays as Record<string, number>;
  for (const { event } of path.steps.slice(1)) {
    const after = AFTER.exec(event.type);
    const done = DONE.exec(event.type);
    const error = ERROR.exec(event.type);
    if (after?.[1]) {
      await vi.advanceTimersByTimeAsync(delays[after[1]] ?? Number(after[1]));
    } else if (done?.[1] || error?.[1]) {
      const id = (done?.[1] ?? error?.[1]) as string;
      const deferred = pending.get(id);
      if (!deferred) throw new Error(`no running fake actor '${id}' for ${event.type}`);
      pending.delete(id);
      if (done) deferred.resolve((event as EventObject & { output: unknown }).output);
      else deferred.reject((event as EventObject & { error: unknown }).error);
      await vi.advanceTimersByTimeAsync(0);
    } else {
      actor.send(event);
    }
  }
  return actor;
}

/**
 * The model-based suite every machine gets: generated paths cover 100% of states and transitions of
 * the definition, and every path replayed on a real actor ends in the state the model predicts.
 */
export function modelSuite(
  machine: AnyStateMachine,
  options: {
    events: AnyEventObject[];
    serialize?: (s: AnyMachineSnapshot) => unknown;
    input?: unknown;
    fakes?: string[];
    provide?: Parameters<AnyStateMachine['provide']>[0];
  },
) {
  const paths = shortestPaths(machine, { events: options.events, serialize: options.serialize ?? (() => ({})), input: options.input });

  describe(`${machine.id} machine (model-based)`, () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('reaches 100% of the states and transitions of its definition', () => {
      const coverage = coverageOf(machine, paths);
      expect(coverage.missingStates).toEqual([]);
      expect(coverage.missingTransitions).toEqual([]);
      expect(coverage.transitions).toBeGreaterThan(0);
    });

    it.each(paths.map((p) => [`${JSON.stringify(p.state.value)} via ${p.steps.map((s) => s.event.type).join(' → ')}`, p] as const))(
      'replays %s on a real actor',
      async (_name, path) => {
        const actor = await replay(machine, path, { fakes: options.fakes ?? [], input: options.input, provide: options.provide });
        expect(actor.getSnapshot().matches(path.state.value as never)).toBe(true);
        expect(actor.getSnapshot().status).toBe(path.state.status);
        actor.stop();
      },
    );
  });
  return paths;
}
