import { afterEach, describe, expect, test } from "bun:test";
import { appWithOwner, EMAIL, login, type OwnerApp } from "../modules/auth/auth.test-helpers";
import { MAX_VISITORS_PER_ADDRESS } from "../modules/stats/stats.counter";
import { readersApp, subscribe } from "../modules/subscribers/subscribers.test-helpers";
import { startTestSmtp } from "../testing/smtp";
import { makeTestApp, type TestApp } from "../testing/test-app";
import { clientKey } from "./client-key";
import { clientAddress } from "./request-origin";

describe("the key a client is counted under", () => {
  test("IPv6 addresses of one /64 share a key, whatever their spelling; another /64 has its own", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:0:0:0:abcd", "2001:db8:1:2:dead:beef::7%eth0"].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  test("IPv4, also as a dual-stack socket maps it, stays one address; anything else is kept as given", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("not:an:address")).toBe("not:an:address");
  });

  test("the client address every limit and statistic reads is already grouped (a trusted proxy's entry too)", () => {
    const request = new Request("http://portfolio.test/", { headers: { "x-forwarded-for": "198.51.100.1, 2001:db8:9:9:1:2:3:4" } });
    expect(clientAddress(request, undefined, { trustProxy: 1 })).toBe("2001:db8:9:9::/64");
    const socket = { requestIP: () => ({ address: "2001:db8:5:5::42" }) };
    expect(clientAddress(new Request("http://portfolio.test/"), socket, { trustProxy: 0 })).toBe("2001:db8:5:5::/64");
  });
});

/**
 * Every per-address limit counts an IPv6 client by its /64: addresses picked from one /64 share one allowance, and
 * a client in another /64 keeps its own. Replayed through the app, as a trusted proxy forwards them.
 */
describe("one /64 is one client for every per-address limit", () => {
  const apps: TestApp[] = [];
  afterEach(() => {
    for (const app of apps.splice(0)) app.cleanup();
  });
  const appBehindProxy = (): Promise<OwnerApp> => appWithOwner({ config: { trustProxy: 1 } });
  /** The n-th address of one /64, as a client rotating through it sends them. */
  const inOne64 = (n: number) => `2001:db8:aa:bb:${n.toString(16)}:${((n * 7919) & 0xffff).toString(16)}::${(n + 1).toString(16)}`;
  const from = (address: string) => ({ "x-forwarded-for": address });

  test("sign-in: 10 failures from 10 addresses of one /64 refuse the 11th from any of it, not from the next /64", async () => {
    const t = await appBehindProxy();
    for (let n = 0; n < 10; n++) expect((await login(t, { email: EMAIL, password: `wrong-${n}` }, from(inOne64(n)))).status).toBe(401);
    expect((await login(t, { email: "other@example.com", password: "wrong-pass" }, from(inOne64(99)))).status).toBe(429);
    expect((await login(t, { email: "other@example.com", password: "wrong-pass" }, from("2001:db8:aa:bc::1"))).status).toBe(401);
  });

  test("contact: 5 messages from one /64, the 6th from another address of it is a 429", async () => {
    const t = makeTestApp({ config: { trustProxy: 1 } });
    apps.push(t);
    const message = { name: "Ana Pérez", email: "ana@example.com", subject: "Propuesta de proyecto", message: "Hola, me gustaría hablar de un proyecto." };
    for (let n = 0; n < 5; n++) expect((await t.request("POST", "/api/messages", { json: message, headers: from(inOne64(n)) })).status).toBe(201);
    expect((await t.request("POST", "/api/messages", { json: message, headers: from(inOne64(5)) })).status).toBe(429);
    expect((await t.request("POST", "/api/messages", { json: message, headers: from("2001:db8:aa:bc::1") })).status).toBe(201);
  });

  test("subscribe: 5 requests from one /64, the 6th from another address of it is a 429", async () => {
    const smtp = await startTestSmtp();
    const t = readersApp(smtp, { config: { trustProxy: 1 } });
    apps.push(t);
    try {
      for (let n = 0; n < 5; n++) expect((await subscribe(t, `r${n}@example.com`, "es", from(inOne64(n)))).status).toBe(202);
      expect((await subscribe(t, "r5@example.com", "es", from(inOne64(5)))).status).toBe(429);
      expect((await subscribe(t, "r5@example.com", "es", from("2001:db8:aa:bc::1"))).status).toBe(202);
      await t.scheduler.idle();
    } finally {
      await smtp.stop();
    }
  });

  test("statistics: 300 User-Agents from 300 addresses of one /64 are 20 visitors; another /64 is one more", async () => {
    const t = makeTestApp({ config: { trustProxy: 1 } });
    apps.push(t);
    const view = (address: string, n: number) =>
      t.app.request("http://portfolio.test/", {
        headers: {
          host: "portfolio.test",
          "x-forwarded-for": address,
          "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`,
        },
      });
    for (let n = 0; n < 300; n++) expect((await view(inOne64(n), n)).status).toBe(200);
    expect((await view("2001:db8:aa:bc::1", 0)).status).toBe(200);
    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    const report = (await (await t.request("GET", `/api/stats?from=${day}&to=${day}`, { admin: true })).json()) as { pageviews: number; visitors: number };
    expect(MAX_VISITORS_PER_ADDRESS).toBe(20);
    expect([report.pageviews, report.visitors]).toEqual([301, 21]);
  });
});
