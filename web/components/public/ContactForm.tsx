import { useId, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { messageInputSchema, type MessageInput } from "../../../src/shared/schemas/messages";
import { messagesApi } from "../../api/messages";
import { TextAreaField, TextField, useSchemaForm } from "../ui/form";
import { toast } from "../ui/toast";

const EMPTY_MESSAGE: MessageInput = { name: "", email: "", subject: "", message: "", website: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];

/** The schema's field codes (the server sends the same ones), to their texts in the page's language. */
const MESSAGE_KEYS: Readonly<Record<string, Field>> = {
  "message.name": "name",
  "invalid-email": "email",
  "message.subject": "subject",
  "message.message": "message",
};

/** The contact form (spec §5): validated like the server does, with a honeypot, and the spec §8 toasts. */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const { values, issues, submitting, setField, handleSubmit, reset } = useSchemaForm(messageInputSchema, EMPTY_MESSAGE);
  const idPrefix = useId();
  const fieldId = (field: string) => `${idPrefix}-${field}`.replace(/:/g, "");

  const errorFor = (field: Field) => {
    const issue = issues[field];
    if (!issue) return undefined;
    const known = MESSAGE_KEYS[issue.code];
    return known ? t(`validation.${known}`) : issue.message;
  };

  const submit = handleSubmit((input) => messagesApi.send(input));
  const onSubmit = async (event: FormEvent) => {
    try {
      if (!(await submit(event))) return;
      toast({ title: t("toast.successTitle"), description: t("toast.successText") });
      reset(EMPTY_MESSAGE);
    } catch {
      toast({ title: t("toast.errorTitle"), description: t("toast.errorText"), variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId("name")}
          label={t("form.name")}
          placeholder={t("form.namePlaceholder")}
          autoComplete="name"
          value={values.name}
          onChange={(e) => setField("name", e.target.value)}
          error={errorFor("name")}
          required
        />
        <TextField
          id={fieldId("email")}
          type="email"
          label={t("form.email")}
          placeholder={t("form.emailPlaceholder")}
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => setField("email", e.target.value)}
          error={errorFor("email")}
          required
        />
      </div>
      <TextField
        id={fieldId("subject")}
        label={t("form.subject")}
        placeholder={t("form.subjectPlaceholder")}
        value={values.subject}
        onChange={(e) => setField("subject", e.target.value)}
        error={errorFor("subject")}
        required
      />
      <TextAreaField
        id={fieldId("message")}
        label={t("form.message")}
        placeholder={t("form.messagePlaceholder")}
        rows={5}
        className="resize-y"
        value={values.message}
        onChange={(e) => setField("message", e.target.value)}
        error={errorFor("message")}
        required
      />
      {/* Honeypot: people never see or reach it; bots that fill every field are answered 201 and ignored (contract §2). */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={fieldId("website")}>{t("form.honeypot")}</label>
        <input
          id={fieldId("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={values.website ?? ""}
          onChange={(e) => setField("website", e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="m-0 text-xs leading-relaxed text-slate-500 sm:max-w-xs">
          {t("form.privacyNote")}{" "}
          <Link to="/privacy-policy" className="font-medium text-indigo-700 underline underline-offset-2">
            {t("form.privacyLink")}
          </Link>
        </p>
        <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? (
            <span className="i-lucide-loader-circle h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <span className="i-lucide-send h-5 w-5" aria-hidden="true" />
          )}
          {submitting ? t("form.sending") : t("form.send")}
        </button>
      </div>
    </form>
  );
}
