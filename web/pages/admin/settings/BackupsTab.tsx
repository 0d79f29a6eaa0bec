import { useRef, useState, type ChangeEvent } from "react";
import { ApiError } from "../../../api/fetcher";
import { backupDownloadUrl, backupsApi, useBackups, type Backup, type BackupKind, type BackupListing } from "../../../api/backups";
import { LoadError } from "../../../components/admin/AdminUi";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast";

const KIND_LABELS: Record<BackupKind, string> = {
  scheduled: "Programada",
  manual: "Manual",
  "before-upgrade": "Antes de actualizar",
  "before-restore": "Antes de restaurar",
};

const dateTime = new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => dateTime.format(new Date(iso));

/** "2,4 MB" */
export function fileSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("es-ES", { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** The server's own sentence for a refused restore or a failed backup. */
function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    return (JSON.parse(error.body) as { message?: string }).message ?? null;
  } catch {
    return null;
  }
}

function ScheduleCard({ listing }: { listing: BackupListing }) {
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const backup = await backupsApi.create();
      toast({ title: "Copia creada", description: `${backup.name} (${fileSize(backup.size)})` });
    } catch (error) {
      toast({ title: "Error", description: reasonOf(error) ?? "No se pudo crear la copia de seguridad.", variant: "destructive" });
    } finally {
      setCreating(false);
    }
  };
  return (
    <section className="card p-6" aria-labelledby="backups-schedule-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="backups-schedule-title" className="m-0 text-base font-semibold text-slate-900">Copias automáticas</h2>
          <p className="m-0 mt-1 text-sm text-slate-600">
            {listing.schedule
              ? `Programación «${listing.schedule}» (hora del servidor); se conservan las ${listing.keep} copias programadas más recientes.`
              : "Las copias programadas están desactivadas (BACKUP_SCHEDULE=off)."}
          </p>
          <dl className="m-0 mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            <div>
              <dt className="inline text-slate-500">Próxima copia: </dt>
              <dd className="inline m-0">{listing.nextRunAt ? when(listing.nextRunAt) : "—"}</dd>
            </div>
            <div>
              <dt className="inline text-slate-500">Última copia correcta: </dt>
              <dd className="inline m-0">{listing.lastSuccessAt ? when(listing.lastSuccessAt) : "—"}</dd>
            </div>
          </dl>
        </div>
        <button type="button" className="btn-primary shrink-0" onClick={() => void create()} disabled={creating}>
          <span className={`${creating ? "i-lucide-loader-circle animate-spin" : "i-lucide-archive"} h-4 w-4`} aria-hidden="true" />
          Crear copia ahora
        </button>
      </div>
      {listing.lastFailure && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="m-0 font-medium">La última copia falló ({when(listing.lastFailure.at)}).</p>
          <p className="m-0 mt-1 break-words">{listing.lastFailure.message}</p>
        </div>
      )}
    </section>
  );
}

type PendingAction = { action: "restore" | "delete"; backup: Backup } | { action: "restore-file"; file: File };

function BackupList({ backups, onAsk, busy }: { backups: Backup[]; onAsk: (pending: PendingAction) => void; busy: boolean }) {
  if (backups.length === 0) {
    return <p className="card m-0 px-6 py-10 text-center text-sm text-slate-600">Todavía no hay copias de seguridad.</p>;
  }
  return (
    <ul className="card m-0 list-none divide-y divide-slate-100 p-0" aria-label="Copias de seguridad">
      {backups.map((backup) => (
        <li key={backup.name} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="m-0 text-sm font-medium text-slate-900">
              <time dateTime={backup.createdAt}>{when(backup.createdAt)}</time>
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{KIND_LABELS[backup.kind]}</span>
            </p>
            <p className="m-0 mt-0.5 truncate text-xs text-slate-500">
              {backup.name} · {fileSize(backup.size)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a className="btn-secondary px-3 py-1.5" href={backupDownloadUrl(backup.name)} download aria-label={`Descargar ${backup.name}`}>
              <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
              Descargar
            </a>
            <button type="button" className="btn-secondary px-3 py-1.5" disabled={busy} onClick={() => onAsk({ action: "restore", backup })} aria-label={`Restaurar ${backup.name}`}>
              <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
              Restaurar
            </button>
            <button type="button" className="btn-ghost px-3 py-1.5 text-red-600 hover:bg-red-50" disabled={busy} onClick={() => onAsk({ action: "delete", backup })} aria-label={`Eliminar ${backup.name}`}>
              <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
              Eliminar
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function RestoreFromFile({ onAsk, busy }: { onAsk: (pending: PendingAction) => void; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(chosen && !chosen.name.toLowerCase().endsWith(".tar.gz") ? "Selecciona una copia de seguridad (.tar.gz)." : null);
    setFile(chosen && chosen.name.toLowerCase().endsWith(".tar.gz") ? chosen : null);
  };
  return (
    <section className="card p-6" aria-labelledby="restore-file-title">
      <h2 id="restore-file-title" className="m-0 text-base font-semibold text-slate-900">Restaurar desde un archivo</h2>
      <p className="m-0 mt-1 text-sm text-slate-600">Sube una copia descargada antes (o hecha con «portfolio backup»). Los datos actuales se guardan primero como copia.</p>
      <label htmlFor="restore-file" className="label mt-4">
        Copia de seguridad (.tar.gz)
      </label>
      <input
        ref={input}
        id="restore-file"
        type="file"
        accept=".gz,application/gzip"
        onChange={choose}
        className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
      />
      {problem && (
        <p role="alert" className="m-0 mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="button" className="btn-secondary mt-4" disabled={!file || busy} onClick={() => file && onAsk({ action: "restore-file", file })}>
        <span className="i-lucide-upload h-4 w-4" aria-hidden="true" />
        Restaurar este archivo
      </button>
    </section>
  );
}

const CONFIRMATIONS = {
  restore: {
    title: "¿Restaurar esta copia?",
    description: "El sitio pasará a mostrar los datos de la copia. Los datos actuales se guardan antes como una copia «Antes de restaurar». Puede que tengas que iniciar sesión de nuevo.",
    label: "Restaurar",
  },
  "restore-file": {
    title: "¿Restaurar el archivo subido?",
    description: "El sitio pasará a mostrar los datos del archivo. Los datos actuales se guardan antes como una copia «Antes de restaurar». Puede que tengas que iniciar sesión de nuevo.",
    label: "Restaurar",
  },
  delete: { title: "¿Eliminar esta copia?", description: "El archivo se borra del servidor. Esta acción no se puede deshacer.", label: "Eliminar" },
} as const;

/** Settings → Backups (issue "Operations"): the schedule, the list, back up now, download, delete and restore. */
export function BackupsTab() {
  const { data, error, isLoading, mutate } = useBackups();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.action === "delete") {
        await backupsApi.remove(pending.backup.name);
        toast({ title: "Copia eliminada", description: pending.backup.name });
      } else {
        const result = "file" in pending ? await backupsApi.restoreFile(pending.file) : await backupsApi.restore(pending.backup.name);
        toast({ title: "Copia restaurada", description: `El sitio muestra los datos restaurados. Los anteriores están en ${result.savedAs.name}.` });
      }
      setPending(null);
    } catch (failure) {
      const fallback = pending.action === "delete" ? "No se pudo eliminar la copia." : "No se pudo restaurar la copia; los datos actuales no cambiaron.";
      toast({ title: "Error", description: reasonOf(failure) ?? fallback, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  if (isLoading) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Cargando">
        <div className="skeleton h-32 w-full" />
        <div className="skeleton h-48 w-full" />
      </div>
    );
  }
  if (error || !data) return <LoadError text="No se pudieron cargar las copias de seguridad." error={error} onRetry={() => void mutate()} />;
  const texts = pending ? CONFIRMATIONS[pending.action] : CONFIRMATIONS.restore;
  return (
    <div className="space-y-6">
      <ScheduleCard listing={data} />
      <BackupList backups={data.backups} onAsk={setPending} busy={busy} />
      <RestoreFromFile onAsk={setPending} busy={busy} />
      <ConfirmDialog
        open={pending !== null}
        title={texts.title}
        description={texts.description}
        confirmLabel={texts.label}
        cancelLabel="Cancelar"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
