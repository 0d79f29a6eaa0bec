/**
 * `portfolio healthcheck`: the container's HEALTHCHECK (the distroless image has no curl). Asks the server on this
 * machine, on the port and host `serve` would use, for /api/health; true when it answers 200 with status "ok".
 */
export async function checkHealth({
  port,
  host,
  timeoutMs = 3000,
}: {
  port: number;
  host: string;
  timeoutMs?: number;
}): Promise<{ ok: boolean; detail: string }> {
  // A server listening on every address answers on loopback.
  const target = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  const url = `http://${target}:${port}/api/health`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => null)) as { status?: string } | null;
    if (response.status === 200 && body?.status === "ok") return { ok: true, detail: `${url} answered ok` };
    return { ok: false, detail: `${url} answered ${response.status}${body?.status ? ` (${body.status})` : ""}` };
  } catch (error) {
    const reason = (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : "no server is listening";
    return { ok: false, detail: `${url}: ${reason}` };
  }
}
