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
  /**
   * Saves the order the admin dragged the projects into; answers the list as the server now holds it. It leaves the
   * cached reads alone: a page saving several moves in a row reads them again once, after the last (`reloadProjects`).
   */
  reorder: (ids: number[]) => apiSend<Project[]>("PUT", `${BASE}/order`, { ids }),
};

/** Every cached read of the projects (the admin's, each language's, the featured ones), read again. */
export const reloadProjects = () => invalidate(BASE);
