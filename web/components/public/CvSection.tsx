import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cvFileApi, useLocalizedCv } from "../../api/cv";
import type { CvData, Education, Experience, Localized, Skill } from "../../api/types";
import { periodEnd } from "../../lib/dates";
import { LoadingRegion, Skeleton, Skeletons } from "../ui/Skeleton";
import { StateMessage } from "../ui/StateMessage";
import { SectionHeading } from "./SectionHeading";
import { slots } from "../../lib/slots";

/** Spec §9: two experience skeletons, four skill skeletons (education follows experience). */
export const EXPERIENCE_SKELETONS = 2;
export const EDUCATION_SKELETONS = 2;
export const SKILL_SKELETONS = 4;

const TIMELINE_LAYOUT = "space-y-8";
const SKILLS_LAYOUT = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4";

type BlockState<T> = { items: T[] | undefined; failed: boolean };

/** Whether the CV has anything for visitors: an entry or a file to download. Unknown (still loading) counts as no. */
export const cvHasContent = (cv: CvData<"localized"> | CvData | undefined): boolean =>
  Boolean(cv && (cv.experiences.length || cv.education.length || cv.skills.length || cv.cvFileUrl));

/** A block is drawn while it loads or fails, and once loaded only when it has entries. */
const blockShown = <T,>(state: BlockState<T>) => state.failed || !state.items || state.items.length > 0;

/** One CV block: its title, then skeletons, its error text, or its entries (an empty block is not drawn at all). */
function CvBlock<T>({
  name,
  icon,
  title,
  state,
  skeleton,
  skeletons,
  skeletonLayout,
  errorText,
  children,
}: {
  name: "experience" | "education" | "skills";
  icon: string;
  title: string;
  state: BlockState<T>;
  skeleton: ReactNode;
  skeletons: number;
  /** The loaded block's layout, so the skeletons take the same room. */
  skeletonLayout: string;
  errorText: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation("cv");
  if (!blockShown(state)) return null;
  let body: ReactNode;
  if (state.failed) body = <StateMessage kind="error">{errorText}</StateMessage>;
  else if (!state.items) {
    body = (
      <LoadingRegion label={t("loading")} className={skeletonLayout}>
        {slots(skeletons).map((slot) => (
          <div key={slot} data-testid={`${name}-skeleton`}>
            {skeleton}
          </div>
        ))}
      </LoadingRegion>
    );
  } else body = children(state.items);
  return (
    <div>
      <BlockTitle icon={icon}>{title}</BlockTitle>
      {body}
    </div>
  );
}

function BlockTitle({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <h3 className="m-0 mb-6 flex items-center gap-3 text-xl font-semibold tracking-tight text-slate-900">
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600" aria-hidden="true">
        <span className={`${icon} h-5 w-5`} />
      </span>
      {children}
    </h3>
  );
}

function Period({ start, end }: { start: string; end: string }) {
  return (
    <p className="m-0 inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      <span className="i-lucide-calendar h-3.5 w-3.5" aria-hidden="true" />
      {start} – {end}
    </p>
  );
}

function TimelineEntrySkeleton() {
  return (
    <div className="relative pl-8">
      <Skeleton className="absolute left-0 top-1.5 h-3.5 w-3.5 rounded-full" />
      <Skeletons shapes={["h-5 w-28 rounded-full", "mt-3 h-6 w-3/5", "mt-2 h-4 w-2/5", "mt-3 h-4 w-full", "mt-2 h-4 w-4/5"]} />
    </div>
  );
}

type TimelineEntry = { id: number; title: string; place: string; start: string; end: string; description: string };

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className={`relative m-0 list-none border-l-2 border-slate-200 p-0 ${TIMELINE_LAYOUT}`}>
      {entries.map((entry) => (
        <li key={entry.id} className="relative pl-8">
          <span className="absolute -left-[9px] top-1.5 h-4 w-4 rounded-full border-4 border-white bg-indigo-600 ring-1 ring-indigo-200" aria-hidden="true" />
          <Period start={entry.start} end={entry.end} />
          <h4 className="m-0 mt-3 text-lg font-semibold text-slate-900">{entry.title}</h4>
          <p className="m-0 mt-0.5 text-sm font-medium text-indigo-700">{entry.place}</p>
          {entry.description && <p className="mb-0 mt-3 whitespace-pre-line text-sm leading-relaxed text-slate-600">{entry.description}</p>}
        </li>
      ))}
    </ol>
  );
}

function SkillSkeleton() {
  return (
    <div className="card h-full p-6">
      <Skeleton className="h-5 w-1/2" />
      <div className="mt-4 flex flex-wrap gap-2">
        <Skeletons shapes={["h-7 w-20 rounded-full", "h-7 w-16 rounded-full", "h-7 w-24 rounded-full", "h-7 w-14 rounded-full"]} />
      </div>
    </div>
  );
}

function SkillGroups({ skills }: { skills: Localized<Skill>[] }) {
  return (
    <ul className={`m-0 list-none p-0 ${SKILLS_LAYOUT}`}>
      {skills.map((skill) => (
        <li key={skill.id} className="card h-full p-6">
          <h4 className="m-0 text-base font-semibold text-slate-900">{skill.category}</h4>
          <ul className="m-0 mt-4 flex list-none flex-wrap gap-2 p-0">
            {skill.items.map((item) => (
              <li key={item} className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700">
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The download link; shown only when there is a CV file (issue 26: no disabled button for a file that is not there). */
function DownloadLink() {
  const { t } = useTranslation("cv");
  return (
    <a href={cvFileApi.downloadUrl} target="_blank" rel="noopener noreferrer" className="btn-primary px-5 py-3">
      <span className="i-lucide-download h-5 w-5" aria-hidden="true" />
      {t("download")}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
}

/** #cv: experience, education and skills by category, each block with its own four states, and the download. */
export function CvSection() {
  const { t, i18n } = useTranslation("cv");
  const { data, error } = useLocalizedCv(i18n.language);
  const failed = Boolean(error);
  const current = t("current");

  const experiences = (items: Localized<Experience>[]) =>
    items.map((e) => ({ id: e.id, title: e.title, place: e.company, start: e.startDate, end: periodEnd(e, current), description: e.description }));
  const education = (items: Localized<Education>[]) =>
    items.map((e) => ({ id: e.id, title: e.degree, place: e.institution, start: e.startDate, end: periodEnd(e, current), description: e.description }));

  const experienceState = { items: data?.experiences, failed };
  const educationState = { items: data?.education, failed };
  const skillsState = { items: data?.skills, failed };
  // Once loaded, a CV with no entries and no file is not a section visitors see.
  if (data && !failed && !cvHasContent(data)) return null;
  const bothTimelines = blockShown(experienceState) && blockShown(educationState);
  const anyTimeline = blockShown(experienceState) || blockShown(educationState);

  return (
    <section id="cv" aria-labelledby="cv-title" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="cv-title"
          eyebrow={t("eyebrow")}
          title={t("title")}
          description={t("description")}
          action={data?.cvFileUrl ? <DownloadLink /> : undefined}
        />
        {anyTimeline && (
          <div className={`grid gap-12 ${bothTimelines ? "lg:grid-cols-[7fr_5fr] lg:gap-16" : ""}`}>
            <CvBlock
              name="experience"
              icon="i-lucide-briefcase"
              title={t("experience")}
              state={experienceState}
              skeleton={<TimelineEntrySkeleton />}
              skeletons={EXPERIENCE_SKELETONS}
              skeletonLayout={TIMELINE_LAYOUT}
              errorText={t("errors.experience")}
            >
              {(items) => <Timeline entries={experiences(items)} />}
            </CvBlock>
            <CvBlock
              name="education"
              icon="i-lucide-graduation-cap"
              title={t("education")}
              state={educationState}
              skeleton={<TimelineEntrySkeleton />}
              skeletons={EDUCATION_SKELETONS}
              skeletonLayout={TIMELINE_LAYOUT}
              errorText={t("errors.education")}
            >
              {(items) => <Timeline entries={education(items)} />}
            </CvBlock>
          </div>
        )}
        {blockShown(skillsState) && (
          <div className={anyTimeline ? "mt-16" : undefined}>
            <CvBlock
              name="skills"
              icon="i-lucide-code"
              title={t("skills")}
              state={skillsState}
              skeleton={<SkillSkeleton />}
              skeletons={SKILL_SKELETONS}
              skeletonLayout={SKILLS_LAYOUT}
              errorText={t("errors.skills")}
            >
              {(items) => <SkillGroups skills={items} />}
            </CvBlock>
          </div>
        )}
      </div>
    </section>
  );
}
