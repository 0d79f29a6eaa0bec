import { useTranslation } from "react-i18next";
import { TextField } from "../../components/ui/form";

/** Display order (spec §5): lower first; the schema turns anything non-numeric into 0. */
export function OrderField({ id, value, onChange }: { id: string; value: unknown; onChange: (value: string) => void }) {
  const { t } = useTranslation("admin");
  return (
    <TextField
      id={id}
      label={t("common.order.label")}
      type="number"
      inputMode="numeric"
      step={1}
      hint={t("common.order.hint")}
      value={value === undefined || value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
