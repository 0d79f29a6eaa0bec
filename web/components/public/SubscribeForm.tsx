import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { subscribersApi, useSubscribeForm } from "../../api/subscribers";

/**
 * The readers' subscription form: one address and a button, in the page's language. Server-rendered as a plain form
 * whose POST answers a page (it works without JavaScript); with it, the same request is sent in place and the answer
 * shown here. Hidden while the site has no mail server.
 */
export function SubscribeForm({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation("subscribe");
  const { data } = useSubscribeForm();
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  if (!data?.open) return null;
  const dark = tone === "dark";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setState("sending");
    try {
      await subscribersApi.subscribe(email, i18n.language);
      setState("sent");
    } catch {
      setState("failed");
    }
  }

  return (
    <form
      method="post"
      action="/api/subscribers"
      onSubmit={submit}
      className={dark ? "m-0 max-w-xl" : "m-0 mt-10 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"}
      data-testid="subscribe-form"
      aria-labelledby={`subscribe-title-${tone}`}
    >
      <h2 id={`subscribe-title-${tone}`} className={`m-0 text-base font-semibold ${dark ? "text-white" : "text-slate-900"}`}>
        {t("title")}
      </h2>
      <p className={`m-0 mt-1 text-sm ${dark ? "text-slate-400" : "text-slate-600"}`}>{t("text")}</p>
      <input type="hidden" name="language" value={i18n.language} />
      <div className="mt-3 flex flex-wrap gap-2">
        <label className="sr-only" htmlFor={`subscribe-email-${tone}`}>
          {t("label")}
        </label>
        <input
          id={`subscribe-email-${tone}`}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t("label")}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <button
          type="submit"
          disabled={state === "sending"}
          className={`rounded-lg px-4 py-2 text-sm font-semibold ${dark ? "bg-white text-slate-900" : "bg-slate-900 text-white"}`}
        >
          {t("button")}
        </button>
      </div>
      <p role="status" className={`m-0 mt-2 text-sm ${state === "failed" ? "text-rose-400" : dark ? "text-emerald-300" : "text-emerald-700"}`}>
        {state === "sent" ? t("sent") : state === "failed" ? t("error") : ""}
      </p>
    </form>
  );
}
