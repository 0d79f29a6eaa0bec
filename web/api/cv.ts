import useSWR from "swr";
import type { EducationInput, ExperienceInput, SkillInput } from "../../src/shared/schemas/cv";
import { apiRequest, apiSend } from "./fetcher";
import { invalidate, localizedKey } from "./swr";
import type { CvData, Education, Experience, SiteInfo, Skill } from "./types";

const CV = "/api/cv";

/** The landing's CV read is fresh for 1 second (spec §7); the admin's is the plain read. */
export const useCv = () => useSWR<CvData>(CV);
export const useLocalizedCv = (lang: string) => useSWR<CvData<"localized">>(localizedKey(CV, lang), { dedupingInterval: 1000 });

/** Every CV write refreshes the CV and site info (the CV file lives there). */
const refresh = () => invalidate(CV, "/api/site-info");

function entityApi<Input, Entity>(base: string) {
  return {
    create: (input: Input) => apiSend<Entity>("POST", base, input).finally(refresh),
    update: (id: number, input: Partial<Input>) => apiSend<Entity>("PUT", `${base}/${id}`, input).finally(refresh),
    remove: (id: number) => apiSend<void>("DELETE", `${base}/${id}`).finally(refresh),
  };
}

export const experiencesApi = entityApi<ExperienceInput, Experience>("/api/experiences");
export const educationApi = entityApi<EducationInput, Education>("/api/education");
export const skillsApi = entityApi<SkillInput, Skill>("/api/skills");

export const cvFileApi = {
  setUrl: (cvUrl: string) => apiSend<SiteInfo>("POST", `${CV}/url`, { cvUrl }).finally(refresh),
  upload: async (file: File) => {
    const body = new FormData();
    body.append("cvFile", file);
    return apiRequest<SiteInfo>(`${CV}/upload`, { method: "POST", body }).finally(refresh);
  },
  reset: () => apiSend<SiteInfo>("POST", `${CV}/reset`).finally(refresh),
  downloadUrl: `${CV}/download`,
};
