import { useTranslation } from "react-i18next";
import { fediverseServerBlockSchema } from "../../../../src/shared/schemas/fediverse";
import { fediverseApi, type FediverseView } from "../../../api/fediverse";
import { CardHeading, IconButton, RowAction, SenderInitials } from "../../../components/admin/AdminUi";
import { SubmitButton } from "../../../components/admin/FormPage";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { TextField } from "../../../components/ui/form";
import { useAdminLocale } from "../admin-language";
import { shortDate } from "../format";

type Follower = FediverseView["followers"]["items"][number];

const DANGER = "text-red-700 hover:bg-red-50";

/** "@user@host" → "host": the server a follower's account lives on. */
const serverOf = (handle: string) => handle.split("@").at(-1) ?? handle;

/** Who follows the site, newest first, each with remove, block, and block their whole server. */
export function FollowersCard({ view }: { view: FediverseView }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const failure = t("fediverse.writeFailed");
  const remove = useAdminMutation((follower: Follower) => fediverseApi.removeFollower(follower.id), { success: t("fediverse.removed"), failure });
  const block = useAdminMutation((follower: Follower) => fediverseApi.blockFollower(follower.id), { success: t("fediverse.blocked"), failure });
  const blockServer = useAdminMutation(fediverseApi.blockServer, { success: t("fediverse.serverBlocked"), failure });
  const busy = remove.busy || block.busy || blockServer.busy;
  const { count, items } = view.followers;
  return (
    <section className="card p-5" aria-labelledby="fediverse-followers-title">
      <CardHeading id="fediverse-followers-title" title={t("fediverse.followersTitle")} text={t("fediverse.followersCount", { count })} />
      {items.length === 0 ? (
        <p className="m-0 mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{t("fediverse.followersEmpty")}</p>
      ) : (
        <ul className="m-0 mt-4 list-none divide-y divide-slate-100 p-0" aria-label={t("fediverse.followersTitle")}>
          {items.map((follower) => (
            <li key={follower.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <SenderInitials name={follower.name} />
                <div className="min-w-0">
                  <p className="m-0 truncate text-sm font-medium text-slate-900">{follower.name}</p>
                  <p className="m-0 truncate text-xs text-slate-500">
                    {follower.url ? (
                      <a href={follower.url} target="_blank" rel="noopener noreferrer nofollow" className="text-indigo-700">
                        {follower.handle}
                      </a>
                    ) : (
                      follower.handle
                    )}{" "}
                    · {t("fediverse.since", { date: shortDate(follower.createdAt, locale) })}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                {[
                  {
                    icon: "i-lucide-user-minus",
                    tone: "",
                    label: t("fediverse.removeLabel", { name: follower.handle }),
                    text: t("fediverse.remove"),
                    act: () => remove.attempt(follower),
                  },
                  {
                    icon: "i-lucide-ban",
                    tone: DANGER,
                    label: t("fediverse.blockLabel", { name: follower.handle }),
                    text: t("fediverse.block"),
                    act: () => block.attempt(follower),
                  },
                  {
                    icon: "i-lucide-server-off",
                    tone: DANGER,
                    label: t("fediverse.blockServerLabel", { server: serverOf(follower.handle) }),
                    text: t("fediverse.blockServer"),
                    act: () => blockServer.attempt(serverOf(follower.handle)),
                  },
                ].map(({ icon, tone, label, text, act }) => (
                  <IconButton
                    key={icon}
                    icon={icon}
                    className={`btn-ghost px-2 py-1 text-xs ${tone}`}
                    disabled={busy}
                    onClick={() => void act()}
                    aria-label={label}
                  >
                    {text}
                  </IconButton>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const EMPTY = { server: "" };

/** Blocked accounts and servers, each with unblock, and a form to block a server by name. */
export function BlocksCard({ view }: { view: FediverseView }) {
  const { t } = useTranslation("admin");
  const form = useAdminForm(fediverseServerBlockSchema, EMPTY);
  const failure = t("fediverse.writeFailed");
  const add = useAdminMutation(fediverseApi.blockServer, { success: t("fediverse.serverBlocked"), failure });
  const unblock = useAdminMutation(fediverseApi.unblock, { success: t("fediverse.unblocked"), failure });
  const submit = form.submit(async ({ server }) => {
    await add.run(server);
    form.reset(EMPTY);
  });
  return (
    <section className="card p-5" aria-labelledby="fediverse-blocks-title">
      <CardHeading id="fediverse-blocks-title" title={t("fediverse.blocksTitle")} text={t("fediverse.blocksText")} />
      {view.blocks.length > 0 && (
        <ul className="m-0 mt-4 list-none divide-y divide-slate-100 p-0" aria-label={t("fediverse.blocksTitle")}>
          {view.blocks.map((block) => (
            <li key={block.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t(block.kind === "server" ? "fediverse.kindServer" : "fediverse.kindActor")}
              </span>
              <span className="min-w-0 flex-1 truncate text-slate-800">{block.value}</span>
              <RowAction
                label={t("fediverse.unblock")}
                itemLabel={t("fediverse.unblockLabel", { value: block.value })}
                busy={unblock.busy}
                onClick={() => void unblock.attempt(block.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={submit}>
        <div className="sm:w-72">
          <TextField
            id="fediverse-block-server"
            label={t("fediverse.server")}
            placeholder="mastodon.example"
            value={form.values.server}
            onChange={(event) => form.setField("server", event.target.value)}
            error={form.errors.server}
            autoComplete="off"
          />
        </div>
        <SubmitButton submitting={form.submitting} label={t("fediverse.addBlock")} className="btn-secondary sm:mb-6" />
      </form>
    </section>
  );
}
