import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/admin/FormPage";

/** Cancel and save, at the bottom of a CV dialog. */
export function FormActions({ submitting, editing, onCancel }: { submitting: boolean; editing: boolean; onCancel: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <FormFooter cancel={{ onClick: onCancel }} submitting={submitting} submitLabel={editing ? t("common.saveChanges") : t("common.save")} className="pt-2" />
  );
}
