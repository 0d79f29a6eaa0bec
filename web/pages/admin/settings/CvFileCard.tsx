import { useRef, useState, type ChangeEvent } from "react";
import { cvUrlSchema } from "../../../../src/shared/schemas/site-info";
import { cvFileApi } from "../../../api/cv";
import { TextField, useSchemaForm } from "../../../components/ui/form";
import { toast } from "../../../components/ui/toast";
import { onFormSubmit } from "../submit";

const EMPTY = { cvUrl: "" };
/** Spec §5 and §9: PDF, DOC or DOCX, at most 5 MB. */
const CV_EXTENSIONS = [".pdf", ".doc", ".docx"];
const MAX_CV_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be the CV, or null when it can. */
export function cvFileProblem(file: File | undefined): string | null {
  if (!file) return "Por favor, selecciona un archivo";
  if (!CV_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) return "Por favor, selecciona un archivo PDF, DOC o DOCX";
  if (file.size > MAX_CV_BYTES) return "El archivo supera el máximo de 5 MB";
  return null;
}

/** The downloadable CV (spec §2): by URL, by uploading a file, or removed. */
export function CvFileCard({ cvFileUrl }: { cvFileUrl: string | null }) {
  const form = useSchemaForm(cvUrlSchema, EMPTY);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);

  const submitUrl = onFormSubmit(
    form.handleSubmit(async ({ cvUrl }) => {
      try {
        await cvFileApi.setUrl(cvUrl);
      } catch (failure) {
        toast({ title: "Error", description: "Error al establecer la URL del CV", variant: "destructive" });
        throw failure;
      }
      toast({ title: "Éxito", description: "La URL del CV se estableció correctamente" });
      form.reset(EMPTY);
    }),
  );

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(chosen);
    setFileError(chosen ? cvFileProblem(chosen) : null);
  };

  const upload = async () => {
    const problem = cvFileProblem(file);
    setFileError(problem);
    if (problem || !file) return;
    setBusy("upload");
    try {
      await cvFileApi.upload(file);
      toast({ title: "Éxito", description: "El CV se subió correctamente" });
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = "";
    } catch {
      toast({ title: "Error", description: "Error al subir el archivo", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy("remove");
    try {
      await cvFileApi.reset();
      toast({ title: "Éxito", description: "El CV se eliminó correctamente" });
    } catch {
      toast({ title: "Error", description: "Error al eliminar el CV", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card p-5" aria-labelledby="cv-file-title">
      <h2 id="cv-file-title" className="m-0 text-base font-semibold text-slate-900">Currículum (CV)</h2>
      <div className="mt-3 flex items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        <span className={`i-lucide-file-text h-5 w-5 shrink-0 ${cvFileUrl ? "text-indigo-600" : "text-slate-400"}`} aria-hidden="true" />
        {cvFileUrl ? (
          <>
            <a href={cvFileApi.downloadUrl} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate font-medium text-indigo-700">
              Ver el CV actual
            </a>
            <button type="button" className="btn-ghost px-2 py-1 text-xs text-red-600 hover:bg-red-50" onClick={remove} disabled={busy !== null}>
              <span className="i-lucide-trash-2 h-3.5 w-3.5" aria-hidden="true" />
              Eliminar CV
            </button>
          </>
        ) : (
          <span className="text-slate-600">No hay ningún CV. El botón de descarga del sitio está desactivado.</span>
        )}
      </div>
      <form onSubmit={submitUrl} noValidate className="mt-4 space-y-3">
        <TextField id="cv-url" label="URL del CV" type="url" inputMode="url" placeholder="https://…" value={form.values.cvUrl} onChange={(e) => form.setField("cvUrl", e.target.value)} error={form.errors.cvUrl} />
        <button type="submit" className="btn-secondary w-full" disabled={form.submitting}>
          <span className="i-lucide-link h-4 w-4" aria-hidden="true" />
          Establecer URL
        </button>
      </form>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <label htmlFor="cv-file" className="label">
          Subir archivo (PDF, DOC o DOCX, máximo 5 MB)
        </label>
        <input
          ref={fileInput}
          id="cv-file"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={chooseFile}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? "cv-file-error" : undefined}
          className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
        />
        {fileError && (
          <p id="cv-file-error" className="field-error" role="alert">
            {fileError}
          </p>
        )}
        <button type="button" className="btn-primary mt-3 w-full" onClick={upload} disabled={busy !== null}>
          <span className={`${busy === "upload" ? "i-lucide-loader-circle animate-spin" : "i-lucide-upload"} h-4 w-4`} aria-hidden="true" />
          Subir CV
        </button>
      </div>
    </section>
  );
}
