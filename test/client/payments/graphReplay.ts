import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';

// Path generation for the journeys' machines: every shortest path to a state, every simple path (small graphs
// only), and one path per transition (the shortest path to its source followed by the transition), so that replaying them exercises every
// edge of the graph the sample events can reach.

export interface Traversal<S extends AnyMachineSnapshot> {
  fromState: S;
  events: EventObject[];
  serializeState: (snapshot: S) => string;
  /** Simple paths grow exponentially with the graph's cycles: only for small graphs. */
  simplePaths?: boolean;
}

export type GraphPath<S extends AnyMachineSnapshot> = {
  name: string;
  state: S;
  steps: { event: EventObject; state: S }[];
};

const describeEvent = (event: EventObject) => {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const output = rest.output as { success?: unknown } | undefined;
  const detail =
    'field' in rest
      ? `${String(rest.field)}=${String(rest.value ?? rest.file)}`
      : output && 'success' in output
        ? `success=${String(output.success)}`
        : '';
  return detail ? `${type}(${detail})` : type;
};

export const pathName = (steps: { event: EventObject }[]) =>
  steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => describeEvent(step.event))
    .join(' > ') || '(start)';

function named<S extends AnyMachineSnapshot>(path: StatePath<S, EventObject>): GraphPath<S> {
  const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
  return { name: pathName(steps), state: path.state, steps };
}

export function generatePaths<S extends AnyMachineSnapshot>(
  machine: AnyStateMachine,
  traversal: Traversal<S>,
) {
  const options = {
    fromState: traversal.fromState,
    events: traversal.events,
    serializeState: traversal.serializeState as (snapshot: unknown) => string,
    serializeEvent: (event: EventObject) => JSON.stringify(event),
  };
  const shortest = getShortestPaths(machine, options as never).map((path) =>
    named(path as never),
  ) as GraphPath<S>[];
  const simple = traversal.simplePaths
    ? (getSimplePaths(machine, options as never).map((path) => named(path as never)) as GraphPath<S>[])
    : [];

  // Every enabled transition out of every reachable state.
  const shortestTo = new Map(shortest.map((path) => [traversal.serializeState(path.state), path]));
  const adjacency = getAdjacencyMap(machine, options as never) as Record<
    string,
    { state: S; transitions: Record<string, { event: EventObject; state: S }> }
  >;
  const transitions: GraphPath<S>[] = [];
  for (const [key, { state, transitions: edges }] of Object.entries(adjacency)) {
    const prefix = shortestTo.get(key);
    if (!prefix) continue;
    for (const edge of Object.values(edges)) {
      if (!state.can(edge.event)) continue;
      const steps = [...prefix.steps, { event: edge.event, state: edge.state }];
      transitions.push({ name: pathName(steps), state: edge.state, steps });
    }
  }
  return { shortest, simple, transitions };
}
