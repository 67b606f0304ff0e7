import type { InspectionEvent } from 'xstate';

// In development the journeys' machines are shown in the Stately inspector (issue 5). The inspector is loaded
// lazily and only in development builds: production builds drop this branch entirely (webpack replaces
// process.env.NODE_ENV), and tests skip it.

type Inspect = (event: InspectionEvent) => void;

let devInspect: Inspect | undefined;

type InspectModule = typeof import('@statelyai/inspect');

function createDevInspect(load: () => Promise<InspectModule>): Inspect {
  const early: InspectionEvent[] = [];
  let forward: Inspect | null = null;
  void load()
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      forward = (event) => inspector.inspect.next?.(event);
      early.splice(0).forEach(forward);
    })
    .catch(() => {
      // A development aid only; the journeys work without it.
      forward = () => undefined;
      early.length = 0;
    });
  return (event) => {
    if (forward) forward(event);
    else early.push(event);
  };
}

/** The `inspect` option for createActor/useMachine: a function in development, undefined otherwise. */
export function inspectInDevelopment(): Inspect | undefined {
  if (process.env.NODE_ENV !== 'production' && process.env.NODE_ENV !== 'test') {
    // The import() sits inside this branch so that production builds do not even emit the inspector's chunk.
    devInspect ??= createDevInspect(() => import('@statelyai/inspect'));
    return devInspect;
  }
  return undefined;
}
