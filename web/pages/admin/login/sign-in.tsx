import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/fetcher";
import { notify } from "../../../components/admin/notify";

/**
 * Spec §9: the welcome toast, then the dashboard. Signing in is not an admin write: its failures are said under its
 * form, and its success is this notice.
 */
export function useWelcome() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  return () => {
    notify({ title: t("login.welcomeTitle"), description: t("login.welcomeText") });
    navigate("/admin", { replace: true });
  };
}

/** The server refused the attempt as one too many. */
export const isThrottled = (error: unknown) => error instanceof ApiError && error.status === 429;

/** Why a sign-in failed, shown under its form: a title and what to do. */
export type SignInProblem = { title: string; text: string };

/** The problem under a sign-in form, announced as it appears; its id names it for the fields it is about. */
export function SignInAlert({ id, problem }: { id: string; problem: SignInProblem }) {
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
