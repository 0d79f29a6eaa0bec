import { useTranslation } from "react-i18next";
import { fediverseApi, useFediverseReplies, type FediverseAdminReply } from "../../../api/fediverse";
import { CardHeading, DataStates, DeleteButton, IconButton, LoadError, MessageSkeleton, NewTabLink, SenderInitials } from "../../../components/admin/AdminUi";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { useAdminLocale } from "../admin-language";
import { shortDate } from "../format";

function ReplyRow({ reply, busy, onApprove, onDelete }: { reply: FediverseAdminReply; busy: boolean; onApprove: () => void; onDelete: () => void }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const pending = reply.state === "pending";
  return (
    <li className={`flex gap-3 py-4 ${pending ? "" : "opacity-80"}`} data-testid="fediverse-reply">
      {reply.avatarUrl ? (
        <img src={reply.avatarUrl} alt="" className="h-10 w-10 shrink-0 rounded-full border border-slate-200 object-cover" />
      ) : (
        <SenderInitials name={reply.authorName} />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <p className="m-0 text-sm font-semibold text-slate-900">{reply.authorName}</p>
          <a href={reply.authorUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-xs text-indigo-700">
            {reply.authorHandle}
          </a>
          <span className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${pending ? "bg-amber-100 text-amber-900" : "bg-emerald-50 text-emerald-700"}`}>
            {t(pending ? "fediverse.pending" : "fediverse.approved")}
          </span>
          <time dateTime={reply.publishedAt} className="text-xs text-slate-500 sm:ml-auto">
            {shortDate(reply.publishedAt, locale)}
          </time>
        </div>
        <p className="m-0 mt-0.5 text-xs text-slate-500">{t("fediverse.on", { title: reply.articleTitle })}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the reply arrived (text and http(s) links only; nothing loads from elsewhere). */}
        <div className="prose prose-sm mt-2 max-w-none break-words text-slate-800" dangerouslySetInnerHTML={{ __html: reply.content }} />
        <div className="mt-2 flex flex-wrap gap-2">
          {pending && (
            <IconButton
              icon="i-lucide-check"
              className="btn-primary px-3 py-1 text-xs"
              disabled={busy}
              onClick={onApprove}
              aria-label={t("fediverse.approveLabel", { name: reply.authorName })}
            >
              {t("fediverse.approve")}
            </IconButton>
          )}
          <DeleteButton size="small" disabled={busy} onClick={onDelete} label={t("fediverse.deleteLabel", { name: reply.authorName })} />
          {reply.url && (
            <NewTabLink href={reply.url} className="btn-ghost px-3 py-1 text-xs" nofollow small>
              {t("fediverse.original")}
            </NewTabLink>
          )}
        </div>
      </div>
    </li>
  );
}

/** Replies from the fediverse, pending first: approving one shows it under its article, deleting removes it. */
export function RepliesCard() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useFediverseReplies();
  const failure = t("fediverse.moderationFailed");
  const approve = useAdminMutation(fediverseApi.approveReply, { success: t("fediverse.approvedDone"), failure });
  const remove = useAdminMutation(fediverseApi.deleteReply, { success: t("fediverse.deleted"), failure });
  const replies = [...(data ?? [])].sort((a, b) => Number(b.state === "pending") - Number(a.state === "pending"));
  const waiting = replies.filter((reply) => reply.state === "pending").length;
  return (
    <section className="card p-5" aria-labelledby="fediverse-replies-title">
      <CardHeading
        id="fediverse-replies-title"
        title={t("fediverse.repliesTitle")}
        text={waiting > 0 ? `${t("fediverse.repliesText")} ${t("fediverse.waiting", { count: waiting })}` : t("fediverse.repliesText")}
      />
      <DataStates
        loading={isLoading}
        skeleton={
          <div className="mt-4 space-y-3" role="status" aria-busy="true" aria-label={t("common.loading")}>
            <MessageSkeleton data-testid="reply-skeleton" className="flex gap-3" aria-hidden="true" lines={["h-4 w-1/3", "h-3 w-3/4"]} />
          </div>
        }
        error={error}
        failed={<LoadError text={t("fediverse.repliesLoadFailed")} error={error} onRetry={() => void mutate()} />}
        empty={
          replies.length ? null : <p className="m-0 mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{t("fediverse.repliesEmpty")}</p>
        }
      >
        {() => (
          <ul className="m-0 mt-2 list-none divide-y divide-slate-100 p-0" aria-label={t("fediverse.repliesTitle")}>
            {replies.map((reply) => (
              <ReplyRow
                key={reply.id}
                reply={reply}
                busy={approve.busy || remove.busy}
                onApprove={() => void approve.attempt(reply.id)}
                onDelete={() => void remove.attempt(reply.id)}
              />
            ))}
          </ul>
        )}
      </DataStates>
    </section>
  );
}
