import { TextField } from "../../components/ui/form";

/** Display order (spec §5): lower first; the schema turns anything non-numeric into 0. */
export function OrderField({ id, value, onChange }: { id: string; value: unknown; onChange: (value: string) => void }) {
  return (
    <TextField
      id={id}
      label="Display order"
      type="number"
      inputMode="numeric"
      step={1}
      hint="Lower numbers appear first."
      value={value === undefined || value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
