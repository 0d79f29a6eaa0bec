import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataStates, DeleteButton, EmptyState, LoadError } from "../../../components/admin/AdminUi";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { LeaveDialog, useLeaveGuard } from "../../../components/admin/leave-guard";
import { ConfirmDeletion, useConfirmedDelete } from "../../../components/admin/use-confirmed-delete";
import { Dialog } from "../../../components/ui/dialog";

/** Which part of the CV a tab edits; its texts are `cv.<kind>.*` in the admin's texts. */
export type CvKind = "experience" | "education" | "skill";

type EntityApi<Input> = {
  create: (input: Input) => Promise<unknown>;
  update: (id: number, input: Input) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

/**
 * What an entry's form gets: the entry in edit mode (null: add mode), the save that closes the dialog, and where to
 * say whether it holds unsaved changes.
 */
export type CvFormProps<T, Input> = {
  entry: T | null;
  onSave: (input: Input) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

type CvSectionProps<T extends { id: number }, Input> = {
  kind: CvKind;
  items: T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  api: EntityApi<Input>;
  describe: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (props: CvFormProps<T, Input>) => ReactNode;
};

/**
 * One CV tab (spec §2, §4): the list with its states, an add button, edit and delete per entry, the add/edit
 * dialog (add mode when no entry is selected) and the 'Are you sure?' confirmation, with the spec §8 toasts.
 */
export function CvSection<T extends { id: number }, Input>(props: CvSectionProps<T, Input>) {
  const { kind, items, loading, error, onRetry, api, describe, renderItem, renderForm } = props;
  const { t } = useTranslation("admin");
  const text = (name: string) => t(`cv.${kind}.${name}`);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selected, setSelected] = useState<T | null>(null);
  const deletion = useConfirmedDelete<T>(api.remove, { success: text("deleted"), failure: text("deleteFailed") });
  const create = useAdminMutation(api.create, { success: text("added"), failure: text("addFailed") });
  const update = useAdminMutation(api.update, { success: text("updated"), failure: text("updateFailed") });

  const open = (item: T | null) => {
    setSelected(item);
    setDialogOpen(true);
  };
  // An entry's unsaved changes are asked about before the dialog closes (Cancel, Escape, a click outside) and before
  // leaving the screen or the tab.
  const [formDirty, setFormDirty] = useState(false);
  const guard = useLeaveGuard(dialogOpen && formDirty);
  const closeDialog = () => guard.ask(() => setDialogOpen(false));

  const save = async (input: Input) => {
    if (selected) await update.run(selected.id, input);
    else await create.run(input);
    setDialogOpen(false);
    setSelected(null);
  };

  const addButton = (
    <button type="button" className="btn-primary" onClick={() => open(null)}>
      <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
      {text("add")}
    </button>
  );
  // The button above the list adds more; an empty list carries its own, to add the first entry.
  const hasEntries = Boolean(items?.length);

  return (
    <div>
      {hasEntries && <div className="mb-4 flex justify-end">{addButton}</div>}
      <DataStates
        loading={loading}
        skeleton={
          <div className="space-y-3" aria-busy="true">
            {[0, 1].map((i) => (
              <div key={i} data-testid="cv-skeleton" className="card p-5" aria-hidden="true">
                <div className="skeleton h-5 w-1/2" />
                <div className="skeleton mt-3 h-4 w-1/3" />
                <div className="skeleton mt-3 h-4 w-full" />
              </div>
            ))}
          </div>
        }
        error={error}
        failed={<LoadError text={t("cv.loadFailed")} error={error} onRetry={onRetry} />}
        empty={items?.length ? null : <EmptyState icon="i-lucide-inbox" text={text("empty")} action={addButton} />}
      >
        {() => (
          <ul className="m-0 list-none space-y-3 p-0">
            {items?.map((item) => (
              <li key={item.id} className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">{renderItem(item)}</div>
                <div className="flex shrink-0 gap-2">
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5"
                    onClick={() => open(item)}
                    aria-label={t("common.editItem", { name: describe(item) })}
                  >
                    <span className="i-lucide-pencil h-4 w-4" aria-hidden="true" />
                    {t("common.edit")}
                  </button>
                  <DeleteButton onClick={() => deletion.ask(item)} itemName={describe(item)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </DataStates>
      <Dialog open={dialogOpen} onClose={closeDialog} title={text(selected ? "edit" : "add")} size="lg">
        {renderForm({ entry: selected, onSave: save, onCancel: closeDialog, onDirtyChange: setFormDirty })}
      </Dialog>
      <LeaveDialog guard={guard} />
      <ConfirmDeletion deletion={deletion} describe={(item) => t("common.willBeDeleted", { name: describe(item) })} />
    </div>
  );
}
