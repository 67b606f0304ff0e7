import { loadConfig, usesSandboxGateway } from '../config';
import { runCli } from './errors';
import { CONSOLE_LOG as log, withPaymentServices } from './paymentServices';
import { advanceSandbox, SANDBOX_CLOCK_LIMIT_MESSAGE } from '../payments/sandbox';
import { reconcileSubscriptionsWith } from '../payments/reconciler';

// npm run sandbox -- advance [monthly|yearly] [--fail]: moves the sandbox gateway's clock a month (or a year) on,
// charges every sandbox subscription that fell due (or fails them, halting the subscriptions, with --fail) and
// records the charges with their receipts, as POST /api/sandbox/advance does. Refused with gateway keys set.
// On PGlite, stop the server first (the embedded database has one user at a time).

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const period = rest.includes('yearly') ? 'yearly' : 'monthly';
  if (command !== 'advance' || rest.some((arg) => !['monthly', 'yearly', '--fail'].includes(arg))) {
    console.error('Usage: npm run sandbox -- advance [monthly|yearly] [--fail]');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  if (!usesSandboxGateway(config)) {
    console.error('Gateway keys are set: there is no sandbox to advance.');
    process.exitCode = 2;
    return;
  }
  await withPaymentServices(config, async (services) => {
    const advanced = await advanceSandbox(services.db, { period, fail: rest.includes('--fail') });
    if (!advanced) {
      console.error(SANDBOX_CLOCK_LIMIT_MESSAGE);
      process.exitCode = 1;
      return;
    }
    const recorded = await reconcileSubscriptionsWith(services, log);
    services.outbox.kick();
    await services.settled();
    console.log(
      `Sandbox clock now ${advanced.now}: ${advanced.charged} charge(s) made, ${advanced.halted} halted, ` +
        `${recorded.charges} recorded with receipts.`,
    );
  });
}

runCli(main);
