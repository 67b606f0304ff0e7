import {
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';

// One walk over a journey machine: from a starting snapshot, every event of a list is tried in every state the
// walk reaches (a state is its value and context), and each enabled transition is taken exactly once with
// xstate's pure transition(), so nothing runs and nothing waits. Each transition is then held to the journey's
// invariants, which are written from the product's rules, not read back from the machine: replaying generated
// paths through the same machine only re-confirmed the machine (issue 12).

export interface Step<S> {
  from: S;
  event: EventObject;
  to: S;
  /** The action types the transition would run (alerts, for instance). */
  actions: string[];
}

export function walkEveryTransition<S extends AnyMachineSnapshot>(
  machine: AnyStateMachine,
  start: S,
  events: EventObject[],
  key: (snapshot: S) => string,
): { states: S[]; steps: Step<S>[] } {
  const seen = new Map<string, S>([[key(start), start]]);
  const queue = [start];
  const steps: Step<S>[] = [];
  while (queue.length > 0) {
    const from = queue.shift() as S;
    for (const event of events) {
      if (!from.can(event)) continue;
      const [to, actions] = transition(machine, from, event as never) as unknown as [S, { type: string }[]];
      steps.push({ from, event, to, actions: actions.map((action) => action.type) });
      if (!seen.has(key(to))) {
        seen.set(key(to), to);
        queue.push(to);
      }
    }
  }
  return { states: [...seen.values()], steps };
}

/** What a journey promises, in the product's terms, for checkInvariants. */
export interface JourneyRules<S extends AnyMachineSnapshot> {
  /** The state a fresh journey starts in (after a paid result, "Back To Home"). */
  fresh: StateValue;
  /** Where a closed checkout or a failed payment returns, with the form kept. */
  backToForm: StateValue;
  /** The step that holds the submit button. */
  inSubmitStep: (snapshot: S) => boolean;
  /** The shared rule that enables the submit button (required fields present, certification ticked). */
  readyToSubmit: (snapshot: S) => boolean;
  /** Every field passes the shared rules (files included). */
  valid: (snapshot: S) => boolean;
  /** What the visitor typed and chose. */
  entered: (snapshot: S) => unknown;
  /** An empty form, as a fresh journey shows it. */
  empty: unknown;
}

const CHECKOUT_ALERT = 'alertCheckoutUnavailable';

/** Throws, naming the transition, when one breaks a rule; returns how many transitions were checked. */
export function checkInvariants<S extends AnyMachineSnapshot>(
  walk: { states: S[]; steps: Step<S>[] },
  rules: JourneyRules<S>,
): number {
  const submit = { type: 'form.submit' };
  for (const state of walk.states) {
    const where = JSON.stringify(state.value);
    // Submit is possible exactly in the submit step with every rule of the button met.
    expect({ where, canSubmit: state.can(submit) }).toEqual({
      where,
      canSubmit: rules.inSubmitStep(state) && rules.readyToSubmit(state),
    });
  }
  for (const { from, event, to, actions } of walk.steps) {
    const where = `${JSON.stringify(from.value)} --${event.type}--> ${JSON.stringify(to.value)}`;
    const fail = (rule: string): never => {
      throw new Error(`${where}: ${rule}`);
    };
    const entering = (value: StateValue) => to.matches(value) && !from.matches(value);

    if (entering('creatingOrder') && !(event.type === 'form.submit' && rules.inSubmitStep(from)))
      fail('an order is created only by submitting from the submit step');
    if (entering('creatingOrder') && !rules.valid(from)) fail('an order is created only with every rule met');

    // A paid result never goes back: once the gateway has the money, no path leads to the form or a new order.
    if (from.matches('verifying') && !['verifying', 'success', 'failed'].some((value) => to.matches(value)))
      fail('a payment being confirmed goes only to success or failed');
    if (from.matches('success') && !to.matches('success')) {
      if (event.type !== 'result.back' || !to.matches(rules.fresh))
        fail('success leads only to a fresh start');
      expect({ where, form: rules.entered(to) }).toEqual({ where, form: rules.empty });
      expect({ where, receipt: to.context.receipt }).toEqual({ where, receipt: null });
    }
    if (entering('success')) {
      const output = (event as { output?: { success?: unknown } }).output;
      if (!(from.matches({ verifying: 'checking' }) && output?.success === true))
        fail('success comes only from a confirmed payment');
      expect({ where, form: rules.entered(to) }).toEqual({ where, form: rules.empty });
      expect({ where, hasReceipt: to.context.receipt !== null }).toEqual({ where, hasReceipt: true });
    }
    if (from.matches('verifying') && !to.matches('success'))
      expect({ where, payment: to.context.payment }).toEqual({ where, payment: from.context.payment });
    if (event.type === 'xstate.error.actor.verifyPayment' && !to.matches({ verifying: 'confirming' }))
      fail('an unanswered confirmation waits in verifying.confirming');

    // Failed, or the checkout closed: back to the form with everything kept, and no order carried over.
    if (event.type === 'checkout.dismissed' || (from.matches('failed') && event.type === 'result.back')) {
      if (!to.matches(rules.backToForm)) fail(`goes back to ${JSON.stringify(rules.backToForm)}`);
      expect({ where, form: rules.entered(to) }).toEqual({ where, form: rules.entered(from) });
    }
    if (from.matches('failed') && event.type === 'result.back')
      expect({ where, order: to.context.order }).toEqual({ where, order: null });

    // Nothing the visitor entered changes outside the form (a confirmed payment clears it).
    if (!from.matches('editing') && !entering('success'))
      expect({ where, form: rules.entered(to) }).toEqual({ where, form: rules.entered(from) });

    // Trouble is never silent: a failed order call comes back with a reason, an unloadable checkout alerts.
    if (event.type === 'xstate.error.actor.createOrder') {
      if (!to.matches('editing')) fail('a failed order goes back to the form');
      expect({ where, reason: typeof to.context.orderError }).toEqual({ where, reason: 'string' });
    }
    const checkoutBroke = /^xstate\.error\.actor\.(loadCheckout|openCheckout)$/.test(event.type);
    expect({ where, alerts: actions.includes(CHECKOUT_ALERT) }).toEqual({ where, alerts: checkoutBroke });
    if (checkoutBroke && !to.matches(rules.backToForm)) fail('an unloadable checkout goes back to the form');
  }
  return walk.steps.length;
}

/** Each state the walk reached, as a sorted list of JSON state values. */
export const reachedStates = (states: AnyMachineSnapshot[]) =>
  [...new Set(states.map((state) => JSON.stringify(state.value)))].sort();

/** The event types no reached state accepted: a typo in the walk's events shows up here. */
export const unusedEvents = (events: EventObject[], steps: Step<AnyMachineSnapshot>[]) => {
  const used = new Set(steps.map((step) => JSON.stringify(step.event)));
  return events.filter((event) => !used.has(JSON.stringify(event))).map((event) => event.type);
};

/**
 * The walk test of a journey machine: from its filled form, every event of `events` in every state reached, each
 * transition held to the journey's rules. Every form state and payment state must be reached and every event
 * taken somewhere.
 */
export function describeEveryTransition<S extends AnyMachineSnapshot>(
  name: string,
  walk: () => { states: S[]; steps: Step<S>[] },
  expected: { events: EventObject[]; states: string[]; rules: JourneyRules<S>; moreThan: number },
) {
  describe(`${name} machine, every transition once`, () => {
    it("keeps the journey's rules on every transition from a filled form", () => {
      const { states, steps } = walk();
      expect(reachedStates(states)).toEqual([...expected.states].sort());
      expect(unusedEvents(expected.events, steps)).toEqual([]);
      expect(checkInvariants({ states, steps }, expected.rules)).toBeGreaterThan(expected.moreThan);
    });
  });
}
