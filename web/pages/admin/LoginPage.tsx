import { Link, Navigate, useNavigate } from "react-router-dom";
import { loginSchema, type LoginInput } from "../../../src/shared/schemas/auth";
import { useAuth, useLogin } from "../../api/auth";
import { ApiError } from "../../api/fetcher";
import { Spinner } from "../../components/ui/Spinner";
import { TextField, useSchemaForm } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { AdminLanguageProvider } from "./admin-language";

const EMPTY_LOGIN: LoginInput = { email: "", password: "", rememberMe: false };

/** /login (spec §2): the owner's way into the admin panel, in the admin's language. */
export default function LoginPage() {
  return (
    <AdminLanguageProvider>
      <LoginScreen />
    </AdminLanguageProvider>
  );
}

function LoginScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useSchemaForm(loginSchema, EMPTY_LOGIN);

  if (auth.status === "loading") return <Spinner label="Cargando" />;
  if (auth.status === "authenticated") return <Navigate to="/admin" replace />;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await login(input);
    } catch (error) {
      const throttled = error instanceof ApiError && error.status === 429;
      toast({
        title: "Error de inicio de sesión",
        description: throttled ? "Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo." : "Correo electrónico o contraseña inválidos",
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Inicio de sesión exitoso", description: "Bienvenido al panel de administración" });
    navigate("/admin", { replace: true });
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-100 via-white to-indigo-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-600/30">
            <span className="i-lucide-lock h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="m-0 mt-4 text-2xl font-bold tracking-tight text-slate-900">Panel de Control</h1>
          <p className="m-0 mt-1 text-sm text-slate-600">Inicia sesión para gestionar tu portafolio</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="card space-y-5 p-6 sm:p-8">
          <TextField
            id="email"
            label="Correo electrónico"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            value={form.values.email}
            onChange={(e) => form.setField("email", e.target.value)}
            error={form.errors.email}
          />
          <TextField
            id="password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(e) => form.setField("password", e.target.value)}
            error={form.errors.password}
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
              Recordarme
            </label>
            {/* Spec §2: shown but not functional; the password is reset from the server's command line. */}
            <a href="#" onClick={(e) => e.preventDefault()} className="font-medium text-indigo-600 hover:text-indigo-700">
              ¿Olvidaste tu contraseña?
            </a>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={form.submitting}>
            {form.submitting && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
            {form.submitting ? "Iniciando sesión…" : "Iniciar sesión"}
          </button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-slate-900">
            <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
            Volver al sitio
          </Link>
        </p>
      </div>
    </main>
  );
}
