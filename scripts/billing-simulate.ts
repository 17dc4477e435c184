// `npm run billing:simulate -- --user <email or user id> --plan Growth [--status active] [--url http://localhost:3000]`
// Sends a correctly signed Lemon Squeezy subscription webhook to a running RankScribe server, so a
// subscription can be seen activating without a Lemon Squeezy account.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signLemonPayload } from '../src/server/billing/lemon-signature';
import { simulatedSubscriptionEvent } from '../src/server/billing/simulated-event';
import { WEBHOOK_SECRET_FILE } from '../src/server/secrets';
import { planByName } from '../src/shared/plans';

const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    plan: { type: 'string', default: 'Growth' },
    status: { type: 'string', default: 'active' },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
    event: { type: 'string', default: 'subscription_created' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const plan = planByName(values.plan) ?? fail(`--plan must be one of Starter, Beginner, Growth, Ultimate (got "${values.plan}")`);
if (!values.user) fail('--user <email or user id> is required');
const status = values.status as 'active' | 'on_trial' | 'cancelled' | 'expired';
if (!['active', 'on_trial', 'cancelled', 'expired'].includes(status)) fail('--status must be active, on_trial, cancelled or expired');

const secret =
  process.env.LEMONSQUEEZY_WEBHOOK_SECRET ??
  (await readFile(path.resolve(process.env.DATA_DIR ?? '.data', WEBHOOK_SECRET_FILE), 'utf8')
    .then((s) => s.trim())
    .catch(() => fail(`No LEMONSQUEEZY_WEBHOOK_SECRET and no ${WEBHOOK_SECRET_FILE} in DATA_DIR: start the server once first.`)));

const isId = /^[0-9a-f-]{36}$/i.test(values.user);
const payload = simulatedSubscriptionEvent({
  planName: plan.name,
  status,
  eventName: values.event,
  ...(isId ? { userId: values.user } : { userEmail: values.user }),
});
const raw = JSON.stringify(payload);
const res = await fetch(new URL('/api/webhooks/lemonsqueezy', values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-event-name': values.event, 'x-signature': signLemonPayload(secret, raw) },
  body: raw,
}).catch((err: unknown) => fail(`Could not reach ${values.url}: ${(err as Error).message}`));
const body = (await res.json().catch(() => ({}))) as { outcome?: string; error?: string };
if (!res.ok || body.outcome !== 'applied') {
  fail(`The server answered ${res.status}: ${body.error ?? body.outcome ?? 'no body'}${body.outcome === 'ignored' ? ' (is the user signed up? see the server log)' : ''}`);
}
console.log(`${plan.name} subscription (${status}) applied for ${values.user}.`);
