import { useTranslation } from "react-i18next";
import { skillInputSchema, type SkillInput } from "../../../../src/shared/schemas/cv";
import type { Skill } from "../../../api/types";
import { ChipInput } from "../../../components/admin/ChipInput";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { TextField, textFields } from "../../../components/ui/form";
import { OrderField } from "../OrderField";
import type { CvFormProps } from "./CvSection";
import { FormActions } from "./FormActions";
import { useCvEntryForm } from "./use-cv-entry-form";

const toValues = (entry: Skill | null): SkillInput => ({
  category: entry?.category ?? "",
  items: entry?.items ?? [],
  order: entry?.order ?? 0,
  translations: entry?.translations ?? {},
});

export function SkillForm({ entry, onSave, onCancel, onDirtyChange }: CvFormProps<Skill, SkillInput>) {
  const { t } = useTranslation("admin");
  const { form, submit } = useCvEntryForm(skillInputSchema, toValues, { entry, onSave, onDirtyChange });
  const { values, errors, setField } = form;
  const text = textFields(form, "skill");

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField {...text("category")} label={t("cv.fields.category")} placeholder="Frontend" />
      <ChipInput
        id="skill-items"
        label={t("cv.fields.skills")}
        placeholder="React"
        hint={t("cv.fields.skillsHint")}
        values={values.items}
        onChange={(items) => setField("items", items)}
        error={errors.items}
      />
      <OrderField id="skill-order" value={values.order} onChange={(v) => setField("order", v)} />
      <TranslationsEditor
        idPrefix="skill"
        fields={[
          { name: "category", label: t("cv.fields.category") },
          { name: "items", label: t("cv.fields.skills"), kind: "list" },
        ]}
        value={values.translations}
        onChange={(translations) => setField("translations", translations)}
        original={{ category: values.category, items: values.items }}
      />
      <FormActions submitting={form.submitting} editing={entry !== null} onCancel={onCancel} />
    </form>
  );
}
