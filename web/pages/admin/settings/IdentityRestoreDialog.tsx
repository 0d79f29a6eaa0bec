import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_IDENTITY_BYTES } from "../../../../src/shared/schemas/offsite";
import { FilePicker } from "../../../components/admin/AdminUi";
import { Dialog } from "../../../components/ui/dialog";

type Props = {
  title: string;
  description: string;
  busy: boolean;
  /** The server's sentence when the identity did not open the backup (a wrong key), shown under the field. */
  refusal: string | null;
  /** Given the identity file's text; it lives only in this dialog's state, gone once the dialog is unmounted. */
  onConfirm: (identity: string) => void;
  /** Another file was chosen: the last refusal no longer applies. */
  onPick: () => void;
  onCancel: () => void;
};

/**
 * The restore confirmation of an encrypted backup (`*.age`): it asks for the age identity file, read here in the
 * browser and sent with that one request. Nothing keeps it: not the page's storage, not the server. Shown while
 * mounted: the caller unmounts it once the restore is done or cancelled, which drops the identity with it.
 */
export function IdentityRestoreDialog({ title, description, busy, refusal, onConfirm, onPick, onCancel }: Props) {
  const { t } = useTranslation("admin");
  const [chosen, setChosen] = useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    setProblem(null);
    setChosen(null);
    onPick();
    if (!file) return;
    if (file.size > MAX_IDENTITY_BYTES) return setProblem(t("offsite.identity.tooBig"));
    setChosen({ name: file.name, text: await file.text() });
  };
  const confirm = () => {
    if (!chosen) return setProblem(t("offsite.identity.needed"));
    onConfirm(chosen.text);
  };
  return (
    <Dialog open onClose={onCancel} title={title} description={description}>
      <p className="m-0 mb-3 text-sm text-slate-700">{t("offsite.identity.text")}</p>
      <FilePicker
        id="restore-identity"
        label={t("offsite.identity.label")}
        accept=".txt,.key,text/plain"
        chosen={chosen?.name ?? null}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = "";
        }}
        error={problem ?? refusal ?? undefined}
      />
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </button>
        <button type="button" className="btn-danger" onClick={confirm} disabled={busy}>
          {t("backups.restore")}
        </button>
      </div>
    </Dialog>
  );
}
