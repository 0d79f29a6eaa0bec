import { useState } from "react";
import { heroImageUrlSchema } from "../../../../src/shared/schemas/site-info";
import { DEFAULT_HERO_IMAGE, siteInfoApi } from "../../../api/site-info";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { useSchemaForm } from "../../../components/ui/form";
import { toast } from "../../../components/ui/toast";
import { onFormSubmit } from "../submit";

const EMPTY = { imageUrl: "" };

/** The home page portrait (spec §2): set by URL (1:1 recommended) or back to the default after a confirmation. */
export function HeroImageCard({ heroImageUrl }: { heroImageUrl: string | null }) {
  const form = useSchemaForm(heroImageUrlSchema, EMPTY);
  const [resetting, setResetting] = useState(false);

  const submit = onFormSubmit(
    form.handleSubmit(async ({ imageUrl }) => {
      try {
        await siteInfoApi.setHeroImage(imageUrl);
      } catch (failure) {
        toast({ title: "Error", description: "Error al establecer la URL de la imagen", variant: "destructive" });
        throw failure;
      }
      toast({ title: "Éxito", description: "La imagen principal se actualizó correctamente" });
      form.reset(EMPTY);
    }),
  );

  const reset = async () => {
    if (!window.confirm("¿Restaurar la imagen principal predeterminada?")) return;
    setResetting(true);
    try {
      await siteInfoApi.resetHeroImage();
      toast({ title: "Éxito", description: "Se restauró la imagen predeterminada" });
    } catch {
      toast({ title: "Error", description: "Error al restaurar la imagen", variant: "destructive" });
    } finally {
      setResetting(false);
    }
  };

  return (
    <section className="card p-5" aria-labelledby="hero-image-title">
      <h2 id="hero-image-title" className="m-0 text-base font-semibold text-slate-900">Imagen principal</h2>
      <p className="m-0 mt-1 text-sm text-slate-600">Se recomienda una imagen cuadrada (proporción 1:1).</p>
      <div className="mt-4 flex items-center gap-4">
        <img src={heroImageUrl ?? DEFAULT_HERO_IMAGE} alt="Imagen principal actual" className="h-24 w-24 rounded-2xl border border-slate-200 bg-slate-100 object-cover" />
        <div className="text-sm text-slate-600">
          <p className="m-0 font-medium text-slate-800">{heroImageUrl ? "Imagen personalizada" : "Imagen predeterminada"}</p>
          {heroImageUrl && (
            <button type="button" className="btn-ghost mt-1 -ml-2 px-2 py-1 text-xs" onClick={reset} disabled={resetting}>
              <span className="i-lucide-rotate-ccw h-3.5 w-3.5" aria-hidden="true" />
              Restaurar predeterminada
            </button>
          )}
        </div>
      </div>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <ImageUrlField id="hero-imageUrl" label="URL de la imagen" value={form.values.imageUrl} onChange={(url) => form.setField("imageUrl", url)} error={form.errors.imageUrl} />
        <button type="submit" className="btn-primary w-full" disabled={form.submitting}>
          Establecer imagen
        </button>
      </form>
    </section>
  );
}
