import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { educationApi, experiencesApi, skillsApi, useCv } from "../../../api/cv";
import type { Education, Experience, Skill } from "../../../api/types";
import { PageHeader } from "../../../components/admin/AdminUi";
import { CvSection, type CvKind } from "./CvSection";
import { EducationForm } from "./EducationForm";
import { ExperienceForm } from "./ExperienceForm";
import { SkillForm } from "./SkillForm";

/** "2021 – 2023", or "2021 – Present" in the admin's language when it has no end. */
function Period({ start, end }: { start: string; end: string | null }) {
  const { t } = useTranslation("admin");
  return <span className="whitespace-nowrap">{`${start} – ${end || t("cv.present")}`}</span>;
}

function ExperienceItem({ item }: { item: Experience }) {
  return (
    <>
      <p className="m-0 font-semibold text-slate-900">{item.title}</p>
      <p className="m-0 mt-0.5 text-sm text-slate-600">
        {item.company} · <Period start={item.startDate} end={item.isCurrent ? null : item.endDate} />
      </p>
      <p className="m-0 mt-2 line-clamp-2 text-sm text-slate-600">{item.description}</p>
    </>
  );
}

function EducationItem({ item }: { item: Education }) {
  return (
    <>
      <p className="m-0 font-semibold text-slate-900">{item.degree}</p>
      <p className="m-0 mt-0.5 text-sm text-slate-600">
        {item.institution} · <Period start={item.startDate} end={item.endDate} />
      </p>
      <p className="m-0 mt-2 line-clamp-2 text-sm text-slate-600">{item.description}</p>
    </>
  );
}

function SkillItem({ item }: { item: Skill }) {
  return (
    <>
      <p className="m-0 font-semibold text-slate-900">{item.category}</p>
      <ul className="m-0 mt-2 flex list-none flex-wrap gap-1.5 p-0">
        {item.items.map((skill) => (
          <li key={skill} className="tag">
            {skill}
          </li>
        ))}
      </ul>
    </>
  );
}

const TAB_CLASS =
  "-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap border-0 border-b-2 border-transparent bg-transparent px-3 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700 sm:px-4";

const TABS: { kind: CvKind; icon: string }[] = [
  { kind: "experience", icon: "i-lucide-briefcase" },
  { kind: "education", icon: "i-lucide-graduation-cap" },
  { kind: "skill", icon: "i-lucide-wrench" },
];

/** /admin/cv (spec §2): experience, education and skills, each its own tab. */
export function CvEditorPage() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useCv();
  const counts: Record<CvKind, number | undefined> = { experience: data?.experiences.length, education: data?.education.length, skill: data?.skills.length };
  const state = { loading: isLoading, error, onRetry: () => void mutate() };

  return (
    <>
      <PageHeader title={t("layout.nav.cv")} description={t("cv.description")} />
      <TabGroup>
        <TabList className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
          {TABS.map(({ kind, icon }) => (
            <Tab key={kind} className={TAB_CLASS}>
              <span className={`${icon} hidden h-4 w-4 sm:inline-block`} aria-hidden="true" />
              {t(`cv.${kind}.tab`)}
              {counts[kind] === undefined ? "" : ` (${counts[kind]})`}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel>
            <CvSection
              kind="experience"
              items={data?.experiences}
              {...state}
              api={experiencesApi}
              describe={(item) => `${item.title}, ${item.company}`}
              renderItem={(item) => <ExperienceItem item={item} />}
              renderForm={(props) => <ExperienceForm {...props} />}
            />
          </TabPanel>
          <TabPanel>
            <CvSection
              kind="education"
              items={data?.education}
              {...state}
              api={educationApi}
              describe={(item) => `${item.degree}, ${item.institution}`}
              renderItem={(item) => <EducationItem item={item} />}
              renderForm={(props) => <EducationForm {...props} />}
            />
          </TabPanel>
          <TabPanel>
            <CvSection
              kind="skill"
              items={data?.skills}
              {...state}
              api={skillsApi}
              describe={(item) => item.category}
              renderItem={(item) => <SkillItem item={item} />}
              renderForm={(props) => <SkillForm {...props} />}
            />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
