/**
 * The one fake API of the component tests, public and admin alike: `fetch` answered from a table of routes
 * ("METHOD /path", or "METHOD /path?query" for one query exactly), every call recorded. The app's own fetcher and
 * mutation helpers run on top of it, so a test sees the requests the browser would send.
 */
import { afterEach, beforeEach, type Mock, spyOn } from "bun:test";
import { cleanup } from "@testing-library/react";
import { dismissToast } from "../components/ui/toast";

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The path and query string as asked for ("/api/cv?lang=es"). */
  url: string;
  body: unknown;
  headers: Headers;
  keepalive: boolean;
};
export type Answer = { status?: number; body?: unknown };
export type Responder = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

/** Answers 200 with this JSON. */
export const ok = (body: unknown): Answer => ({ body });
/** Answers this status with the contract's error body. */
export const fail = (status = 500): Answer => ({ status, body: { message: `status ${status}` } });
/** Never answers: the screen stays in its loading state. */
export const never = (): Promise<Answer> => new Promise<Answer>(() => undefined);

export type FakeApi = {
  calls: ApiCall[];
  /** The URL of every GET so far, in order (a test can check the language travelled). */
  reads: string[];
  /** Sets (or replaces) the answer for "METHOD /path" or "METHOD /path?query". */
  on(route: string, responder: Responder): FakeApi;
  /** Calls to "METHOD /path" so far, whatever their query. */
  callsTo(route: string): ApiCall[];
};

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

let installed: FakeApi | null = null;

/** The fake the running test's file installed; the render helpers program it. */
export function currentFakeApi(): FakeApi {
  if (!installed) throw new Error("This test file renders without a fake API: call installFakeApi() at its top.");
  return installed;
}

/**
 * Installs the fake for each test of the file (or describe) that calls it: `fetch` is replaced while each test runs
 * and restored after it, with no routes and no calls left from the test before. A route nobody set answers a JSON
 * 404. Storage is emptied before each test, and whatever was rendered is unmounted after it.
 */
export function installFakeApi(): FakeApi {
  const routes = new Map<string, Responder>();
  const api: FakeApi = {
    calls: [],
    reads: [],
    on(route, responder) {
      routes.set(route, responder);
      return api;
    },
    callsTo: (route) => api.calls.filter((call) => `${call.method} ${call.path}` === route),
  };
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost:3000");
    const call: ApiCall = {
      method: (init?.method ?? "GET").toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      url: url.pathname + url.search,
      body: readBody(init?.body),
      headers: new Headers(init?.headers),
      keepalive: init?.keepalive ?? false,
    };
    api.calls.push(call);
    if (call.method === "GET") api.reads.push(call.url);
    const responder = routes.get(`${call.method} ${call.url}`) ?? routes.get(`${call.method} ${call.path}`);
    const { status = 200, body = null } =
      typeof responder === "function" ? await responder(call) : (responder ?? { status: 404, body: { message: "Not found" } });
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };

  let fetchSpy: Mock<typeof fetch> | undefined;
  beforeEach(() => {
    api.calls.length = 0;
    api.reads.length = 0;
    routes.clear();
    localStorage.clear();
    fetchSpy = spyOn(globalThis, "fetch").mockImplementation(answer as typeof fetch);
    installed = api;
  });
  afterEach(() => {
    cleanup();
    dismissToast();
    fetchSpy?.mockRestore();
    installed = null;
  });
  return api;
}
