import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { projectsApi, useProjects } from "../../../api/projects";
import type { Project } from "../../../api/types";
import { DataStates, EmptyState, LoadError, PageHeader, SkeletonCards } from "../../../components/admin/AdminUi";
import { UNDO_SECONDS } from "../../../components/admin/use-admin-mutation";
import { ConfirmDeletion, useConfirmedDelete, useWithoutWaitingDeletes } from "../../../components/admin/use-confirmed-delete";
import { useProjectOrder } from "./project-order";
import { SortableProjectCards } from "./SortableProjectCards";

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

/**
 * /admin/projects (spec §2): the projects as visitors see their cards, in the visitors' order, each with move,
 * edit and delete (undone within 10 s); the order is set by dragging the cards or from the keyboard.
 */
export function ProjectsPage() {
  const { t } = useTranslation("admin");
  const { data: all, error, isLoading, mutate } = useProjects();
  const deletion = useConfirmedDelete<Project>(projectsApi.remove, { success: t("projects.deleted"), failure: t("projects.deleteFailed"), undoIn: "projects" });
  const data = useWithoutWaitingDeletes("projects", all);
  const move = useProjectOrder({ all, shown: data, show: (list) => void mutate(list, { revalidate: false }), failure: t("projectOrder.saveFailed") });

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
        {() => <SortableProjectCards projects={data ?? []} onMove={move} onDelete={deletion.ask} />}
      </DataStates>
      <ConfirmDeletion deletion={deletion} describe={(project) => t("undo.willBeDeleted", { name: project.title, seconds: UNDO_SECONDS })} />
    </>
  );
}
