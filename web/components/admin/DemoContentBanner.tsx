import { useState } from "react";
import { demoApi, useDemoContent } from "../../api/demo";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toast";

/**
 * While the demo portfolio the first start wrote is still there, the admin says so on every screen and offers one
 * action that removes all of it (entries the owner renamed or wrote themselves stay).
 */
export function DemoContentBanner() {
  const { data, mutate } = useDemoContent();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!data?.present) return null;

  const remove = async () => {
    setBusy(true);
    try {
      await demoApi.removeAll();
      await mutate({ present: false }, { revalidate: false });
      toast({ title: "Contenido de demostración eliminado", description: "Tu sitio ya no muestra el portafolio de ejemplo." });
      setConfirming(false);
    } catch {
      toast({ title: "Error", description: "No se pudo eliminar el contenido de demostración.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="region" aria-label="Contenido de demostración" className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
      <span className="i-lucide-sparkles h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="m-0 flex-1 text-sm">
        <strong>Tu sitio muestra contenido de demostración.</strong> Los proyectos, artículos y el CV de ejemplo son visibles para tus visitantes hasta que los elimines.
      </p>
      <button type="button" className="btn-secondary shrink-0" onClick={() => setConfirming(true)}>
        Eliminar el contenido de demostración
      </button>
      <ConfirmDialog
        open={confirming}
        title="¿Eliminar todo el contenido de demostración?"
        description="Se eliminan los proyectos, artículos, experiencia, formación, habilidades y datos de contacto de ejemplo. Lo que hayas escrito o renombrado tú se conserva."
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
