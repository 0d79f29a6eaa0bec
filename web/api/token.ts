/** The sign-in token, under localStorage key `token` (spec §3). Safe to call where there is no window (server rendering). */
const KEY = "token";

export function getToken(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
}
export function clearToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): nothing stored, nothing to clear.
  }
}
