import { useTranslation } from "react-i18next";
import { experienceInputSchema, type ExperienceInput } from "../../../../src/shared/schemas/cv";
import type { Experience } from "../../../api/types";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { TextAreaField, TextField, textFields } from "../../../components/ui/form";
import { OrderField } from "../OrderField";
import type { CvFormProps } from "./CvSection";
import { FormActions } from "./FormActions";
import { useCvEntryForm } from "./use-cv-entry-form";

const toValues = (entry: Experience | null): ExperienceInput => ({
  title: entry?.title ?? "",
  company: entry?.company ?? "",
  description: entry?.description ?? "",
  startDate: entry?.startDate ?? "",
  endDate: entry?.endDate ?? "",
  isCurrent: entry?.isCurrent ?? false,
  order: entry?.order ?? 0,
  translations: entry?.translations ?? {},
});

export function ExperienceForm({ entry, onSave, onCancel, onDirtyChange }: CvFormProps<Experience, ExperienceInput>) {
  const { t } = useTranslation("admin");
  const { form, submit } = useCvEntryForm(experienceInputSchema, toValues, { entry, onSave, onDirtyChange });
  const { values, setField } = form;
  const text = textFields(form, "experience");

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text("title")} label={t("cv.fields.jobTitle")} />
        <TextField {...text("company")} label={t("cv.fields.company")} />
      </div>
      <TextAreaField {...text("description")} label={t("cv.fields.description")} rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text("startDate")} label={t("cv.fields.startDate")} placeholder="2021" />
        <TextField {...text("endDate")} label={t("cv.fields.endDate")} placeholder={t("cv.fields.endDatePlaceholder")} disabled={values.isCurrent} />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-indigo-600"
          checked={values.isCurrent ?? false}
          onChange={(e) => {
            setField("isCurrent", e.target.checked);
            if (e.target.checked) setField("endDate", "");
          }}
        />
        {t("cv.fields.current")}
      </label>
      <OrderField id="experience-order" value={values.order} onChange={(v) => setField("order", v)} />
      <TranslationsEditor
        idPrefix="experience"
        fields={[
          { name: "title", label: t("cv.fields.jobTitle") },
          { name: "company", label: t("cv.fields.company") },
          { name: "description", label: t("cv.fields.description"), kind: "textarea" },
        ]}
        value={values.translations}
        onChange={(translations) => setField("translations", translations)}
        original={{ title: values.title, company: values.company, description: values.description }}
      />
      <FormActions submitting={form.submitting} editing={entry !== null} onCancel={onCancel} />
    </form>
  );
}
