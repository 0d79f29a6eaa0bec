import { useTranslation } from "react-i18next";
import { educationInputSchema, type EducationInput } from "../../../../src/shared/schemas/cv";
import type { Education } from "../../../api/types";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { TextAreaField, TextField, textFields } from "../../../components/ui/form";
import { OrderField } from "../OrderField";
import type { CvFormProps } from "./CvSection";
import { FormActions } from "./FormActions";
import { useCvEntryForm } from "./use-cv-entry-form";

const toValues = (entry: Education | null): EducationInput => ({
  degree: entry?.degree ?? "",
  institution: entry?.institution ?? "",
  description: entry?.description ?? "",
  startDate: entry?.startDate ?? "",
  endDate: entry?.endDate ?? "",
  order: entry?.order ?? 0,
  translations: entry?.translations ?? {},
});

export function EducationForm({ entry, onSave, onCancel, onDirtyChange }: CvFormProps<Education, EducationInput>) {
  const { t } = useTranslation("admin");
  const { form, submit } = useCvEntryForm(educationInputSchema, toValues, { entry, onSave, onDirtyChange });
  const { values, setField } = form;
  const text = textFields(form, "education");

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text("degree")} label={t("cv.fields.degree")} />
        <TextField {...text("institution")} label={t("cv.fields.institution")} />
      </div>
      <TextAreaField {...text("description")} label={t("cv.fields.description")} rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text("startDate")} label={t("cv.fields.startDate")} placeholder="2016" />
        <TextField {...text("endDate")} label={t("cv.fields.endDate")} placeholder={t("cv.fields.endDatePlaceholder")} />
      </div>
      <OrderField id="education-order" value={values.order} onChange={(v) => setField("order", v)} />
      <TranslationsEditor
        idPrefix="education"
        fields={[
          { name: "degree", label: t("cv.fields.degree") },
          { name: "institution", label: t("cv.fields.institution") },
          { name: "description", label: t("cv.fields.description"), kind: "textarea" },
        ]}
        value={values.translations}
        onChange={(translations) => setField("translations", translations)}
        original={{ degree: values.degree, institution: values.institution, description: values.description }}
      />
      <FormActions submitting={form.submitting} editing={entry !== null} onCancel={onCancel} />
    </form>
  );
}
