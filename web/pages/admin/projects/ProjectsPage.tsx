import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { projectsApi, useProjects } from "../../../api/projects";
import type { Project } from "../../../api/types";
import { DataStates, DeleteButton, EditLink, EmptyState, LoadError, PageHeader, SkeletonCards } from "../../../components/admin/AdminUi";
import { ConfirmDeletion, useConfirmedDelete } from "../../../components/admin/use-confirmed-delete";

/** Spec §9: three skeleton cards while loading. */
const SKELETONS = 3;

function NewProjectLink({ label }: { label: string }) {
  return (
    <Link to="/admin/projects/new" className="btn-primary">
      <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

function ProjectCard({ project, onDelete }: { project: Project; onDelete: (project: Project) => void }) {
  const { t } = useTranslation("admin");
  return (
    <li className="card flex flex-col overflow-hidden" data-testid="project-card">
      <div className={`relative bg-gradient-to-br from-slate-100 to-slate-200 ${project.imageUrl ? "aspect-video" : "aspect-[3/1] sm:aspect-video"}`}>
        {project.imageUrl ? (
          <img src={project.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-slate-400" data-testid="project-placeholder">
            <span className="i-lucide-image h-10 w-10" aria-hidden="true" />
          </span>
        )}
        {project.featured && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950 shadow-sm">
            <span className="i-lucide-star h-3 w-3" aria-hidden="true" />
            {t("projects.featured")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="m-0 text-base font-semibold text-slate-900">{project.title}</h3>
        {/* The clamp goes on an unstretched paragraph: a stretched one shows every line that fits its height. */}
        <div className="flex-1">
          <p className="m-0 mt-1.5 line-clamp-3 text-sm text-slate-600">{project.description}</p>
        </div>
        {project.technologies.length > 0 && (
          <ul className="m-0 mt-3 flex list-none flex-wrap gap-1.5 p-0" aria-label={t("projects.technologies")}>
            {project.technologies.map((tech) => (
              <li key={tech} className="tag">
                {tech}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
          <EditLink to={`/admin/projects/edit/${project.id}`} itemName={project.title} className="flex-1" />
          <DeleteButton onClick={() => onDelete(project)} itemName={project.title} className="flex-1" />
        </div>
      </div>
    </li>
  );
}

/** /admin/projects (spec §2): the projects as cards, with edit and delete. */
export function ProjectsPage() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useProjects();
  const deletion = useConfirmedDelete<Project>(projectsApi.remove, { success: t("projects.deleted"), failure: t("projects.deleteFailed") });

  return (
    <>
      <PageHeader title={t("layout.nav.projects")} description={t("projects.description")} actions={<NewProjectLink label={t("projects.new")} />} />
      <DataStates
        loading={isLoading}
        skeleton={
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            <SkeletonCards count={SKELETONS} className="h-80" testId="project-skeleton" />
          </div>
        }
        error={error}
        failed={<LoadError text={t("projects.loadFailed")} error={error} onRetry={() => void mutate()} />}
        empty={
          data?.length ? null : <EmptyState icon="i-lucide-folder-open" text={t("projects.empty")} action={<NewProjectLink label={t("projects.add")} />} />
        }
      >
        {() => (
          <ul className="m-0 grid list-none gap-5 p-0 sm:grid-cols-2 xl:grid-cols-3">
            {data?.map((project) => (
              <ProjectCard key={project.id} project={project} onDelete={deletion.ask} />
            ))}
          </ul>
        )}
      </DataStates>
      <ConfirmDeletion deletion={deletion} describe={(project) => t("common.willBeDeleted", { name: project.title })} />
    </>
  );
}
