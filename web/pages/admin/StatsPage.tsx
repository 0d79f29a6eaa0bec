import { useTranslation } from "react-i18next";
import { useArticles } from "../../api/articles";
import { useCv } from "../../api/cv";
import { useMessages } from "../../api/messages";
import { useProjects } from "../../api/projects";
import { PageHeader } from "../../components/admin/AdminUi";

type Row = { label: string; value: number };

function StatGroup({ title, icon, rows, loading, failed }: { title: string; icon: string; rows: Row[]; loading: boolean; failed: boolean }) {
  return (
    <section className="card p-5" aria-label={title}>
      <h2 className="m-0 mb-4 flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className={`${icon} h-5 w-5 text-indigo-600`} aria-hidden="true" />
        {title}
      </h2>
      {failed ? (
        <p className="m-0 text-sm text-red-700">Could not be loaded.</p>
      ) : (
        <dl className="m-0 grid grid-cols-2 gap-3">
          {rows.map((row) => (
            <div key={row.label} className="rounded-xl bg-slate-50 px-3 py-2.5">
              <dt className="text-xs text-slate-500">{row.label}</dt>
              <dd className="m-0 text-xl font-bold text-slate-900">{loading ? <span className="skeleton inline-block h-6 w-8 align-middle" /> : row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** /admin/stats: counts by state from the data the panel already reads (spec: the dashboard links here). */
export function StatsPage() {
  const articles = useArticles();
  const projects = useProjects();
  const messages = useMessages();
  const cv = useCv();
  const { t } = useTranslation("admin");
  // Scheduled articles are not out yet.
  const published = articles.data?.filter((a) => a.published && !a.scheduled).length ?? 0;
  const scheduled = articles.data?.filter((a) => a.scheduled).length ?? 0;
  const unread = messages.data?.filter((m) => !m.read).length ?? 0;

  return (
    <>
      <PageHeader title="Statistics" description="What your portfolio holds right now." />
      <div className="grid gap-4 md:grid-cols-2">
        <StatGroup
          title="Articles"
          icon="i-lucide-newspaper"
          loading={articles.isLoading}
          failed={!!articles.error}
          rows={[
            { label: "Published", value: published },
            { label: "Drafts", value: (articles.data?.length ?? 0) - published - scheduled },
            { label: t("writing.scheduledTitle"), value: scheduled },
          ]}
        />
        <StatGroup
          title="Projects"
          icon="i-lucide-folder-kanban"
          loading={projects.isLoading}
          failed={!!projects.error}
          rows={[
            { label: "Total", value: projects.data?.length ?? 0 },
            { label: "Featured", value: projects.data?.filter((p) => p.featured).length ?? 0 },
          ]}
        />
        <StatGroup
          title="Messages"
          icon="i-lucide-mail"
          loading={messages.isLoading}
          failed={!!messages.error}
          rows={[
            { label: "Unread", value: unread },
            { label: "Read", value: (messages.data?.length ?? 0) - unread },
          ]}
        />
        <StatGroup
          title="CV"
          icon="i-lucide-file-user"
          loading={cv.isLoading}
          failed={!!cv.error}
          rows={[
            { label: "Experience entries", value: cv.data?.experiences.length ?? 0 },
            { label: "Education entries", value: cv.data?.education.length ?? 0 },
            { label: "Skill categories", value: cv.data?.skills.length ?? 0 },
            { label: "Skills listed", value: cv.data?.skills.reduce((sum, s) => sum + s.items.length, 0) ?? 0 },
          ]}
        />
      </div>
    </>
  );
}
