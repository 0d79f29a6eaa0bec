import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { messagesApi, useInbox } from "../../../api/messages";
import type { InboxMessage as Message } from "../../../api/types";
import {
  DataStates,
  DeleteButton,
  EmptyState,
  IconButton,
  LoadError,
  MessageSkeleton,
  PageHeader,
  RowAction,
  SenderInitials,
} from "../../../components/admin/AdminUi";
import { UNDO_SECONDS, useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { ConfirmDeletion, useConfirmedDelete, useWithoutWaitingDeletes } from "../../../components/admin/use-confirmed-delete";
import { NobodyNotifiedNotice } from "./NobodyNotifiedNotice";
import { Dialog } from "../../../components/ui/dialog";
import { useAdminLocale } from "../admin-language";
import { longDate, shortDate } from "../format";
import { slots } from "../../../lib/slots";

const SKELETONS = 3;

/** Spec §2: the reply is a mail draft to the sender, the subject prefixed 'Re:'. */
export const replyHref = (message: Pick<Message, "email" | "subject">) =>
  `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

const DELIVERY_LOOK = {
  pending: { tone: "bg-slate-100 text-slate-700", icon: "i-lucide-loader-circle animate-spin" },
  sent: { tone: "bg-emerald-50 text-emerald-700", icon: "i-lucide-check" },
  retrying: { tone: "bg-amber-50 text-amber-800", icon: "i-lucide-refresh-cw" },
  failed: { tone: "bg-red-50 text-red-700", icon: "i-lucide-circle-alert" },
} as const;

/** How the owner was told about this message: sent, on its way, retrying or failed (with the reason and a retry). */
function DeliveryStatus({ message }: { message: Message }) {
  const { t } = useTranslation("admin");
  const retry = useAdminMutation(messagesApi.retryDelivery, {
    successTitle: t("delivery.doneTitle"),
    success: t("delivery.retried"),
    failure: t("delivery.retryFailed"),
  });
  const { state, attempts, lastError } = message.delivery;
  if (state === "none") return null;
  const look = DELIVERY_LOOK[state];
  const troubled = state === "retrying" || state === "failed";
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="delivery">
      <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium ${look.tone}`}>
        <span className={`${look.icon} h-3.5 w-3.5`} aria-hidden="true" />
        {t(`delivery.${state}`)}
      </span>
      {troubled && (
        <>
          <span className="min-w-0 break-words text-slate-600">
            {state === "retrying" ? t("delivery.retryingDetail", { error: lastError ?? "" }) : lastError} · {t("delivery.attempts", { count: attempts })}
          </span>
          <RowAction
            icon="i-lucide-rotate-cw"
            label={t("delivery.retryNow")}
            itemLabel={t("delivery.retryLabel", { name: message.name })}
            busy={retry.busy}
            onClick={() => void retry.attempt(message.id)}
          />
        </>
      )}
    </div>
  );
}

function MessageRow({ message, onRead, onDelete }: { message: Message; onRead: (m: Message) => void; onDelete: (m: Message) => void }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  return (
    <li
      className={`card flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5 ${message.read ? "" : "border-indigo-200 bg-indigo-50/40"}`}
      data-testid="message-row"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <SenderInitials name={message.name} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <p className={`m-0 text-sm ${message.read ? "font-medium text-slate-800" : "font-semibold text-slate-900"}`}>{message.name}</p>
            {!message.read && (
              <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">{t("messages.new")}</span>
            )}
            <time dateTime={message.createdAt} className="text-xs text-slate-500 sm:ml-auto">
              {shortDate(message.createdAt, locale)}
            </time>
          </div>
          <p className="m-0 mt-0.5 truncate text-sm font-medium text-slate-700">{message.subject}</p>
          <p className="m-0 mt-0.5 line-clamp-1 text-sm text-slate-500">{message.message}</p>
          <DeliveryStatus message={message} />
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <IconButton
          icon="i-lucide-mail-open"
          className="btn-secondary flex-1 px-3 py-1.5 sm:flex-none"
          onClick={() => onRead(message)}
          aria-label={t("messages.readLabel", { name: message.name })}
        >
          {t("messages.read")}
        </IconButton>
        <DeleteButton className="flex-1 sm:flex-none" onClick={() => onDelete(message)} label={t("messages.deleteLabel", { name: message.name })} />
      </div>
    </li>
  );
}

function MessageDetail({ message, onClose, onDelete }: { message: Message | null; onClose: () => void; onDelete: (m: Message) => void }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  return (
    <Dialog open={message !== null} onClose={onClose} title={message?.subject ?? ""} size="lg">
      {message && (
        <div>
          <dl className="m-0 grid gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-500">{t("messages.from")}</dt>
            <dd className="m-0 text-slate-900">{message.name}</dd>
            <dt className="font-medium text-slate-500">{t("messages.email")}</dt>
            <dd className="m-0 break-all text-slate-900">
              <a href={`mailto:${message.email}`} className="text-indigo-700">
                {message.email}
              </a>
            </dd>
            <dt className="font-medium text-slate-500">{t("messages.received")}</dt>
            <dd className="m-0 text-slate-900">
              <time dateTime={message.createdAt}>{longDate(message.createdAt, locale)}</time>
            </dd>
          </dl>
          <p className="m-0 mt-4 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{message.message}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <IconButton icon="i-lucide-trash-2" className="btn-ghost text-red-600 hover:bg-red-50 sm:mr-auto" onClick={() => onDelete(message)}>
              {t("common.delete")}
            </IconButton>
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t("common.close")}
            </button>
            <a href={replyHref(message)} className="btn-primary">
              <span className="i-lucide-reply h-4 w-4" aria-hidden="true" />
              {t("messages.reply")}
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/**
 * /admin/messages (spec §2): the contact messages, newest first; opening an unread one marks it read.
 * /admin/messages?message=<id> (the link in a notification) opens that message.
 */
export function MessagesPage() {
  const { t } = useTranslation("admin");
  const { data: all, error, isLoading, mutate } = useInbox();
  const [open, setOpen] = useState<Message | null>(null);
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get("message"));
  const deletion = useConfirmedDelete<Message>(messagesApi.remove, { success: t("messages.deleted"), failure: t("messages.deleteFailed"), undoIn: "messages" });
  const data = useWithoutWaitingDeletes("messages", all);
  const markRead = useAdminMutation(messagesApi.markRead, { success: t("messages.markedRead"), failure: t("messages.markReadFailed") });
  const unread = data?.filter((m) => !m.read).length ?? 0;

  const read = (message: Message) => {
    setOpen(message);
    // Spec §4: the read call is made only for a message not read yet.
    if (!message.read) void markRead.attempt(message.id);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` and `setSearch` only act; the list arriving is what this waits for.
  useEffect(() => {
    if (!data || !search.has("message")) return;
    const target = data.find((message) => message.id === requested);
    if (target) read(target);
    // Once opened (or gone), the address no longer names it: closing the dialog and reloading does not reopen it.
    setSearch(
      (params) => {
        params.delete("message");
        return params;
      },
      { replace: true },
    );
  }, [data, requested]);

  return (
    <>
      <PageHeader title={t("layout.nav.messages")} description={data ? t("messages.summary", { total: data.length, unread }) : t("messages.description")} />
      <NobodyNotifiedNotice />
      <DataStates
        loading={isLoading}
        skeleton={
          <div className="space-y-3" aria-busy="true">
            {slots(SKELETONS).map((slot) => (
              <MessageSkeleton
                key={slot}
                data-testid="message-skeleton"
                className="card flex gap-3 p-5"
                aria-hidden="true"
                lines={["h-4 w-1/4", "h-4 w-1/2", "h-3 w-3/4"]}
              />
            ))}
          </div>
        }
        error={error}
        failed={<LoadError text={t("messages.loadFailed")} error={error} onRetry={() => void mutate()} />}
        empty={data?.length ? null : <EmptyState icon="i-lucide-inbox" text={t("messages.empty")} />}
      >
        {() => (
          <ul className="m-0 list-none space-y-3 p-0">
            {data?.map((message) => (
              <MessageRow key={message.id} message={message} onRead={read} onDelete={deletion.ask} />
            ))}
          </ul>
        )}
      </DataStates>
      <MessageDetail
        message={open}
        onClose={() => setOpen(null)}
        onDelete={(message) => {
          // One dialog at a time: the confirmation replaces the detail.
          setOpen(null);
          deletion.ask(message);
        }}
      />
      <ConfirmDeletion deletion={deletion} describe={(message) => t("undo.messageWillBeDeleted", { name: message.name, seconds: UNDO_SECONDS })} />
    </>
  );
}
