import { useTranslation } from "react-i18next";
import { experienceInputSchema, type ExperienceInput } from "../../../../src/shared/schemas/cv";
import type { Experience } from "../../../api/types";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { TextAreaField, TextField } from "../../../components/ui/form";
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

export function ExperienceForm({ entry, onSave, onCancel }: CvFormProps<Experience, ExperienceInput>) {
  const { t } = useTranslation("admin");
  const { form, submit } = useCvEntryForm(experienceInputSchema, toValues, { entry, onSave });
  const { values, errors, setField } = form;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="experience-title"
          label={t("cv.fields.jobTitle")}
          value={values.title}
          onChange={(e) => setField("title", e.target.value)}
          error={errors.title}
        />
        <TextField
          id="experience-company"
          label={t("cv.fields.company")}
          value={values.company}
          onChange={(e) => setField("company", e.target.value)}
          error={errors.company}
        />
      </div>
      <TextAreaField
        id="experience-description"
        label={t("cv.fields.description")}
        rows={4}
        value={values.description}
        onChange={(e) => setField("description", e.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="experience-startDate"
          label={t("cv.fields.startDate")}
          placeholder="2021"
          value={values.startDate}
          onChange={(e) => setField("startDate", e.target.value)}
          error={errors.startDate}
        />
        <TextField
          id="experience-endDate"
          label={t("cv.fields.endDate")}
          placeholder={t("cv.fields.endDatePlaceholder")}
          value={values.endDate ?? ""}
          disabled={values.isCurrent}
          onChange={(e) => setField("endDate", e.target.value)}
          error={errors.endDate}
        />
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
