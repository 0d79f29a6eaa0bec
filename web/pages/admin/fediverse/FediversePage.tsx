import { useTranslation } from "react-i18next";
import * as v from "valibot";
import { fediverseUsernameSchema } from "../../../../src/shared/schemas/fediverse";
import { fediverseApi, useFediverse, type FediverseView } from "../../../api/fediverse";
import { CardHeading, LoadError, LoadingBlocks, PageHeader } from "../../../components/admin/AdminUi";
import { notify } from "../../../components/admin/notify";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { SubmitButton } from "../../../components/admin/FormPage";
import { TextField } from "../../../components/ui/form";
import { DeliveriesCard, ReactionsCard } from "./DeliveriesCard";
import { BlocksCard, FollowersCard } from "./FollowersCard";
import { RepliesCard } from "./RepliesCard";

/** Why the site is not in the fediverse, and what to do about it: only PUBLIC_URL turns federation on. */
function FederationOff() {
  const { t } = useTranslation("admin");
  return (
    <section role="alert" className="card border-amber-200 bg-amber-50 p-5" data-testid="federation-off">
      <h2 className="m-0 flex items-center gap-2 text-base font-semibold text-amber-900">
        <span className="i-lucide-globe-lock h-5 w-5" aria-hidden="true" />
        {t("fediverse.offTitle")}
      </h2>
      <p className="m-0 mt-2 text-sm text-amber-900">{t("fediverse.offText")}</p>
    </section>
  );
}

const usernameForm = v.object({ username: fediverseUsernameSchema.entries.username });

/** The handle people search for, with a copy button; the username can change until the first follower arrives. */
function HandleCard({ view }: { view: FediverseView }) {
  const { t } = useTranslation("admin");
  const handle = view.handle ?? "";
  const username = handle.split("@")[1] ?? "";
  const form = useAdminForm(usernameForm, { username });
  const change = useAdminMutation(fediverseApi.setUsername, { success: t("fediverse.changed"), failure: t("fediverse.changeFailed") });
  const copy = () => void navigator.clipboard?.writeText(handle).then(() => notify({ title: t("fediverse.copied"), description: handle }));
  return (
    <section className="card p-5" aria-labelledby="fediverse-handle-title">
      <CardHeading id="fediverse-handle-title" title={t("fediverse.handleTitle")} text={t("fediverse.handleText")} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <code className="rounded-lg bg-slate-100 px-3 py-2 text-base font-semibold text-slate-900" data-testid="fediverse-handle">
          {handle}
        </code>
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={copy}>
          <span className="i-lucide-copy h-4 w-4" aria-hidden="true" />
          {t("fediverse.copy")}
        </button>
      </div>
      {view.usernameLocked ? (
        <p className="m-0 mt-3 text-sm text-slate-600">{t("fediverse.locked")}</p>
      ) : (
        <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={form.submit(({ username: next }) => change.run(next))}>
          <div className="sm:w-72">
            <TextField
              id="fediverse-username"
              label={t("fediverse.username")}
              hint={t("fediverse.usernameHint")}
              value={form.values.username}
              onChange={(event) => form.setField("username", event.target.value)}
              error={form.errors.username}
              autoComplete="off"
            />
          </div>
          <SubmitButton submitting={form.submitting} label={t("fediverse.change")} className="btn-primary sm:mb-6" />
        </form>
      )}
    </section>
  );
}

/**
 * /admin/fediverse: the handle, followers and blocks, replies to moderate, how deliveries stand and what each
 * article received. Without PUBLIC_URL it says why federation is off; replies already kept can still be moderated.
 */
export function FediversePage() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useFediverse();
  return (
    <>
      <PageHeader title={t("fediverse.title")} description={t("fediverse.description")} />
      {isLoading ? (
        <LoadingBlocks label={t("common.loading")} heights={["h-40", "h-64"]} />
      ) : error || !data ? (
        <LoadError text={t("fediverse.loadFailed")} error={error} onRetry={() => void mutate()} />
      ) : (
        <div className="space-y-6">
          {data.enabled ? <HandleCard key={data.handle} view={data} /> : <FederationOff />}
          <RepliesCard />
          {data.enabled && (
            <>
              <FollowersCard view={data} />
              <BlocksCard view={data} />
              <DeliveriesCard deliveries={data.deliveries} />
              <ReactionsCard reactions={data.reactions} />
            </>
          )}
        </div>
      )}
    </>
  );
}
