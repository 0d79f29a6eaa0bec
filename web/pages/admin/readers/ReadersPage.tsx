import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { subscribersApi, useSubscribers, useSubscribersSummary } from "../../../api/subscribers";
import type { Subscriber } from "../../../api/types";
import { DataStates, EmptyState, FilePicker, IconButton, LoadError, PageHeader, SkeletonCards } from "../../../components/admin/AdminUi";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { ConfirmDeletion, useConfirmedDelete } from "../../../components/admin/use-confirmed-delete";
import { LANGUAGES } from "../../../../src/shared/languages";
import { useAdminLocale } from "../admin-language";
import { shortDate } from "../format";

const STATUS_TONE = {
  pending: "bg-amber-50 text-amber-800",
  confirmed: "bg-emerald-50 text-emerald-700",
  unsubscribed: "bg-slate-100 text-slate-600",
} as const;

const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code;

/** The counts by status and the change of confirmed readers over 30 days; why the public form is hidden, when it is. */
function Summary() {
  const { t } = useTranslation("admin");
  const { data } = useSubscribersSummary();
  if (!data) return null;
  const change = data.confirmedChange30d;
  return (
    <>
      {data.closedReason && (
        <p role="alert" className="card m-0 mb-4 border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="readers-closed">
          {t(`readers.closed.${data.closedReason}`)}
        </p>
      )}
      <dl className="m-0 mb-6 grid grid-cols-3 gap-3" data-testid="readers-counts">
        {(["confirmed", "pending", "unsubscribed"] as const).map((status) => (
          <div key={status} className="card m-0 min-w-0 p-3 sm:p-4">
            <dt className="break-words text-xs font-medium text-slate-500">{t(`readers.${status}`)}</dt>
            <dd className="m-0 mt-1 text-2xl font-bold text-slate-900">{data.counts[status]}</dd>
            {status === "confirmed" && (
              <dd className="m-0 text-xs text-slate-500">{t("readers.change30d", { change: change > 0 ? `+${change}` : String(change) })}</dd>
            )}
          </div>
        ))}
      </dl>
    </>
  );
}

/** CSV import, only once the owner has said they have these readers' consent; imported readers are confirmed, mailed nothing. */
function ImportForm() {
  const { t } = useTranslation("admin");
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const importing = useAdminMutation(async (csv: string) => subscribersApi.importCsv(csv), {
    success: (result) => t("readers.imported", { imported: result.imported, known: result.known, skipped: result.skippedCount }),
    failure: t("readers.importFailed"),
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || !consent) return;
    if (await importing.attempt(await file.text())) {
      setFile(null);
      setConsent(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="card mt-8 p-5" data-testid="readers-import">
      <h2 className="m-0 text-base font-semibold text-slate-900">{t("readers.importTitle")}</h2>
      <p className="m-0 mt-1 text-sm text-slate-600">{t("readers.importHelp")}</p>
      <div className="mt-4">
        <FilePicker
          id="readers-csv"
          label="CSV"
          accept=".csv,text/csv"
          chosen={file?.name ?? null}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        {t("readers.importConsent")}
      </label>
      <button type="submit" className="btn-primary mt-4" disabled={!file || !consent || importing.busy}>
        {t("readers.importButton")}
      </button>
    </form>
  );
}

/** The widths of the columns from `sm` up; on a phone a reader is two lines: the address, then the rest. */
const COLUMNS = { language: "sm:w-28", status: "sm:w-36", date: "sm:w-28", remove: "sm:w-28" };

function ReaderRow({ reader, onDelete }: { reader: Subscriber; onDelete: (reader: Subscriber) => void }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="reader-row">
      <span className="min-w-0 basis-full truncate text-sm font-medium text-slate-900 sm:flex-1 sm:basis-0">{reader.email}</span>
      <span className={`text-sm text-slate-600 ${COLUMNS.language}`}>{languageName(reader.language)}</span>
      <span className={COLUMNS.status}>
        <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[reader.status]}`}>{t(`readers.${reader.status}`)}</span>
      </span>
      <time dateTime={reader.createdAt} className={`whitespace-nowrap text-sm text-slate-600 ${COLUMNS.date}`}>
        {shortDate(reader.createdAt, locale)}
      </time>
      <span className={`ml-auto text-right ${COLUMNS.remove}`}>
        <IconButton
          icon="i-lucide-trash-2"
          className="btn-ghost px-2 py-1 text-red-600 hover:bg-red-50"
          onClick={() => onDelete(reader)}
          aria-label={t("readers.deleteLabel", { email: reader.email })}
        >
          <span className="sr-only sm:not-sr-only">{t("common.delete")}</span>
        </IconButton>
      </span>
    </li>
  );
}

/** The readers (subscribers): counts, search, removal, CSV export and import. */
export function ReadersPage() {
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const { data, error, isLoading, mutate } = useSubscribers(search.trim());
  const deletion = useConfirmedDelete<Subscriber>(subscribersApi.remove, { success: t("readers.deleted"), failure: t("readers.deleteFailed") });
  return (
    <div data-testid="readers-page">
      <PageHeader
        title={t("readers.title")}
        description={t("readers.description")}
        actions={
          <a className="btn-secondary" href="/api/subscribers.csv" download>
            <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
            {t("readers.exportCsv")}
          </a>
        }
      />
      <Summary />
      <input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t("readers.search")}
        aria-label={t("readers.search")}
        className="input mb-4 w-full sm:max-w-sm"
      />
      <DataStates
        loading={isLoading}
        skeleton={<SkeletonCards count={3} className="h-10" testId="readers-skeleton" />}
        error={error}
        failed={<LoadError text={t("readers.loadError")} error={error} onRetry={() => void mutate()} />}
        empty={data && data.length === 0 ? <EmptyState icon="i-lucide-users" text={search ? t("readers.emptySearch") : t("readers.empty")} /> : null}
      >
        {() => (
          <div className="card px-4 py-2">
            <div
              className="hidden gap-x-3 border-b border-slate-100 py-2 text-xs font-medium uppercase tracking-wide text-slate-500 sm:flex"
              aria-hidden="true"
            >
              <span className="flex-1">E-mail</span>
              <span className={COLUMNS.language}>{t("readers.language")}</span>
              <span className={COLUMNS.status}>{t("readers.status")}</span>
              <span className={COLUMNS.date}>{t("readers.date")}</span>
              <span className={COLUMNS.remove} />
            </div>
            <ul className="m-0 list-none divide-y divide-slate-100 p-0" aria-label={t("readers.title")}>
              {data!.map((reader) => (
                <ReaderRow key={reader.id} reader={reader} onDelete={deletion.ask} />
              ))}
            </ul>
          </div>
        )}
      </DataStates>
      <ImportForm />
      <ConfirmDeletion deletion={deletion} describe={(reader) => t("readers.deleteConfirm", { email: reader.email })} />
    </div>
  );
}
