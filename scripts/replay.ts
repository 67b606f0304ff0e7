import fs from 'node:fs';
import { describeStep, parseJourney, replayJourney, type JourneyMachine } from './replayJourney';

// npm run replay -- FILE [--machine donation|membership]: prints each state of a recorded journey and what the
// guards allowed (README, "Inspecting the journeys"). Exits 1 when the journey names an `expect` it does not reach.

const args = process.argv.slice(2);
const machineAt = args.indexOf('--machine');
const machine = machineAt >= 0 ? (args.splice(machineAt, 2)[1] as JourneyMachine) : undefined;
const file = args[0];
if (!file) {
  console.error('usage: npm run replay -- FILE [--machine donation|membership]');
  process.exit(2);
}
const journey = parseJourney(fs.readFileSync(file, 'utf8'), machine);
console.log(
  `${journey.machine} journey, ${journey.events.length} events${journey.description ? `: ${journey.description}` : ''}`,
);
const steps = replayJourney(journey);
steps.forEach((step, index) => console.log(describeStep(step, index)));
const end = steps.at(-1)?.state;
if (journey.expect !== undefined && JSON.stringify(end) !== JSON.stringify(journey.expect)) {
  console.error(`expected to end in ${JSON.stringify(journey.expect)}, ended in ${JSON.stringify(end)}`);
  process.exit(1);
}
