import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { donationMachine } from '../src/client/features/donation/donationMachine';
import { membershipMachine } from '../src/client/features/membership/membershipMachine';

// Replays a recorded journey through the donation or membership machine with xstate's pure transition(): no
// service runs, the recording's `xstate.done.actor.*` / `xstate.error.actor.*` events stand for their answers.
// A journey file is either
//   { "machine": "donation" | "membership", "events": [ event, ... ], "expect"?: state value }
// (what the pages' "Copy journey log" control and test/fixtures/journeys hold), or the Stately inspector's export:
// a list of inspection events, of which the `@xstate.event` ones (their `event`) are replayed; name the machine
// with `--machine`. Errors are written { "name": "TypeError", "message": "Failed to fetch" }; a file as
// { "name": "photo.png", "type": "image/png", "size": 1024 }.

export const MACHINES = { donation: donationMachine, membership: membershipMachine } as const;
export type JourneyMachine = keyof typeof MACHINES;

export interface Journey {
  machine: JourneyMachine;
  events: EventObject[];
  /** The state value the journey must end in (checked in CI). */
  expect?: unknown;
  description?: string;
}

export interface ReplayStep {
  event: string;
  /** Whether the machine took the event in the state it arrived in (its guards allowed a transition). */
  accepted: boolean;
  state: unknown;
  canSubmit: boolean;
  errors: Record<string, string>;
  orderError: string | null;
  actions: string[];
}

const CONFIG = {
  paymentsBase: '/api/',
  razorpayKeyId: 'rzp_test_sandbox',
  checkoutScriptUrl: '/api/sandbox/checkout.js',
};

/** JSON cannot hold errors or files: rebuild them as the machines received them. */
function revive(event: EventObject): EventObject {
  const copy = { ...event } as Record<string, unknown>;
  const error = copy.error as { name?: string; message?: string } | undefined;
  if (error && typeof error === 'object') {
    const Kind = error.name === 'TypeError' ? TypeError : Error;
    copy.error = new Kind(error.message ?? 'failed');
  }
  const file = copy.file as { name?: string; type?: string; size?: number } | null | undefined;
  if (file && typeof file === 'object' && typeof file.name === 'string') {
    copy.file = new File([new Uint8Array(file.size ?? 1)], file.name, { type: file.type ?? '' });
  }
  return copy as EventObject;
}

/** A journey file's text, in either format, as a Journey. */
export function parseJourney(text: string, machine?: JourneyMachine): Journey {
  const data = JSON.parse(text) as unknown;
  const list = Array.isArray(data) ? data : (data as Journey).events;
  const events = (list as Record<string, unknown>[])
    .map((item) =>
      item.type === '@xstate.event' ? (item.event as EventObject) : (item as unknown as EventObject),
    )
    .filter((event) => event && typeof event.type === 'string' && !event.type.startsWith('@xstate.'))
    .filter((event) => event.type !== 'xstate.init');
  const named = machine ?? (Array.isArray(data) ? undefined : (data as Journey).machine);
  if (!named || !(named in MACHINES))
    throw new Error('Name the machine: "machine" in the file or --machine donation|membership.');
  return { ...(Array.isArray(data) ? {} : (data as Journey)), machine: named, events };
}

export function replayJourney(journey: Journey): ReplayStep[] {
  const machine = MACHINES[journey.machine] as typeof donationMachine;
  let [snapshot] = initialTransition(machine, { config: CONFIG }) as [AnyMachineSnapshot, unknown];
  const steps: ReplayStep[] = [];
  for (const recorded of journey.events) {
    const event = revive(recorded);
    const accepted = snapshot.can(event);
    const [next, actions] = transition(machine, snapshot as never, event as never) as unknown as [
      AnyMachineSnapshot,
      { type: string }[],
    ];
    snapshot = next;
    const detail =
      'field' in event
        ? ` ${String(event.field)}=${JSON.stringify('value' in event ? event.value : ((recorded as { file?: { name?: string } }).file?.name ?? null))}`
        : '';
    steps.push({
      event: `${event.type}${detail}`,
      accepted,
      state: snapshot.value,
      canSubmit: snapshot.can({ type: 'form.submit' }),
      errors: snapshot.context.errors,
      orderError: snapshot.context.orderError,
      actions: actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')),
    });
  }
  return steps;
}

export function describeStep(step: ReplayStep, index: number): string {
  const parts = [
    `${String(index + 1).padStart(3)}. ${step.event}${step.accepted ? '' : '  (ignored: no transition allowed)'}`,
    `     -> ${JSON.stringify(step.state)}  submit ${step.canSubmit ? 'enabled' : 'disabled'}`,
  ];
  if (Object.keys(step.errors).length) parts.push(`     errors ${JSON.stringify(step.errors)}`);
  if (step.orderError) parts.push(`     order problem: ${step.orderError}`);
  if (step.actions.length) parts.push(`     runs ${step.actions.join(', ')}`);
  return parts.join('\n');
}
