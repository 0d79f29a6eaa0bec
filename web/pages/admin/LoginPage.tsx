import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { loginSchema, type LoginInput } from "../../../src/shared/schemas/auth";
import { isSignInExpired, useAuth, useLogin, useSecondFactor, useSignedIn } from "../../api/auth";
import { ApiError } from "../../api/fetcher";
import { passkeyProblemOf, passkeysSupported, signInWithPasskey } from "../../api/passkeys";
import { Spinner } from "../../components/ui/Spinner";
import { useAdminForm } from "../../components/admin/use-admin-form";
import { TextField } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { ipAddressHostOfPage } from "../../lib/ip-host";
import { AdminLanguageMenu, AdminLanguageProvider } from "./admin-language";

const EMPTY_LOGIN: LoginInput = { email: "", password: "", rememberMe: false };

/** /login (spec §2): the owner's way into the admin panel, in the admin's language. */
export default function LoginPage() {
  return (
    <AdminLanguageProvider>
      <LoginScreen />
    </AdminLanguageProvider>
  );
}

/** Spec §9: the welcome toast, then the dashboard. */
function useWelcome() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  return () => {
    toast({ title: t("login.welcomeTitle"), description: t("login.welcomeText") });
    navigate("/admin", { replace: true });
  };
}

const isThrottled = (error: unknown) => error instanceof ApiError && error.status === 429;

/** Why a sign-in failed, shown under its form: a title and what to do. */
type SignInProblem = { title: string; text: string };

/** The problem under a sign-in form, announced as it appears; its id names it for the fields it is about. */
function SignInAlert({ id, problem }: { id: string; problem: SignInProblem }) {
  return (
    <div id={id} role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <span className="i-lucide-circle-alert mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />
      <p className="m-0">
        <strong className="block font-semibold">{problem.title}</strong>
        {problem.text}
      </p>
    </div>
  );
}

/**
 * "Sign in with a passkey": a discoverable passkey, no email typed; it is both factors, so no second step follows.
 * At an IP address the button is disabled with the reason (WebAuthn refuses IP addresses); a failure goes to
 * `onProblem`, which shows it under the form.
 */
function PasskeyButton({ rememberMe, label, onProblem }: { rememberMe: boolean; label?: string; onProblem: (problem: SignInProblem | null) => void }) {
  const { t } = useTranslation("admin");
  const signedIn = useSignedIn();
  const welcome = useWelcome();
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;
  const ipHost = ipAddressHostOfPage();

  const start = async () => {
    setBusy(true);
    onProblem(null);
    try {
      await signedIn(await signInWithPasskey(rememberMe));
    } catch (error) {
      const problem = passkeyProblemOf(error);
      const text = isThrottled(error)
        ? t("login.tooManyAttempts")
        : problem
          ? t(`login.passkey.${problem}`)
          : error instanceof ApiError && error.status === 401
            ? t("login.passkey.rejected")
            : t("login.passkey.failed");
      onProblem({ title: t("login.passkey.failedTitle"), text });
      setBusy(false);
      return;
    }
    welcome();
  };

  return (
    <div>
      <button
        type="button"
        className="btn-secondary w-full"
        onClick={() => void start()}
        disabled={busy || ipHost !== null}
        aria-describedby={ipHost ? "passkey-ip-host" : undefined}
      >
        <span className={`${busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-key-round"} h-4 w-4`} aria-hidden="true" />
        {busy ? t("login.passkey.waiting") : (label ?? t("login.passkey.signIn"))}
      </button>
      {ipHost && (
        <p id="passkey-ip-host" className="m-0 mt-2 flex items-start gap-1.5 text-xs text-slate-600">
          <span className="i-lucide-info mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {t("login.passkey.ipHost", { host: ipHost })}
        </p>
      )}
    </div>
  );
}

const LOGIN_PROBLEM_ID = "login-problem";

function LoginScreen() {
  const auth = useAuth();
  const login = useLogin();
  const welcome = useWelcome();
  const { t } = useTranslation("admin");
  const form = useAdminForm(loginSchema, EMPTY_LOGIN);
  const [ticket, setTicket] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  // A wrong email or password (not a passkey's failure) is about both fields: they are marked and point at it.
  const [credentialsRefused, setCredentialsRefused] = useState(false);
  const marked = credentialsRefused ? { "aria-invalid": true, "aria-describedby": LOGIN_PROBLEM_ID } : {};

  if (auth.status === "loading") return <Spinner label={t("common.loading")} />;
  if (auth.status === "authenticated") return <Navigate to="/admin" replace />;

  const showProblem = (next: SignInProblem | null, aboutCredentials = false) => {
    setProblem(next);
    setCredentialsRefused(next !== null && aboutCredentials);
  };
  const onSubmit = form.handleSubmit(async (input) => {
    showProblem(null);
    let result: Awaited<ReturnType<typeof login>>;
    try {
      result = await login(input);
    } catch (error) {
      showProblem({ title: t("login.failedTitle"), text: isThrottled(error) ? t("login.tooManyAttempts") : t("login.invalid") }, !isThrottled(error));
      return;
    }
    if ("ticket" in result) {
      setTicket(result.ticket);
      return;
    }
    welcome();
  });

  return (
    <main className="relative flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-100 via-white to-indigo-50 px-4 py-12">
      <div className="absolute right-4 top-4">
        <AdminLanguageMenu />
      </div>
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-600/30">
            <span className={`${ticket ? "i-lucide-shield-check" : "i-lucide-lock"} h-6 w-6`} aria-hidden="true" />
          </span>
          <h1 className="m-0 mt-4 text-2xl font-bold tracking-tight text-slate-900">{ticket ? t("login.secondStep.title") : t("layout.title")}</h1>
          <p className="m-0 mt-1 text-sm text-slate-600">{ticket ? t("login.secondStep.subtitle") : t("login.subtitle")}</p>
        </div>
        {ticket ? (
          <SecondStep
            ticket={ticket}
            rememberMe={form.values.rememberMe ?? false}
            onSignedIn={welcome}
            onStartOver={(reason) => {
              setTicket(null);
              form.setField("password", "");
              showProblem(reason ?? null);
            }}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="card space-y-5 p-6 sm:p-8">
            <TextField
              id="email"
              label={t("login.email")}
              type="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              value={form.values.email}
              onChange={(e) => {
                form.setField("email", e.target.value);
                setCredentialsRefused(false);
              }}
              error={form.errors.email}
              {...(form.errors.email ? {} : marked)}
            />
            <TextField
              id="password"
              label={t("login.password")}
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(e) => {
                form.setField("password", e.target.value);
                setCredentialsRefused(false);
              }}
              error={form.errors.password}
              {...(form.errors.password ? {} : marked)}
            />
            <div className="flex items-center justify-between gap-3 text-sm">
              <label className="flex cursor-pointer items-center gap-2 text-slate-700">
                <input
                  type="checkbox"
                  name="rememberMe"
                  className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
                  checked={form.values.rememberMe ?? false}
                  onChange={(e) => form.setField("rememberMe", e.target.checked)}
                />
                {t("login.rememberMe")}
              </label>
              {/* Spec §2 shows the link; the password is reset from the server's command line, which it tells. */}
              <button
                type="button"
                className="border-0 bg-transparent p-0 font-medium text-indigo-600 hover:text-indigo-700"
                aria-expanded={forgotOpen}
                aria-controls="login-forgot-help"
                onClick={() => setForgotOpen((open) => !open)}
              >
                {t("login.forgot")}
              </button>
            </div>
            {forgotOpen && (
              <div id="login-forgot-help" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                <p className="m-0">{t("login.forgotHelp")}</p>
                <code className="mt-1 block break-all text-xs">portfolio admin password --email {form.values.email || "…"} --password-stdin</code>
              </div>
            )}
            <button type="submit" className="btn-primary w-full" disabled={form.submitting}>
              {form.submitting && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
              {form.submitting ? t("login.submitting") : t("login.submit")}
            </button>
            {problem && <SignInAlert id={LOGIN_PROBLEM_ID} problem={problem} />}
            {passkeysSupported() && (
              <>
                <p className="m-0 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400" aria-hidden="true">
                  <span className="h-px flex-1 bg-slate-200" />
                  {t("login.or")}
                  <span className="h-px flex-1 bg-slate-200" />
                </p>
                <PasskeyButton rememberMe={form.values.rememberMe ?? false} onProblem={(next) => showProblem(next)} />
              </>
            )}
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-slate-900">
            <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
            {t("login.backToSite")}
          </Link>
        </p>
      </div>
    </main>
  );
}

/**
 * The second step of a password sign-in with TOTP on: the app's 6-digit code, or one recovery code, or a passkey
 * instead. A wrong code can be corrected; a ticket that expired sends the owner back to the password.
 */
function SecondStep({
  ticket,
  rememberMe,
  onSignedIn,
  onStartOver,
}: {
  ticket: string;
  rememberMe: boolean;
  onSignedIn: () => void;
  /** Back to the password; `reason` is said under it (the ticket expired). */
  onStartOver: (reason?: SignInProblem) => void;
}) {
  const { t } = useTranslation("admin");
  const secondFactor = useSecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setProblem(t("login.secondStep.codeRequired"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await secondFactor(ticket, code.trim());
    } catch (error) {
      setBusy(false);
      if (isSignInExpired(error)) {
        onStartOver({ title: t("login.secondStep.expiredTitle"), text: t("login.secondStep.expired") });
        return;
      }
      setProblem(
        isThrottled(error)
          ? t("login.tooManyAttempts")
          : error instanceof ApiError && error.status === 401
            ? t("login.secondStep.invalid")
            : t("login.secondStep.failed"),
      );
      return;
    }
    onSignedIn();
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setCode("");
    setProblem(null);
  };

  return (
    <div className="card space-y-5 p-6 sm:p-8">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <p className="m-0 text-sm text-slate-600">{recovery ? t("login.secondStep.recoveryText") : t("login.secondStep.codeText")}</p>
        <TextField
          key={recovery ? "recovery" : "code"}
          id="second-factor-code"
          label={recovery ? t("login.secondStep.recoveryLabel") : t("login.secondStep.codeLabel")}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 24 : 7}
          placeholder={recovery ? "xxxx-xxxx-xxxx-xxxx" : "123456"}
          className={recovery ? "font-mono" : "font-mono text-lg tracking-[0.3em]"}
          autoFocus
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
          {busy ? t("login.secondStep.verifying") : t("login.secondStep.verify")}
        </button>
      </form>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
        <button type="button" className="btn-ghost w-full text-sm" onClick={switchKind}>
          <span className={`${recovery ? "i-lucide-smartphone" : "i-lucide-life-buoy"} h-4 w-4`} aria-hidden="true" />
          {recovery ? t("login.secondStep.useApp") : t("login.secondStep.useRecovery")}
        </button>
        <PasskeyButton
          rememberMe={rememberMe}
          label={t("login.secondStep.usePasskey")}
          onProblem={(next) => setProblem(next && `${next.title}: ${next.text}`)}
        />
        <button type="button" className="btn-ghost w-full text-sm text-slate-500" onClick={() => onStartOver()}>
          {t("login.secondStep.startOver")}
        </button>
      </div>
      <p className="m-0 text-xs text-slate-500">
        {t("login.secondStep.lostAccess")}{" "}
        <code className="break-all rounded bg-slate-100 px-1 py-0.5 text-[11px] text-slate-700">portfolio admin reset-2fa --email …</code>
      </p>
    </div>
  );
}
