import { useTranslation } from "react-i18next";
import { offsiteApi, useOffsite, type OffsiteSettingsView } from "../../../api/offsite";
import { offsiteSettingsSchema, type OffsiteSettingsInput } from "../../../../src/shared/schemas/offsite";
import { LoadError } from "../../../components/admin/AdminUi";
import { SubmitButton } from "../../../components/admin/FormPage";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { TextField, textFields } from "../../../components/ui/form";
import { TestButton } from "./notifications/TestButton";
import { EnvValues, SetupBadge, SetupCardHeading } from "./SetByEnvironment";

type Values = { endpoint: string; bucket: string; region: string; prefix: string; accessKeyId: string; secretAccessKey: string };

/** The form starts from what is saved; the secret is never read back, so its field starts empty. */
const valuesOf = (view: OffsiteSettingsView): Values => ({
  endpoint: view.endpoint,
  bucket: view.bucket,
  region: view.region,
  prefix: view.prefix,
  accessKeyId: view.accessKeyId,
  secretAccessKey: "",
});

/**
 * What PUT is sent: an empty secret keeps the saved one, unless every field that reaches the storage is cleared,
 * which turns the copies off (the server takes the four together or none).
 */
function updateOf(values: OffsiteSettingsInput): OffsiteSettingsInput {
  const { secretAccessKey, ...rest } = values;
  const clearing = !values.endpoint && !values.bucket && !values.accessKeyId;
  return secretAccessKey || clearing ? { ...rest, secretAccessKey: secretAccessKey ?? "" } : rest;
}

/** BACKUP_S3_* set the storage: shown, not editable; the secret only as whether there is one. */
function StorageFromEnv({ view }: { view: OffsiteSettingsView }) {
  const { t } = useTranslation("admin");
  const rows: [string, string][] = [
    [t("offsite.endpoint"), view.endpoint],
    [t("offsite.bucket"), view.bucket],
    [t("offsite.region"), view.region || "us-east-1"],
    [t("offsite.prefix"), view.prefix || "—"],
    [t("offsite.accessKeyId"), view.accessKeyId],
    [t("offsite.secret"), view.secretSet ? t("offsite.secretShown") : t("offsite.secretNone")],
  ];
  return <EnvValues note={t("offsite.fromEnvNote")} rows={rows} />;
}

/** "Test connection" with what the storage answered; it tests what is saved, so not while the form has changes. */
function TestConnection({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <div className="min-w-0 flex-1">
      <TestButton
        label={t("offsite.test")}
        disabled={dirty}
        onTest={offsiteApi.test}
        words={{
          idle: t("offsite.test"),
          busy: t("offsite.testing"),
          success: t("offsite.testOk"),
          failure: (error) => t("offsite.testFailed", { error }),
          unavailable: t("offsite.testCouldNotRun"),
          icon: "i-lucide-plug-zap",
        }}
      />
      {dirty && <p className="m-0 mt-1 text-xs text-slate-500">{t("offsite.unsaved")}</p>}
    </div>
  );
}

function StorageForm({ view }: { view: OffsiteSettingsView }) {
  const { t } = useTranslation("admin");
  const saved = valuesOf(view);
  const form = useAdminForm(offsiteSettingsSchema, saved);
  const text = textFields(form, "offsite");
  const save = useAdminMutation((values: OffsiteSettingsInput) => offsiteApi.update(updateOf(values)), {
    success: t("offsite.saved"),
    failure: t("offsite.saveFailed"),
  });
  const submit = form.submit(async (values) => form.reset(valuesOf(await save.run(values))));
  const dirty = (Object.keys(saved) as (keyof Values)[]).some((key) => (form.values[key] ?? "") !== saved[key]);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField {...text("endpoint")} label={t("offsite.endpoint")} hint={t("offsite.endpointHint")} inputMode="url" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...text("bucket")} label={t("offsite.bucket")} autoComplete="off" />
        <TextField {...text("region")} label={t("offsite.region")} hint={t("offsite.regionHint")} autoComplete="off" />
        <TextField {...text("prefix")} label={t("offsite.prefix")} hint={t("offsite.prefixHint")} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text("accessKeyId")} label={t("offsite.accessKeyId")} autoComplete="off" />
        <TextField
          {...text("secretAccessKey")}
          type="password"
          label={t("offsite.secret")}
          hint={view.secretSet ? t("offsite.secretSet") : t("offsite.secretNotSet")}
          placeholder={view.secretSet ? "••••••••" : undefined}
          autoComplete="new-password"
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-start">
        <SubmitButton submitting={form.submitting} label={t("offsite.save")} className="btn-primary shrink-0" />
        {view.configured && <TestConnection dirty={dirty} />}
      </div>
    </form>
  );
}

/** Whether copies are encrypted to the owner's age key (BACKUP_AGE_RECIPIENTS), and what it means when they are not. */
function Encryption({ recipients }: { recipients: number }) {
  const { t } = useTranslation("admin");
  return recipients > 0 ? (
    <p className="m-0 flex gap-2 text-sm text-emerald-800">
      <span className="i-lucide-lock mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t("offsite.encrypted", { count: recipients })}
    </p>
  ) : (
    <p className="m-0 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <span className="i-lucide-lock-open mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t("offsite.notEncrypted")}
    </p>
  );
}

/** Settings → Backups, "Off-site copies": the S3-compatible storage every backup is copied to, and its test. */
export function OffsiteCard() {
  const { t } = useTranslation("admin");
  const { data: view, error, isLoading, mutate } = useOffsite();
  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="offsite-title">
      <SetupCardHeading
        id="offsite-title"
        icon="i-lucide-cloud-upload"
        title={t("offsite.title")}
        description={t("offsite.description")}
        badge={
          view && (
            <SetupBadge
              fromEnv={view.fromEnv}
              configured={view.configured}
              texts={{ fromEnv: t("offsite.fromEnv"), on: t("offsite.on"), off: t("offsite.off") }}
            />
          )
        }
      />
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label={t("common.loading")} className="skeleton h-40 w-full" />
      ) : error || !view ? (
        <LoadError text={t("offsite.loadFailed")} error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          {view.fromEnv ? (
            <>
              <StorageFromEnv view={view} />
              <TestConnection dirty={false} />
            </>
          ) : (
            <StorageForm view={view} />
          )}
          <Encryption recipients={view.recipients.length} />
        </>
      )}
    </section>
  );
}
