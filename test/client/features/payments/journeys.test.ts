import fs from 'node:fs';
import path from 'node:path';
import { parseJourney, replayJourney } from '../../../../scripts/replayJourney';

// The typical journeys QA recorded (test/fixtures/journeys), replayed as `npm run replay` does: each must end
// where it says, and every recorded event must have been one the machine took (a renamed event or a guard that
// changed meaning shows up here).

const DIR = path.join(__dirname, '..', '..', '..', 'fixtures', 'journeys');
const FILES = fs.readdirSync(DIR).filter((name) => name.endsWith('.json'));

it('has the four typical journeys of each machine', () => {
  expect(FILES.sort()).toEqual(
    ['donation', 'membership'].flatMap((machine) =>
      ['closed-checkout', 'failed', 'network-error', 'paid'].map((name) => `${machine}-${name}.json`),
    ),
  );
});

it.each(FILES)('%s replays to its recorded end, every event taken', (name) => {
  const journey = parseJourney(fs.readFileSync(path.join(DIR, name), 'utf8'));
  const steps = replayJourney(journey);
  expect(steps.filter((step) => !step.accepted).map((step) => step.event)).toEqual([]);
  expect(steps.at(-1)?.state).toEqual(journey.expect);
});

it('reads the inspector export format (inspection events, machine named separately)', () => {
  const exported = JSON.stringify([
    { type: '@xstate.actor', actorRef: {} },
    { type: '@xstate.event', event: { type: 'xstate.init' } },
    { type: '@xstate.event', event: { type: 'form.change', field: 'first_name', value: 'A' } },
    { type: '@xstate.snapshot', snapshot: {} },
    { type: '@xstate.event', event: { type: 'form.submit' } },
  ]);
  const journey = parseJourney(exported, 'membership');
  expect(journey.events.map((event) => event.type)).toEqual(['form.change', 'form.submit']);
  const steps = replayJourney(journey);
  // An incomplete form: submit is refused by its guard.
  expect(steps.map((step) => [step.accepted, step.state])).toEqual([
    [true, 'editing'],
    [false, 'editing'],
  ]);
  expect(() => parseJourney(exported)).toThrow(/--machine/);
});
