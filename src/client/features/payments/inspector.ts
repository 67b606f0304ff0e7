import type { InspectionEvent } from 'xstate';
import { useLanguage } from '../../i18n';
import type { PaymentConfig } from './paymentFlow';

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
    recordJourney(event);
    if (forward) forward(event);
    else early.push(event);
  };
}

// The events each journey's machine received since the page opened it, for the "Copy journey log" control
// (development builds only) and `npm run replay` (README, "Inspecting the journeys").
const journeys = new Map<string, unknown[]>();

function recordJourney(event: InspectionEvent): void {
  if (event.type !== '@xstate.event' || event.actorRef.sessionId !== event.rootId) return;
  const machine = (event.actorRef as { logic?: { id?: string } }).logic?.id;
  if (!machine) return;
  if (event.event.type === 'xstate.init') journeys.set(machine, []);
  journeys.get(machine)?.push(event.event);
}

/** JSON cannot hold errors or files: written as `npm run replay` revives them. */
const replayable = (_key: string, value: unknown) => {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (typeof File !== 'undefined' && value instanceof File)
    return { name: value.name, type: value.type, size: value.size };
  return value;
};

/** The recorded journey of a machine ('donation', 'membership') in the replay format. */
export function journeyLog(machine: string): string {
  return JSON.stringify({ machine, events: journeys.get(machine) ?? [] }, replayable, 2);
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

/** How both journeys start their machine: the payment settings, the page's language, and the inspector in development. */
export function useJourneyMachineOptions(config: PaymentConfig) {
  const language = useLanguage();
  return { input: { config, language }, inspect: inspectInDevelopment() };
}
