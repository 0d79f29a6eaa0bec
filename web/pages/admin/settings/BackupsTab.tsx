import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/fetcher";
import {
  backupDownloadUrl,
  backupsApi,
  isEncryptedBackup,
  useBackups,
  type Backup,
  type BackupKind,
  type BackupListing,
  type RestoreResult,
} from "../../../api/backups";
import { useOffsite } from "../../../api/offsite";
import { FilePicker, IconButton, LoadError } from "../../../components/admin/AdminUi";
import { useValidationMessage } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { useAdminLocale } from "../admin-language";
import { cronShape, weekdayName } from "./cron-words";
import { dateTime } from "../format";
import { IdentityRestoreDialog } from "./IdentityRestoreDialog";
import { OffsiteBadge } from "./OffsiteBadge";
import { OffsiteCard } from "./OffsiteCard";

/** Each kind's text is `backups.kinds.<key>`. */
const KIND_KEYS: Record<BackupKind, string> = {
  scheduled: "scheduled",
  manual: "manual",
  "before-upgrade": "beforeUpgrade",
  "before-restore": "beforeRestore",
};

/** "2,4 MB" in Spanish, "2.4 MB" in English: the size as the owner's language writes numbers. */
export function fileSize(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
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

/** The backup schedule in the admin's words ("every day at 03:00"); an unusual one as its cron expression, labelled. */
function useScheduleWords(): (expression: string) => string {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  return (expression) => {
    const shape = cronShape(expression);
    switch (shape.kind) {
      case "daily":
        return t("backups.schedule.words.daily", { time: shape.time });
      case "weekly":
        return t("backups.schedule.words.weekly", { day: weekdayName(shape.weekday, locale), time: shape.time });
      case "hourly":
        return t("backups.schedule.words.hourly", { minute: shape.minute });
      case "everyHours":
        return t("backups.schedule.words.everyHours", { hours: shape.hours, minute: shape.minute });
      case "monthly":
        return t("backups.schedule.words.monthly", { day: shape.day, time: shape.time });
      case "custom":
        return t("backups.schedule.words.custom", { schedule: expression });
    }
  };
}

function ScheduleCard({ listing }: { listing: BackupListing }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const scheduleWords = useScheduleWords();
  const create = useAdminMutation(backupsApi.create, {
    successTitle: t("backups.created"),
    success: (backup) => `${backup.name} (${fileSize(backup.size, locale)})`,
    failure: (error) => reasonOf(error) ?? t("backups.createFailed"),
  });
  return (
    <section className="card p-6" aria-labelledby="backups-schedule-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="backups-schedule-title" className="m-0 text-base font-semibold text-slate-900">
            {t("backups.schedule.title")}
          </h2>
          <p className="m-0 mt-1 text-sm text-slate-600">
            {listing.schedule ? t("backups.schedule.on", { when: scheduleWords(listing.schedule), keep: listing.keep }) : t("backups.schedule.off")}
          </p>
          <dl className="m-0 mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            <div>
              <dt className="inline text-slate-500">{t("backups.schedule.next")} </dt>
              <dd className="inline m-0">{listing.nextRunAt ? dateTime(listing.nextRunAt, locale) : "—"}</dd>
            </div>
            <div>
              <dt className="inline text-slate-500">{t("backups.schedule.lastSuccess")} </dt>
              <dd className="inline m-0">{listing.lastSuccessAt ? dateTime(listing.lastSuccessAt, locale) : "—"}</dd>
            </div>
          </dl>
        </div>
        <button type="button" className="btn-primary shrink-0" onClick={() => void create.attempt()} disabled={create.busy}>
          <span className={`${create.busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-archive"} h-4 w-4`} aria-hidden="true" />
          {t("backups.schedule.createNow")}
        </button>
      </div>
      {listing.lastFailure && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="m-0 font-medium">{t("backups.schedule.lastFailed", { date: dateTime(listing.lastFailure.at, locale) })}</p>
          <p className="m-0 mt-1 break-words">{listing.lastFailure.message}</p>
        </div>
      )}
    </section>
  );
}

type PendingAction = { action: "restore" | "delete"; backup: Backup } | { action: "restore-file"; file: File };

function BackupList({ backups, onAsk, busy }: { backups: Backup[]; onAsk: (pending: PendingAction) => void; busy: boolean }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const storageSet = useOffsite().data?.configured ?? false;
  if (backups.length === 0) {
    return <p className="card m-0 px-6 py-10 text-center text-sm text-slate-600">{t("backups.empty")}</p>;
  }
  return (
    <ul className="card m-0 list-none divide-y divide-slate-100 p-0" aria-label={t("backups.list")}>
      {backups.map((backup) => (
        <li key={backup.name} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="m-0 text-sm font-medium text-slate-900">
              <time dateTime={backup.createdAt}>{dateTime(backup.createdAt, locale)}</time>
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t(`backups.kinds.${KIND_KEYS[backup.kind]}`)}
              </span>
              <OffsiteBadge state={backup.offsite} storageSet={storageSet} />
            </p>
            <p className="m-0 mt-0.5 truncate text-xs text-slate-500">
              {backup.name} · {fileSize(backup.size, locale)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              className="btn-secondary px-3 py-1.5"
              href={backupDownloadUrl(backup.name)}
              download
              aria-label={t("backups.downloadLabel", { name: backup.name })}
            >
              <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
              {t("backups.download")}
            </a>
            <IconButton
              icon="i-lucide-history"
              className="btn-secondary px-3 py-1.5"
              disabled={busy}
              onClick={() => onAsk({ action: "restore", backup })}
              aria-label={t("backups.restoreLabel", { name: backup.name })}
            >
              {t("backups.restore")}
            </IconButton>
            <IconButton
              icon="i-lucide-trash-2"
              className="btn-ghost px-3 py-1.5 text-red-600 hover:bg-red-50"
              disabled={busy}
              onClick={() => onAsk({ action: "delete", backup })}
              aria-label={t("common.deleteItem", { name: backup.name })}
            >
              {t("common.delete")}
            </IconButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

const isBackupArchive = (file: File) => /\.tar\.gz(?:\.age)?$/i.test(file.name);

function RestoreFromFile({ onAsk, busy }: { onAsk: (pending: PendingAction) => void; busy: boolean }) {
  const { t } = useTranslation("admin");
  const [chosen, setChosen] = useState<File | null>(null);
  const file = chosen && isBackupArchive(chosen) ? chosen : null;
  return (
    <section className="card p-6" aria-labelledby="restore-file-title">
      <h2 id="restore-file-title" className="m-0 text-base font-semibold text-slate-900">
        {t("backups.fromFile.title")}
      </h2>
      <p className="m-0 mb-4 mt-1 text-sm text-slate-600">{t("backups.fromFile.text")}</p>
      <FilePicker
        id="restore-file"
        label={t("backups.fromFile.label")}
        accept=".gz,.age,application/gzip"
        chosen={chosen?.name ?? null}
        onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
        error={chosen && !file ? t("backups.fromFile.wrongFile") : undefined}
      />
      <button type="button" className="btn-secondary mt-4" disabled={!file || busy} onClick={() => file && onAsk({ action: "restore-file", file })}>
        <span className="i-lucide-upload h-4 w-4" aria-hidden="true" />
        {t("backups.fromFile.restore")}
      </button>
    </section>
  );
}

/** Each confirmation's title and text (`backups.confirm.*`) and its button. */
const CONFIRMATIONS = {
  restore: { title: "restoreTitle", text: "restoreText", button: "backups.restore" },
  "restore-file": { title: "restoreFileTitle", text: "restoreFileText", button: "backups.restore" },
  delete: { title: "deleteTitle", text: "deleteText", button: "common.delete" },
} as const;

/** Settings → Backups (issue "Operations"): the schedule, the list, back up now, download, delete and restore. */
export function BackupsTab() {
  const { t } = useTranslation("admin");
  const validationMessage = useValidationMessage();
  const { data, error, isLoading, mutate } = useBackups();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const removal = useAdminMutation((backup: Backup) => backupsApi.remove(backup.name), {
    successTitle: t("backups.deleted"),
    success: (_, backup) => backup.name,
    failure: (failure) => reasonOf(failure) ?? t("backups.deleteFailed"),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const restoration = useAdminMutation<[from: Backup | File, identity?: string], RestoreResult>(
    (from, identity) => (from instanceof File ? backupsApi.restoreFile(from, identity) : backupsApi.restore(from.name, identity)),
    {
      successTitle: t("backups.restored"),
      success: (result) => t("backups.restoredText", { name: result.savedAs.name }),
      // An encrypted backup's refusal (a wrong key, most often) is shown in its dialog, beside the file to choose again.
      failure: (failure, _from, identity) => (identity === undefined ? (reasonOf(failure) ?? t("backups.restoreFailed")) : null),
    },
  );
  const busy = removal.busy || restoration.busy;

  const confirm = async () => {
    if (!pending) return;
    const done =
      pending.action === "delete" ? await removal.attempt(pending.backup) : await restoration.attempt("file" in pending ? pending.file : pending.backup);
    if (done) setPending(null);
  };
  /** An encrypted backup's restore: a wrong key's sentence stays in the dialog, beside the file to choose again. */
  const restoreWith = async (identity: string) => {
    if (!pending || pending.action === "delete") return;
    try {
      await restoration.run("file" in pending ? pending.file : pending.backup, identity);
      setPending(null);
    } catch (failure) {
      const identityIssue = failure instanceof ApiError ? failure.issues.find((issue) => issue.path === "identity") : undefined;
      setRefusal(validationMessage(identityIssue) ?? reasonOf(failure) ?? t("backups.restoreFailed"));
    }
  };
  const cancel = () => {
    setPending(null);
    setRefusal(null);
  };
  const encrypted = pending !== null && pending.action !== "delete" && isEncryptedBackup("file" in pending ? pending.file.name : pending.backup.name);

  if (isLoading) {
    return (
      <div role="status" className="space-y-4" aria-busy="true" aria-label={t("common.loading")}>
        <div className="skeleton h-32 w-full" />
        <div className="skeleton h-48 w-full" />
      </div>
    );
  }
  if (error || !data) return <LoadError text={t("backups.loadFailed")} error={error} onRetry={() => void mutate()} />;
  const texts = CONFIRMATIONS[pending?.action ?? "restore"];
  return (
    <div className="space-y-6">
      <ScheduleCard listing={data} />
      <BackupList backups={data.backups} onAsk={setPending} busy={busy} />
      <RestoreFromFile onAsk={setPending} busy={busy} />
      <OffsiteCard />
      {encrypted && (
        <IdentityRestoreDialog
          title={t(`backups.confirm.${texts.title}`)}
          description={t(`backups.confirm.${texts.text}`)}
          busy={busy}
          refusal={refusal}
          onConfirm={(identity) => void restoreWith(identity)}
          onPick={() => setRefusal(null)}
          onCancel={cancel}
        />
      )}
      <ConfirmDialog
        open={pending !== null && !encrypted}
        title={t(`backups.confirm.${texts.title}`)}
        description={t(`backups.confirm.${texts.text}`)}
        confirmLabel={t(texts.button)}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    </div>
  );
}
