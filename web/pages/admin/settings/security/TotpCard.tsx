import { toString as qrCodeSvg } from "qrcode";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSecurityApi, useTotpStatus } from "../../../../api/auth";
import { ApiError } from "../../../../api/fetcher";
import { LoadError } from "../../../../components/admin/AdminUi";
import { Dialog } from "../../../../components/ui/dialog";
import { TextField } from "../../../../components/ui/form";
import { notify, notifyFailure } from "../../../../components/admin/notify";
import { useAdminMutation } from "../../../../components/admin/use-admin-mutation";
import { PasswordDialog, SecuritySection, StatusBadge, useProblemText } from "./security-ui";
import { SubmitButton } from "../../../../components/admin/FormPage";

type Setup = { secret: string; otpauthUrl: string };

/** Fewer unused recovery codes than this and the card suggests new ones. */
const FEW_CODES = 3;

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(" ");

/** The QR code, drawn here from the otpauth:// link: the secret never goes to another service. */
function QrCode({ url }: { url: string }) {
  const { t } = useTranslation("admin");
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrCodeSvg(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <div className="skeleton h-48 w-48" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t("security.totp.qrAlt")}
      width={192}
      height={192}
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white p-2"
    />
  );
}

/**
 * Recovery codes are shown once, right after they are made: copy, download, then the owner says they are saved.
 * The dialog closes only through that button: the codes cannot be shown again.
 */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[] | null; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const host = typeof window === "undefined" ? "" : window.location.hostname;
  const text = `${t("security.recovery.fileHeader", { host })}\n\n${(codes ?? []).join("\n")}\n`;

  /** Copying writes nothing on the server: its notice is shown here. */
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: t("security.copied") });
    } catch {
      notifyFailure({ title: t("security.error"), description: t("security.copyFailed") });
    }
  };
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    link.download = `recovery-codes-${host || "portfolio"}.txt`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Dialog open={codes !== null} onClose={() => undefined} title={t("security.recovery.title")} description={t("security.recovery.text")}>
      <ul
        className="m-0 grid list-none grid-cols-1 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
        aria-label={t("security.recovery.listLabel")}
        data-testid="recovery-codes"
      >
        {(codes ?? []).map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          <span className="i-lucide-copy h-4 w-4" aria-hidden="true" />
          {t("security.recovery.copy")}
        </button>
        <button type="button" className="btn-secondary" onClick={download}>
          <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
          {t("security.recovery.download")}
        </button>
        <button type="button" className="btn-primary sm:ml-auto" onClick={onDone}>
          {t("security.recovery.done")}
        </button>
      </div>
    </Dialog>
  );
}

/** TOTP: off → set up (QR code and secret, confirmed by a code) → on, with recovery codes, new ones, and off again. */
export function TotpCard() {
  const { t } = useTranslation("admin");
  const securityApi = useSecurityApi();
  const problemText = useProblemText();
  const { data, error, isLoading, mutate } = useTotpStatus();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<"disable" | "regenerate" | null>(null);

  const setUp = useAdminMutation(securityApi.setUpTotp, {
    failure: (failure) => ({ title: t("security.error"), description: problemText(failure, t("security.failed")) }),
  });
  // A wrong code is said under the code's field; the password dialogs say why they were refused in the dialog.
  const enable = useAdminMutation(securityApi.enableTotp, { success: { title: t("security.totp.enabled") }, failure: () => null });
  const disable = useAdminMutation(securityApi.disableTotp, { success: { title: t("security.totp.disabled") }, failure: () => null });
  const regenerate = useAdminMutation(securityApi.newRecoveryCodes, { failure: () => null });
  const busy = setUp.busy || enable.busy;

  const start = async () => {
    // A failure is the hook's toast: the card stays as it was.
    const started = await setUp.run().catch(() => null);
    if (!started) return;
    setSetup(started);
    setCode("");
    setCodeProblem(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ""))) {
      setCodeProblem(t("security.totp.codeFormat"));
      return;
    }
    try {
      const { recoveryCodes } = await enable.run(code.replace(/\s+/g, ""));
      setSetup(null);
      setCodes(recoveryCodes);
    } catch (failure) {
      setCodeProblem(failure instanceof ApiError && failure.status === 400 ? t("security.totp.wrongCode") : problemText(failure, t("security.failed")));
    }
  };

  const enabled = data?.enabled ?? false;
  return (
    <SecuritySection
      id="totp"
      icon="i-lucide-smartphone"
      title={t("security.totp.title")}
      description={t("security.totp.description")}
      status={data && <StatusBadge on={enabled} label={enabled ? t("security.on") : t("security.off")} />}
    >
      {isLoading ? (
        <div role="status" className="skeleton h-12 w-full" aria-busy="true" aria-label={t("security.loading")} />
      ) : error || !data ? (
        <LoadError text={t("security.loadError")} error={error} onRetry={() => void mutate()} />
      ) : enabled ? (
        <div className="space-y-4">
          <p
            className={`m-0 text-sm ${data.recoveryCodesLeft < FEW_CODES ? "font-medium text-amber-700" : "text-slate-700"}`}
            data-testid="recovery-codes-left"
          >
            {t("security.totp.codesLeft", { n: data.recoveryCodesLeft })}
            {data.recoveryCodesLeft < FEW_CODES && ` ${t("security.totp.fewCodes")}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => setAsking("regenerate")}>
              <span className="i-lucide-refresh-cw h-4 w-4" aria-hidden="true" />
              {t("security.totp.regenerate")}
            </button>
            <button type="button" className="btn-ghost text-red-600 hover:bg-red-50" onClick={() => setAsking("disable")}>
              <span className="i-lucide-shield-off h-4 w-4" aria-hidden="true" />
              {t("security.totp.disable")}
            </button>
          </div>
        </div>
      ) : setup ? (
        <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
          <div className="space-y-3">
            <h3 className="m-0 text-sm font-semibold text-slate-900">{t("security.totp.scanTitle")}</h3>
            <QrCode url={setup.otpauthUrl} />
          </div>
          <div className="min-w-0 space-y-5">
            <div>
              <p className="m-0 text-sm text-slate-700">{t("security.totp.secretLabel")}</p>
              <code
                className="mt-2 block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900"
                data-testid="totp-secret"
              >
                {grouped(setup.secret)}
              </code>
            </div>
            <form onSubmit={(event) => void confirm(event)} noValidate className="space-y-3">
              <h3 className="m-0 text-sm font-semibold text-slate-900">{t("security.totp.confirmTitle")}</h3>
              <TextField
                id="totp-code"
                label={t("security.totp.codeLabel")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                className="max-w-40 font-mono text-lg tracking-[0.3em]"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setCodeProblem(null);
                }}
                error={codeProblem ?? undefined}
              />
              <div className="flex flex-wrap gap-2">
                <SubmitButton submitting={busy} label={t("security.totp.confirm")} />
                <button type="button" className="btn-secondary" onClick={() => setSetup(null)} disabled={busy}>
                  {t("security.cancel")}
                </button>
              </div>
            </form>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-primary" onClick={() => void start()} disabled={busy}>
          <span className={`${busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-shield-check"} h-4 w-4`} aria-hidden="true" />
          {t("security.totp.enable")}
        </button>
      )}
      <PasswordDialog
        open={asking === "disable"}
        title={t("security.totp.disableTitle")}
        description={t("security.totp.disableText")}
        confirmLabel={t("security.totp.disable")}
        danger
        onClose={() => setAsking(null)}
        onConfirm={async (password) => {
          await disable.run(password);
          setAsking(null);
        }}
      />
      <PasswordDialog
        open={asking === "regenerate"}
        title={t("security.totp.regenerateTitle")}
        description={t("security.totp.regenerateText")}
        confirmLabel={t("security.totp.regenerate")}
        onClose={() => setAsking(null)}
        onConfirm={async (password) => {
          const { recoveryCodes } = await regenerate.run(password);
          setAsking(null);
          setCodes(recoveryCodes);
        }}
      />
      <RecoveryCodesDialog codes={codes} onDone={() => setCodes(null)} />
    </SecuritySection>
  );
}
