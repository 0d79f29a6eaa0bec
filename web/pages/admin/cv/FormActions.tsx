/** Cancel and save, at the bottom of a CV dialog. */
export function FormActions({ submitting, editing, onCancel }: { submitting: boolean; editing: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={submitting}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={submitting}>
        {submitting && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
        {editing ? "Save changes" : "Save"}
      </button>
    </div>
  );
}
