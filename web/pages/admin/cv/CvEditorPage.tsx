import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { educationApi, experiencesApi, skillsApi, useCv } from "../../../api/cv";
import type { Education, Experience, Skill } from "../../../api/types";
import { PageHeader } from "../../../components/admin/AdminUi";
import { CvSection } from "./CvSection";
import { EducationForm } from "./EducationForm";
import { ExperienceForm } from "./ExperienceForm";
import { SkillForm } from "./SkillForm";

const period = (start: string, end: string | null) => `${start} – ${end || "Present"}`;

function ExperienceItem({ item }: { item: Experience }) {
  return (
    <>
      <p className="m-0 font-semibold text-slate-900">{item.title}</p>
      <p className="m-0 mt-0.5 text-sm text-slate-600">
        {item.company} · <span className="whitespace-nowrap">{period(item.startDate, item.isCurrent ? null : item.endDate)}</span>
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
        {item.institution} · <span className="whitespace-nowrap">{period(item.startDate, item.endDate)}</span>
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
          <li key={skill} className="tag">{skill}</li>
        ))}
      </ul>
    </>
  );
}

const TAB_CLASS =
  "-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-0 border-b-2 border-transparent bg-transparent px-3 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700 sm:px-4";

/** /admin/cv (spec §2): experience, education and skills, each its own tab. */
export function CvEditorPage() {
  const { data, error, isLoading, mutate } = useCv();
  const retry = () => void mutate();
  const count = (items: unknown[] | undefined) => (items ? ` (${items.length})` : "");

  return (
    <>
      <PageHeader title="Editor CV" description="The experience, education and skills shown in the CV section of your home page." />
      <TabGroup>
        <TabList className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
          <Tab className={TAB_CLASS}>
            <span className="i-lucide-briefcase hidden h-4 w-4 sm:inline-block" aria-hidden="true" />
            Experience{count(data?.experiences)}
          </Tab>
          <Tab className={TAB_CLASS}>
            <span className="i-lucide-graduation-cap hidden h-4 w-4 sm:inline-block" aria-hidden="true" />
            Education{count(data?.education)}
          </Tab>
          <Tab className={TAB_CLASS}>
            <span className="i-lucide-wrench hidden h-4 w-4 sm:inline-block" aria-hidden="true" />
            Skills{count(data?.skills)}
          </Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <CvSection
              noun="Experience"
              addLabel="Add experience"
              emptyText="No experience entries yet. Add your first one!"
              items={data?.experiences}
              loading={isLoading}
              error={error}
              onRetry={retry}
              api={experiencesApi}
              describe={(item) => `${item.title}, ${item.company}`}
              renderItem={(item) => <ExperienceItem item={item} />}
              renderForm={(props) => <ExperienceForm {...props} />}
            />
          </TabPanel>
          <TabPanel>
            <CvSection
              noun="Education"
              addLabel="Add education"
              emptyText="No education entries yet. Add your first one!"
              items={data?.education}
              loading={isLoading}
              error={error}
              onRetry={retry}
              api={educationApi}
              describe={(item) => `${item.degree}, ${item.institution}`}
              renderItem={(item) => <EducationItem item={item} />}
              renderForm={(props) => <EducationForm {...props} />}
            />
          </TabPanel>
          <TabPanel>
            <CvSection
              noun="Skill category"
              addLabel="Add skill category"
              emptyText="No skill categories yet. Add your first one!"
              items={data?.skills}
              loading={isLoading}
              error={error}
              onRetry={retry}
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
