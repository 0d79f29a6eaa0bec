import { useTranslation } from "react-i18next";
import { useLocalizedProjects } from "../../api/projects";
import { CARD_GRID } from "../../components/public/card-grid";
import { PortfolioProjectCard, ProjectCardSkeleton } from "../../components/public/ProjectCard";
import { LoadingRegion } from "../../components/ui/Skeleton";
import { StateMessage } from "../../components/ui/StateMessage";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "./PageHeader";
import { slots } from "../../lib/slots";

/** Spec §9: six skeletons on the projects page. */
export const PROJECT_PAGE_SKELETONS = 6;

/** /projects: every project, title 'Portafolio'. */
export function ProjectsPage() {
  const { t, i18n } = useTranslation("projects");
  const { data: projects, error } = useLocalizedProjects(i18n.language);
  usePageTitle({ kind: "projects" });

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} description={t("description")} />
      <section className="container-page py-14 sm:py-16" aria-label={t("title")}>
        {error ? (
          <StateMessage kind="error">{t("error")}</StateMessage>
        ) : !projects ? (
          <LoadingRegion label={t("loading")} className={CARD_GRID}>
            {slots(PROJECT_PAGE_SKELETONS).map((slot) => (
              <ProjectCardSkeleton key={slot} withMeta />
            ))}
          </LoadingRegion>
        ) : projects.length === 0 ? (
          <StateMessage kind="empty">{t("empty")}</StateMessage>
        ) : (
          <ul className={`m-0 list-none p-0 ${CARD_GRID}`}>
            {projects.map((project) => (
              <li key={project.id}>
                <PortfolioProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
