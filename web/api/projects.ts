import useSWR from "swr";
import type { ProjectInput, ProjectUpdate } from "../../src/shared/schemas/projects";
import { apiSend } from "./fetcher";
import { invalidate, localizedKey } from "./swr";
import type { Localized, Project } from "./types";

const BASE = "/api/projects";

/** The admin editors' read: Spanish plus translations. */
export const useProjects = () => useSWR<Project[]>(BASE);
/** Visitors' read: the text in `lang`. */
export const useLocalizedProjects = (lang: string) => useSWR<Localized<Project>[]>(localizedKey(BASE, lang));
export const useFeaturedProjects = (lang: string) => useSWR<Localized<Project>[]>(localizedKey(`${BASE}/featured`, lang));
export const useProject = (id: number | null) => useSWR<Project>(id ? `${BASE}/${id}` : null);

export const projectsApi = {
  create: (input: ProjectInput) => apiSend<Project>("POST", BASE, input).finally(() => invalidate(BASE)),
  update: (id: number, input: ProjectUpdate) => apiSend<Project>("PUT", `${BASE}/${id}`, input).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
};
