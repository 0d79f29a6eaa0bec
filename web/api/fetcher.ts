import { getToken } from "./token";

/** The one way the SPA talks to the API (spec §7): JSON, bearer token when stored, cookies always, `STATUS: body` errors. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly body: string) {
    super(`${status}: ${body}`);
  }
  /** The contract's `issues` when the server sent a 400 with field messages. */
  get issues(): { path: string; message: string }[] {
    try {
      return (JSON.parse(this.body) as { issues?: { path: string; message: string }[] }).issues ?? [];
    } catch {
      return [];
    }
  }
}

/** Copies the page's `lang` query parameter onto an API path that has none (spec §7). */
export function withPageLang(path: string): string {
  if (typeof window === "undefined" || /[?&]lang=/.test(path)) return path;
  const lang = new URLSearchParams(window.location.search).get("lang");
  if (!lang) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang)}`;
}

export async function apiRequest<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers: extra, ...rest } = init;
  const headers = new Headers(extra);
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(path, {
    credentials: "include",
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, text || response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? response.json() : response.text()) as Promise<T>;
}

/** SWR's fetcher: a GET of the key. */
export const fetcher = <T,>(key: string) => apiRequest<T>(withPageLang(key));

/** Mutations: never retried (spec §7). */
export const apiSend = <T = unknown>(method: "POST" | "PUT" | "DELETE", path: string, json?: unknown) =>
  apiRequest<T>(path, { method, json });
