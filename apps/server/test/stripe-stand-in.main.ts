// The payment stand-in as a process of its own, for the browser tests (e2e/support/global-setup.ts):
// STAND_IN_PORT, STAND_IN_WEBHOOK_URL; its Checkout pages are served at its own address.
import { startStripeStandIn } from './stripe-stand-in';

const port = Number(process.env.STAND_IN_PORT ?? 0);
const standIn = await startStripeStandIn({
  port,
  checkoutBaseUrl: `http://127.0.0.1:${port}`,
  webhookUrl: process.env.STAND_IN_WEBHOOK_URL,
});
console.log(`payment stand-in on http://127.0.0.1:${standIn.config.api!.port}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
