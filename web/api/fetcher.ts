import type { Issue } from "../../src/shared/validation-codes";
import { getToken } from "./token";

/** The one way the SPA talks to the API (spec §7): JSON, bearer token when stored, cookies always, `STATUS: body` errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }
  /** The contract's `issues` when the server sent a 400 with field messages, each with its code. */
  get issues(): Issue[] {
    try {
      return (JSON.parse(this.body) as { issues?: Issue[] }).issues ?? [];
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
export const fetcher = <T>(key: string) => apiRequest<T>(withPageLang(key));

/**
 * Mutations: never retried (spec §7). A DELETE is `keepalive`: one sent as the page goes away (a delete whose Undo
 * had not run out when the tab closed) still reaches the server. It carries no body, so it stays far below the
 * browser's 64 KB allowance for such requests.
 */
export const apiSend = <T = unknown>(method: "POST" | "PUT" | "DELETE", path: string, json?: unknown) =>
  apiRequest<T>(path, { method, json, ...(method === "DELETE" ? { keepalive: true } : {}) });

/**
 * A multipart upload whose progress the page shows. fetch cannot report how much of a request body has been
 * sent, so this one call goes through XMLHttpRequest (`upload.onprogress`); it authenticates and fails as
 * `apiRequest` does. `onProgress` hears the fraction sent, from 0 to 1.
 */
export function apiUpload<T>(path: string, body: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, text || request.statusText));
        return;
      }
      try {
        resolve(JSON.parse(text) as T);
      } catch {
        reject(new ApiError(request.status, text));
      }
    };
    request.onerror = () => reject(new TypeError("Network request failed"));
    request.send(body);
  });
}

/** A file the API answers as an attachment, with the name the server gave it. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(path, { credentials: "include", headers });
  if (!response.ok) throw new ApiError(response.status, (await response.text().catch(() => "")) || response.statusText);
  const disposition = response.headers.get("content-disposition") ?? "";
  return { blob: await response.blob(), fileName: disposition.match(/filename="([^"]+)"/)?.[1] ?? null };
}
