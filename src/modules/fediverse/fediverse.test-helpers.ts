import { makeTestApp, type TestApp } from "../../testing/test-app";
import type { FediversePeer } from "../../testing/fediverse-peer";

export const SITE = "https://blog.example";
export const ACTOR = `${SITE}/fediverse/owner`;
export const SHARED_INBOX = `${SITE}/fediverse/inbox`;

/** An app federated at SITE, allowed to reach the test peer on 127.0.0.1. */
export function makeFederatedApp(options: Parameters<typeof makeTestApp>[0] = {}): TestApp {
  return makeTestApp({ ...options, config: { publicUrl: SITE, fediverseAllowPrivate: true, ...options.config } });
}

/** Sends the peer's signed request through the app, as a reverse proxy would pass it. */
export const deliver = (t: TestApp, request: Request) => t.app.fetch(request);

const pendingDue = (t: TestApp) =>
  t.db.$client
    .query<{ n: number }, [string]>("SELECT count(*) AS n FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?")
    .get(new Date(t.clock.now()).toISOString())!.n;

/**
 * Works the outbox until nothing is due: the announcement after a write runs on its own, then Fedify's fan-out, then
 * each inbox's delivery, each a row of its own.
 */
export async function drainOutbox(t: TestApp): Promise<void> {
  let idle = 0;
  for (let round = 0; round < 100 && idle < 3; round++) {
    await t.clock.advance(0);
    await new Promise((resolve) => setTimeout(resolve, 15));
    idle = pendingDue(t) === 0 ? idle + 1 : 0;
  }
}

/** The peer follows the site and gets its Accept; answers the Follow it sent. */
export async function follow(t: TestApp, peer: FediversePeer): Promise<Record<string, unknown>> {
  const activity = peer.follow(ACTOR);
  const response = await deliver(t, peer.signedPost(SHARED_INBOX, activity));
  if (response.status >= 300) throw new Error(`Follow refused: ${response.status} ${await response.text()}`);
  return activity;
}

/**
 * Works the outbox until the peer has an activity of `type`, then takes it: the announcement after a write runs on its
 * own, so on a busy machine one drain can end before it queued anything.
 */
export async function deliveredTo(t: TestApp, peer: FediversePeer, type: string) {
  for (let round = 0; round < 20 && !peer.received.some((received) => received.activity.type === type); round++) await drainOutbox(t);
  return peer.waitFor(type);
}
