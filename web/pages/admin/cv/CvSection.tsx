import { useState, type ReactNode } from "react";
import { EmptyState, LoadError } from "../../../components/admin/AdminUi";
import { ConfirmDialog, Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast";
import { useConfirmedDelete } from "../../../components/admin/use-confirmed-delete";

/** The entity's name as the spec's toasts spell it: 'Experience added successfully', 'Failed to add experience'. */
export type CvNoun = "Experience" | "Education" | "Skill category";

type EntityApi<Input> = {
  create: (input: Input) => Promise<unknown>;
  update: (id: number, input: Input) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

/** What an entry's form gets: the entry in edit mode (null: add mode), and the save that closes the dialog. */
export type CvFormProps<T, Input> = { entry: T | null; onSave: (input: Input) => Promise<void>; onCancel: () => void };

type CvSectionProps<T extends { id: number }, Input> = {
  noun: CvNoun;
  addLabel: string;
  emptyText: string;
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
 * dialog (add mode when no entry is selected) and the 'Are you sure?' confirmation.
 */
export function CvSection<T extends { id: number }, Input>(props: CvSectionProps<T, Input>) {
  const { noun, addLabel, emptyText, items, loading, error, onRetry, api, describe, renderItem, renderForm } = props;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selected, setSelected] = useState<T | null>(null);
  const lower = noun.toLowerCase();
  const deletion = useConfirmedDelete<T>(api.remove, { success: `${noun} deleted successfully`, failure: `Failed to delete ${lower}` });

  const openAdd = () => {
    setSelected(null);
    setDialogOpen(true);
  };
  const openEdit = (item: T) => {
    setSelected(item);
    setDialogOpen(true);
  };
  const closeDialog = () => setDialogOpen(false);

  const save = async (input: Input) => {
    const editing = selected;
    try {
      if (editing) await api.update(editing.id, input);
      else await api.create(input);
    } catch (failure) {
      toast({ title: "Error", description: `Failed to ${editing ? "update" : "add"} ${lower}`, variant: "destructive" });
      throw failure;
    }
    toast({ title: "Success", description: `${noun} ${editing ? "updated" : "added"} successfully` });
    setDialogOpen(false);
    setSelected(null);
  };


  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button type="button" className="btn-primary" onClick={openAdd}>
          <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
          {addLabel}
        </button>
      </div>
      {loading ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1].map((i) => (
            <div key={i} data-testid="cv-skeleton" className="card p-5" aria-hidden="true">
              <div className="skeleton h-5 w-1/2" />
              <div className="skeleton mt-3 h-4 w-1/3" />
              <div className="skeleton mt-3 h-4 w-full" />
            </div>
          ))}
        </div>
      ) : error ? (
        <LoadError text="Error al cargar datos del CV" error={error} onRetry={onRetry} />
      ) : !items?.length ? (
        <EmptyState icon="i-lucide-inbox" text={emptyText} />
      ) : (
        <ul className="m-0 list-none space-y-3 p-0">
          {items.map((item) => (
            <li key={item.id} className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              <div className="flex shrink-0 gap-2">
                <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => openEdit(item)} aria-label={`Edit ${describe(item)}`}>
                  <span className="i-lucide-pencil h-4 w-4" aria-hidden="true" />
                  Edit
                </button>
                <button type="button" className="btn-ghost px-3 py-1.5 text-red-600 hover:bg-red-50" onClick={() => deletion.ask(item)} aria-label={`Delete ${describe(item)}`}>
                  <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={dialogOpen} onClose={closeDialog} title={`${selected ? "Edit" : "Add"} ${lower}`} size="lg">
        {renderForm({ entry: selected, onSave: save, onCancel: closeDialog })}
      </Dialog>
      <ConfirmDialog
        open={deletion.pending !== null}
        description={deletion.pending ? `"${describe(deletion.pending)}" will be deleted. This cannot be undone.` : undefined}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
