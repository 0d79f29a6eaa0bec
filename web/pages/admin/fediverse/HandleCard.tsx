import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import * as v from "valibot";
import { fediverseUsernameSchema } from "../../../../src/shared/schemas/fediverse";
import { fediverseApi, type FediverseView } from "../../../api/fediverse";
import { CardHeading } from "../../../components/admin/AdminUi";
import { notify } from "../../../components/admin/notify";
import { SubmitButton } from "../../../components/admin/FormPage";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { TextField } from "../../../components/ui/form";

const usernameForm = v.object({ username: fediverseUsernameSchema.entries.username });

/** The profile as a Mastodon user sees it when they look the site up: banner, avatar, name, handle and bio. */
function ProfilePreview({ profile, handle }: { profile: NonNullable<FediverseView["profile"]>; handle: string }) {
  const { t } = useTranslation("admin");
  return (
    <section className="card overflow-hidden" aria-labelledby="fediverse-preview-title" data-testid="fediverse-profile-preview">
      <div className="px-5 pt-5">
        <CardHeading id="fediverse-preview-title" title={t("fediverse.previewTitle")} text={t("fediverse.previewText")} />
      </div>
      <div className="m-5 overflow-hidden rounded-xl border border-slate-200 bg-white">
        <div className="h-20 bg-gradient-to-r from-indigo-500 to-violet-500" aria-hidden="true" />
        <div className="px-4 pb-4">
          <img src={profile.avatarUrl} alt="" className="-mt-9 h-18 w-18 rounded-xl border-4 border-white bg-slate-100 object-cover" />
          <p className="m-0 mt-2 break-words text-lg font-bold text-slate-900">{profile.name}</p>
          <p className="m-0 break-all text-sm text-slate-500" data-testid="fediverse-preview-handle">
            {handle}
          </p>
          <p className={`m-0 mt-3 line-clamp-4 whitespace-pre-line text-sm ${profile.bio ? "text-slate-700" : "italic text-slate-400"}`}>
            {profile.bio || t("fediverse.previewNoBio")}
          </p>
        </div>
      </div>
      <p className="m-0 px-5 pb-5 text-sm">
        <Link to="/admin/settings?tab=general">{t("fediverse.previewEdit")}</Link>
      </p>
    </section>
  );
}

/**
 * The handle people search for. Until someone follows, the owner chooses it first (the card leads with the choice
 * while it is still the sign-in account's), watching the handle and the profile card change as they type; after
 * that it is shown with a copy button.
 */
export function HandleCard({ view }: { view: FediverseView }) {
  const { t } = useTranslation("admin");
  const handle = view.handle ?? "";
  const [, username = "", host = ""] = handle.split("@");
  const form = useAdminForm(usernameForm, { username });
  const change = useAdminMutation(fediverseApi.setUsername, { success: t("fediverse.changed"), failure: t("fediverse.changeFailed") });
  const copy = () => void navigator.clipboard?.writeText(handle).then(() => notify({ title: t("fediverse.copied"), description: handle }));
  const choosing = !view.usernameChosen && !view.usernameLocked;
  const typed = form.values.username.trim();
  const shown = view.usernameLocked || !typed ? handle : `@${typed}@${host}`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <section className={`card p-5 ${choosing ? "ring-2 ring-indigo-200" : ""}`} aria-labelledby="fediverse-handle-title" data-testid="fediverse-handle-card">
        <CardHeading
          id="fediverse-handle-title"
          title={choosing ? t("fediverse.chooseTitle") : t("fediverse.handleTitle")}
          text={choosing ? t("fediverse.chooseText") : t("fediverse.handleText")}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {choosing && <span className="text-sm text-slate-600">{t("fediverse.chooseHandle")}</span>}
          <code className="break-all rounded-lg bg-slate-100 px-3 py-2 text-base font-semibold text-slate-900" data-testid="fediverse-handle">
            {shown}
          </code>
          {!choosing && (
            <button type="button" className="btn-secondary px-3 py-1.5" onClick={copy}>
              <span className="i-lucide-copy h-4 w-4" aria-hidden="true" />
              {t("fediverse.copy")}
            </button>
          )}
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
                autoCapitalize="none"
                spellCheck={false}
              />
            </div>
            <SubmitButton submitting={form.submitting} label={choosing ? t("fediverse.useHandle") : t("fediverse.change")} className="btn-primary sm:mb-6" />
          </form>
        )}
      </section>
      {view.profile && <ProfilePreview profile={view.profile} handle={shown} />}
    </div>
  );
}
