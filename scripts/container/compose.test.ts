/**
 * compose.yaml as written, run as docs/guide.md says, by Debian's podman-compose, with Caddy's own CA in place of
 * Let's Encrypt (CADDY_GLOBAL_OPTIONS=local_certs; no public name here): visitors get https with HSTS, the app sees
 * each visitor's own address (not Caddy's, not a forged one), and the fediverse actor's id is https.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { asTheGuideSays, must, sh } from "./podman";

setDefaultTimeout(180_000);

const SITE = "portfolio.test";
const UP = `CADDY_GLOBAL_OPTIONS=local_certs SITE_DOMAIN=${SITE} docker compose up -d`;
const DOWN = "podman-compose down -v";
let rootCertificate = "";
let caddy = "";

/** A compose service's container, whatever project name the engine gave it (the folder's, or compose.yaml's `name`). */
const containerOf = (service: string) => must(`podman ps --filter label=com.docker.compose.service=${service} --format '{{.Names}}'`);

/** curl from this machine to Caddy's published port 443, trusting Caddy's local CA. */
function visit(path: string, options = ""): { status: number; headers: string; body: string } {
  const out = must(`curl -sS --resolve ${SITE}:443:127.0.0.1 --cacert ${rootCertificate} -D - ${options} 'https://${SITE}${path}'`);
  const [headers = "", body = ""] = out.split(/\r\n\r\n/);
  return { status: Number(headers.match(/^HTTP\/\S+ (\d+)/)?.[1]), headers: headers.toLowerCase(), body };
}

beforeAll(async () => {
  sh(`SITE_DOMAIN=${SITE} ${DOWN}`);
  const up = asTheGuideSays(UP);
  if (up.code !== 0) throw new Error(`${UP}: ${up.stderr}`);
  caddy = containerOf("caddy");
  const caddyData = must(`podman inspect --format '{{range .Mounts}}{{if eq .Destination "/data"}}{{.Source}}{{end}}{{end}}' ${caddy}`);
  rootCertificate = join(caddyData, "caddy/pki/authorities/local/root.crt");
  for (let waited = 0; ; waited += 250) {
    if (existsSync(rootCertificate) && sh(`curl -sf --resolve ${SITE}:443:127.0.0.1 --cacert ${rootCertificate} https://${SITE}/api/health`).code === 0) break;
    if (waited > 60_000) throw new Error(`no https answer from Caddy: ${must(`podman logs --tail 20 ${caddy} 2>&1`)}`);
    await Bun.sleep(250);
  }
});
afterAll(() => {
  sh(`SITE_DOMAIN=${SITE} ${DOWN}`);
});

test("https with HSTS, plain http sent to https, and the app's healthcheck from compose.yaml", () => {
  const home = visit("/");
  expect(home.status).toBe(200);
  expect(home.headers).toMatch(/^strict-transport-security: max-age=\d+/m);
  const plain = must(`curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' --resolve ${SITE}:80:127.0.0.1 http://${SITE}/`);
  expect(plain).toBe(`308 https://${SITE}/`);
  const portfolio = containerOf("portfolio");
  expect(must(`podman inspect --format '{{.Config.Healthcheck.Test}}' ${portfolio}`)).toContain("/usr/local/bin/portfolio healthcheck");
  expect(sh(`podman healthcheck run ${portfolio}`).code).toBe(0);
});

test("the fediverse actor's id is the https address", () => {
  const actor = visit("/fediverse/owner", "-H 'Accept: application/activity+json'");
  expect(actor.status).toBe(200);
  expect((JSON.parse(actor.body) as { id: string }).id).toStartWith(`https://${SITE}/`);
});

test("the app counts each visitor's own address: forged X-Forwarded-For is not believed, Caddy's address is not shared", () => {
  const contact = (n: number) =>
    `-X POST -H 'Content-Type: application/json' -H 'X-Forwarded-For: 198.51.100.${n}' --data '{"name":"Ana","email":"ana@example.com","subject":"Hello ${n}","message":"A message through Caddy, number ${n}."}'`;
  const statuses = Array.from({ length: 7 }, (_, n) => visit("/api/messages", contact(n)).status);
  // The contact form's limit per address (5): every request came from this machine, whatever the header claimed.
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  // Another visitor (a container on the compose network, another address) is not held back by the first one's limit.
  const [network, address] = must(
    `podman inspect --format '{{range $name, $net := .NetworkSettings.Networks}}{{$name}} {{$net.IPAddress}}{{end}}' ${caddy}`,
  ).split(" ");
  const script = `fetch("https://${SITE}/api/messages",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({name:"Bo",email:"bo@example.com",subject:"From elsewhere",message:"Another visitor, another address."})}).then(r=>console.log(r.status))`;
  const other = must(
    `podman run --rm --network ${network} --add-host ${SITE}:${address} -v ${rootCertificate}:/ca.crt:ro -e NODE_EXTRA_CA_CERTS=/ca.crt node:22-bookworm-slim node -e '${script}'`,
  );
  expect(other).toBe("201");
});
