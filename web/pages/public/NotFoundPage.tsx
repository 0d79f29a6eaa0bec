import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../lib/use-page-title";

/** Any unknown path (spec §2): a centred card with an alert icon. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle({ kind: "not-found" });
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-16" aria-labelledby="not-found-title">
      <div className="card w-full max-w-md p-8 text-center sm:p-10">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden="true">
          <span className="i-lucide-circle-alert h-7 w-7" />
        </span>
        <h1 id="not-found-title" className="m-0 mt-6 text-2xl font-bold tracking-tight text-slate-900">
          {t("notFound.title")}
        </h1>
        <p className="mb-0 mt-3 text-slate-600">{t("notFound.text")}</p>
        <Link to="/" className="btn-primary mt-8">
          <span className="i-lucide-house h-4 w-4" aria-hidden="true" />
          {t("notFound.backHome")}
        </Link>
      </div>
    </section>
  );
}
