import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useFeaturedProjects } from "../../api/projects";
import { LoadingRegion } from "../ui/Skeleton";
import { StateMessage } from "../ui/StateMessage";
import { CARD_GRID } from "./card-grid";
import { FeaturedProjectCard, ProjectCardSkeleton } from "./ProjectCard";
import { SectionHeading, ViewAllLink } from "./SectionHeading";
import { slots } from "../../lib/slots";

/** Spec §9: three skeleton cards while the featured projects load. */
export const FEATURED_PROJECT_SKELETONS = 3;

/** #work: the featured projects and a link to all of them; not shown at all while there is none. */
export function FeaturedProjectsSection() {
  const { t, i18n } = useTranslation("home");
  const { data: projects, error } = useFeaturedProjects(i18n.language);
  if (!error && projects?.length === 0) return null;

  return (
    <section id="work" aria-labelledby="work-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="work-title"
          eyebrow={t("projects.eyebrow")}
          title={t("projects.title")}
          description={t("projects.description")}
          action={
            <Link to="/projects" className="group rounded no-underline">
              <ViewAllLink>{t("projects.viewAll")}</ViewAllLink>
            </Link>
          }
        />
        {error ? (
          <StateMessage kind="error">{t("projects.error")}</StateMessage>
        ) : !projects ? (
          <LoadingRegion label={t("projects.loading")} className={CARD_GRID}>
            {slots(FEATURED_PROJECT_SKELETONS).map((slot) => (
              <ProjectCardSkeleton key={slot} />
            ))}
          </LoadingRegion>
        ) : (
          <ul className={`m-0 list-none p-0 ${CARD_GRID}`}>
            {projects.map((project) => (
              <li key={project.id}>
                <FeaturedProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
