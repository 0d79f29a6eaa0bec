import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router-dom";
import { loginSchema, type LoginInput } from "../../../src/shared/schemas/auth";
import { useAuth, useLogin } from "../../api/auth";
import { passkeysSupported } from "../../api/passkeys";
import { Spinner } from "../../components/ui/Spinner";
import { useAdminForm } from "../../components/admin/use-admin-form";
import { TextField } from "../../components/ui/form";
import { AdminLanguageMenu, AdminLanguageProvider } from "./admin-language";
import { PasskeyButton } from "./login/PasskeyButton";
import { SecondStep } from "./login/SecondStep";
import { isThrottled, SignInAlert, useWelcome, type SignInProblem } from "./login/sign-in";

const EMPTY_LOGIN: LoginInput = { email: "", password: "", rememberMe: false };

/** /login (spec §2): the owner's way into the admin panel, in the admin's language. */
export default function LoginPage() {
  return (
    <AdminLanguageProvider>
      <LoginScreen />
    </AdminLanguageProvider>
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
