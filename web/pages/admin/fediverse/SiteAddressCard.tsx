import { useTranslation } from "react-i18next";

/** Where a new owner most likely runs the server, as the README documents each, and the line each one takes. */
const SETUPS = [
  { key: "setupDirect", line: (address: string) => `PUBLIC_URL=${address} ./portfolio serve` },
  { key: "setupSystemd", line: (address: string) => `Environment=PUBLIC_URL=${address}` },
  { key: "setupDocker", line: (address: string) => `docker run … -e PUBLIC_URL=${address} portfolio` },
  { key: "setupCompose", line: (address: string) => `- PUBLIC_URL=${address}` },
] as const;

/** The address to suggest: the one the admin is open at when it is a real https one, else an example. */
const suggestedAddress = () => (window.location.protocol === "https:" ? window.location.origin : "https://example.com");

/**
 * Why the site cannot be followed yet, said without the fediverse's words: the server needs the site's address, and
 * the exact line to add in each way of running it (the executable, systemd, Docker, Compose).
 */
export function SiteAddressCard() {
  const { t } = useTranslation("admin");
  const address = suggestedAddress();
  return (
    <section role="alert" className="card border-amber-200 bg-amber-50 p-5" data-testid="federation-off">
      <h2 className="m-0 flex items-center gap-2 text-base font-semibold text-amber-900">
        <span className="i-lucide-globe-lock h-5 w-5 shrink-0" aria-hidden="true" />
        {t("fediverse.offTitle")}
      </h2>
      <p className="m-0 mt-2 max-w-3xl text-sm text-amber-900">{t("fediverse.offText")}</p>
      <p className="m-0 mt-4 text-sm font-semibold text-amber-950">{t("fediverse.offHow")}</p>
      <dl className="m-0 mt-2 grid gap-3 lg:grid-cols-2">
        {SETUPS.map(({ key, line }) => (
          <div key={key} className="min-w-0" data-testid={`site-address-${key}`}>
            <dt className="text-xs font-medium text-amber-900">{t(`fediverse.${key}`)}</dt>
            <dd className="m-0 mt-1">
              <code className="block select-all overflow-x-auto whitespace-pre rounded-lg bg-white px-3 py-2 text-xs text-slate-900 ring-1 ring-amber-200">
                {line(address)}
              </code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
