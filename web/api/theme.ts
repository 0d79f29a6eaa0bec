import useSWR from "swr";
import type { Theme, ThemeOptions, ThemeUpdate } from "../../src/shared/theme";
import { apiRequest, apiSend } from "./fetcher";
import { invalidate } from "./swr";

const BASE = "/api/theme";

export const useTheme = () => useSWR<Theme>(BASE);
export const useThemeOptions = () => useSWR<ThemeOptions>(`${BASE}/options`);

const refresh = () => invalidate(BASE);

/** PUT /api/theme and the icon's upload and reset (admin). */
export const themeApi = {
  update: (input: ThemeUpdate) => apiSend<Theme>("PUT", BASE, input).finally(refresh),
  uploadIcon: (file: File) => {
    const body = new FormData();
    body.append("file", file);
    return apiRequest<Theme>(`${BASE}/icon`, { method: "POST", body }).finally(refresh);
  },
  resetIcon: () => apiSend<Theme>("DELETE", `${BASE}/icon`).finally(refresh),
};
