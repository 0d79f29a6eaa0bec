import useSWR from "swr";
import type { ProjectInput, ProjectUpdate } from "../../src/modules/projects/projects.schemas";
import { apiSend } from "./fetcher";
import { invalidate, localizedKey } from "./swr";
import type { Project } from "./types";

const BASE = "/api/projects";

/** `lang` for visitors (text in that language); none for the admin editors (Spanish plus translations). */
export const useProjects = (lang?: string) => useSWR<Project[]>(lang ? localizedKey(BASE, lang) : BASE);
export const useFeaturedProjects = (lang: string) => useSWR<Project[]>(localizedKey(`${BASE}/featured`, lang));
export const useProject = (id: number | null) => useSWR<Project>(id ? `${BASE}/${id}` : null);

export const projectsApi = {
  create: (input: ProjectInput) => apiSend<Project>("POST", BASE, input).finally(() => invalidate(BASE)),
  update: (id: number, input: ProjectUpdate) => apiSend<Project>("PUT", `${BASE}/${id}`, input).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
};
