import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { isSafeUrl } from "../../../src/shared/validation";
import { uploadImage } from "../../api/uploads";
import { TextField } from "../ui/form";
import { useAdminMutation } from "./use-admin-mutation";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

type ImageUrlFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  hint?: string;
};

/** An image link the owner can paste, or fill by uploading a file from this device; a thumbnail previews it. */
export function ImageUrlField({ id, label, value, onChange, error, hint }: ImageUrlFieldProps) {
  const { t } = useTranslation("admin");
  const fileInput = useRef<HTMLInputElement>(null);
  // Shrunk to WebP widths in this browser first, so pages can offer srcset.
  const upload = useAdminMutation(uploadImage, { failure: t("common.imageField.uploadFailed") });
  const uploading = upload.busy;
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = value.trim();
  const previewable = url !== "" && isSafeUrl(url) && url !== brokenUrl;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // A failure is the hook's toast: nothing is left to do here.
    const uploaded = await upload.run(file).catch(() => null);
    if (uploaded) onChange(uploaded.url);
  };

  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <TextField
          id={id}
          label={label}
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          hint={hint}
        />
        <input ref={fileInput} type="file" accept={IMAGE_TYPES} className="hidden" onChange={onFile} aria-hidden="true" tabIndex={-1} />
        <button type="button" className="btn-ghost mt-1 px-2 py-1 text-xs text-indigo-700" onClick={() => fileInput.current?.click()} disabled={uploading}>
          <span className={`${uploading ? "i-lucide-loader-circle animate-spin" : "i-lucide-upload"} h-3.5 w-3.5`} aria-hidden="true" />
          {uploading ? t("common.imageField.uploading") : t("common.imageField.upload")}
        </button>
      </div>
      <div className="mt-7 h-16 w-16 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {previewable ? (
          <img src={url} alt="" className="h-full w-full object-cover" onError={() => setBrokenUrl(url)} />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-slate-300">
            <span className="i-lucide-image h-6 w-6" aria-hidden="true" />
          </span>
        )}
      </div>
    </div>
  );
}
