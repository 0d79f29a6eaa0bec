import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cvUrlSchema } from "../../../../src/shared/schemas/site-info";
import { cvFileApi } from "../../../api/cv";
import { CardHeading, FilePicker, IconButton } from "../../../components/admin/AdminUi";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { useChosenFile } from "../../../components/admin/use-chosen-file";
import { TextField } from "../../../components/ui/form";

const EMPTY = { cvUrl: "" };
/** Spec §5 and §9: PDF, DOC or DOCX, at most 5 MB. */
const CV_EXTENSIONS = [".pdf", ".doc", ".docx"];
const MAX_CV_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be the CV (its text is `settings.cvFile.problems.<problem>`), or null when it can. */
export function cvFileProblem(file: File | null | undefined): "missing" | "type" | "size" | null {
  if (!file) return "missing";
  if (!CV_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) return "type";
  if (file.size > MAX_CV_BYTES) return "size";
  return null;
}

/** The downloadable CV (spec §2): by URL, by uploading a file, or removed. */
export function CvFileCard({ cvFileUrl }: { cvFileUrl: string | null }) {
  const { t } = useTranslation("admin");
  const form = useAdminForm(cvUrlSchema, EMPTY);
  const [problem, setProblem] = useState<ReturnType<typeof cvFileProblem>>(null);
  const { file, clear, picker } = useChosenFile((chosen) => setProblem(chosen ? cvFileProblem(chosen) : null));
  const setUrl = useAdminMutation(cvFileApi.setUrl, { success: t("settings.cvFile.urlSet"), failure: t("settings.cvFile.urlFailed") });
  const upload = useAdminMutation(cvFileApi.upload, { success: t("settings.cvFile.uploaded"), failure: t("settings.cvFile.uploadFailed") });
  const remove = useAdminMutation(cvFileApi.reset, { success: t("settings.cvFile.removed"), failure: t("settings.cvFile.removeFailed") });
  const busy = upload.busy || remove.busy;

  const submitUrl = form.submit(async ({ cvUrl }) => {
    await setUrl.run(cvUrl);
    form.reset(EMPTY);
  });

  const uploadFile = async () => {
    const found = cvFileProblem(file);
    setProblem(found);
    if (found || !file) return;
    if (await upload.attempt(file)) clear();
  };

  return (
    <section className="card p-5" aria-labelledby="cv-file-title">
      <CardHeading id="cv-file-title" title={t("settings.cvFile.title")} />
      <div className="mt-3 flex items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        <span className={`i-lucide-file-text h-5 w-5 shrink-0 ${cvFileUrl ? "text-indigo-600" : "text-slate-400"}`} aria-hidden="true" />
        {cvFileUrl ? (
          <>
            <a href={cvFileApi.downloadUrl} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate font-medium text-indigo-700">
              {t("settings.cvFile.view")}
            </a>
            <button type="button" className="btn-ghost px-2 py-1 text-xs text-red-600 hover:bg-red-50" onClick={() => void remove.attempt()} disabled={busy}>
              <span className="i-lucide-trash-2 h-3.5 w-3.5" aria-hidden="true" />
              {t("settings.cvFile.remove")}
            </button>
          </>
        ) : (
          <span className="text-slate-600">{t("settings.cvFile.none")}</span>
        )}
      </div>
      <form onSubmit={submitUrl} noValidate className="mt-4 space-y-3">
        <TextField
          id="cv-url"
          label={t("settings.cvFile.url")}
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={form.values.cvUrl}
          onChange={(e) => form.setField("cvUrl", e.target.value)}
          error={form.errors.cvUrl}
        />
        <IconButton icon="i-lucide-link" type="submit" className="btn-secondary w-full" disabled={form.submitting}>
          {t("settings.cvFile.setUrl")}
        </IconButton>
      </form>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <FilePicker
          id="cv-file"
          label={t("settings.cvFile.file")}
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          {...picker}
          error={problem ? t(`settings.cvFile.problems.${problem}`) : undefined}
        />
        <IconButton
          icon={upload.busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-upload"}
          className="btn-primary mt-3 w-full"
          onClick={() => void uploadFile()}
          disabled={busy}
        >
          {t("settings.cvFile.upload")}
        </IconButton>
      </div>
    </section>
  );
}
