import { useTranslation } from "react-i18next";
import type { AnyLanguage, Project } from "../../api/types";
import { Skeleton, Skeletons } from "../ui/Skeleton";
import { CardCover } from "./CoverImage";

function TechnologyTags({ technologies }: { technologies: string[] }) {
  const { t } = useTranslation("projects");
  if (!technologies.length) return null;
  return (
    <ul className="m-0 mt-4 flex list-none flex-wrap gap-2 p-0" aria-label={t("technologies")}>
      {technologies.map((technology) => (
        <li key={technology} className="tag">
          {technology}
        </li>
      ))}
    </ul>
  );
}

/** A featured project (landing): a hover or keyboard-focus overlay on the image opens the project in a new tab. */
export function FeaturedProjectCard({ project }: { project: AnyLanguage<Project> }) {
  const { t } = useTranslation("home");
  return (
    <article className="card group flex h-full flex-col overflow-hidden transition-shadow duration-300 hover:shadow-lg">
      <CardCover
        src={project.imageUrl}
        title={project.title}
        alt={t("projects.imageAlt", { title: project.title })}
        icon="i-lucide-layers"
        overlay={
          project.projectUrl && (
            <a
              href={project.projectUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("projects.viewProjectLabel", { title: project.title })}
              className="absolute inset-0 flex items-center justify-center bg-slate-900/70 text-white no-underline opacity-0 transition-opacity duration-300 focus:opacity-100 group-hover:opacity-100"
            >
              <span className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 shadow-lg">
                {t("projects.viewProject")}
                <span className="i-lucide-arrow-up-right h-4 w-4" aria-hidden="true" />
              </span>
            </a>
          )
        }
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="m-0 text-lg font-semibold tracking-tight text-slate-900">{project.title}</h3>
        <p className="mb-0 mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{project.description}</p>
        <div className="mt-auto">
          <TechnologyTags technologies={project.technologies} />
        </div>
      </div>
    </article>
  );
}

/**
 * A card of the /projects page: the whole card links to the project (new tab) through its title's link. Its date line
 * is the owner's period ("2021 – 2023"); without one, the spec's own rule (§2): the order value in place of a date, or
 * 'Actualidad' for order 0. Data imported from the spec's JSON export relies on it (an order of 2019 is a year).
 */
export function PortfolioProjectCard({ project }: { project: AnyLanguage<Project> }) {
  const { t } = useTranslation("projects");
  const period = project.period?.trim() || (project.order === 0 ? t("current") : String(project.order));
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow duration-300 focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-lg">
      <CardCover src={project.imageUrl} title={project.title} alt={t("imageAlt", { title: project.title })} icon="i-lucide-layers" />
      <div className="flex flex-1 flex-col p-6">
        {period && (
          <p className="m-0 mb-2 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wider text-slate-500" data-testid="project-period">
            <span className="i-lucide-calendar h-3.5 w-3.5" aria-hidden="true" />
            {period}
          </p>
        )}
        <h2 className="m-0 text-lg font-semibold tracking-tight text-slate-900">
          {project.projectUrl ? (
            <a
              href={project.projectUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-start justify-between gap-3 text-inherit no-underline outline-none after:absolute after:inset-0 after:content-empty"
            >
              {project.title}
              <span className="sr-only"> {t("newTab")}</span>
              <span className="i-lucide-arrow-up-right mt-1 h-5 w-5 text-slate-400 transition-colors group-hover:text-indigo-600" aria-hidden="true" />
            </a>
          ) : (
            project.title
          )}
        </h2>
        <p className="mb-0 mt-2 text-sm leading-relaxed text-slate-600">{project.description}</p>
        <div className="mt-auto">
          <TechnologyTags technologies={project.technologies} />
        </div>
      </div>
    </article>
  );
}

/** Stands in for a project card while the list loads: same image box, title, text and tags. */
export function ProjectCardSkeleton({ withMeta = false }: { withMeta?: boolean }) {
  return (
    <div className="card flex h-full flex-col overflow-hidden" data-testid="project-skeleton">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-6">
        {withMeta && <Skeleton className="mb-3 h-3.5 w-20" />}
        <Skeletons shapes={["h-6 w-2/3", "mt-3 h-4 w-full", "mt-2 h-4 w-11/12", "mt-2 h-4 w-3/5"]} />
        <div className="mt-5 flex gap-2">
          <Skeletons shapes={["h-6 w-16 rounded-full", "h-6 w-20 rounded-full", "h-6 w-14 rounded-full"]} />
        </div>
      </div>
    </div>
  );
}
