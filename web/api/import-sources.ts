import type { CollisionPolicy, ImportReport, ImportSource } from "../../src/shared/schemas/import-sources";
import { apiDownload, apiUpload } from "./fetcher";
import { invalidateAll } from "./swr";

export type { CollisionPolicy, ImportReport, ImportSource };

export type ImportFileRequest = { file: File; from: ImportSource; onCollision: CollisionPolicy };

const formOf = ({ file, from, onCollision }: ImportFileRequest) => {
  const form = new FormData();
  form.append("from", from);
  form.append("onCollision", onCollision);
  form.append("file", file);
  return form;
};

/** Settings → Import/Export: importing from Ghost, WordPress or Markdown (admin), and the Markdown export. */
export const importSourcesApi = {
  /** What importing the file would do; changes nothing. */
  preview: (request: ImportFileRequest, onProgress: (sent: number) => void) => apiUpload<ImportReport>("/api/import/preview", formOf(request), onProgress),
  /** Imports the file; new and overwritten articles make every cached list stale. */
  apply: async (request: ImportFileRequest, onProgress: (sent: number) => void) => {
    const report = await apiUpload<ImportReport>("/api/import/apply", formOf(request), onProgress);
    await invalidateAll();
    return report;
  },
  exportMarkdown: () => apiDownload("/api/export/markdown"),
};
