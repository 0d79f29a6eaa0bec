/**
 * Whether the page was opened at an IP address (http://127.0.0.1:3000, http://[::1]:3000) rather than a name.
 * WebAuthn refuses an IP address as the relying party, so passkeys cannot work there whatever the browser supports;
 * the admin says so instead of offering a button that always fails. `location.hostname` is already normalised
 * (127.1 reads 127.0.0.1) and keeps an IPv6 literal in brackets; a host name never holds a colon.
 */
export function isIpAddressHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (host.includes(":")) return true;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/** This page's host when it is an IP address, else null. */
export function ipAddressHostOfPage(): string | null {
  if (typeof window === "undefined") return null;
  return isIpAddressHost(window.location.hostname) ? window.location.hostname : null;
}
