/**
 * The admin in Spanish: the default language and the reference every other admin locale must match key for key
 * (admin-locales.test.ts). Loaded only by admin chunks: public pages never carry these texts.
 */
export default {
  language: {
    label: "Idioma del panel",
    change: "Idioma del panel: {{language}}. Cambiar idioma",
  },
  demo: {
    region: "Contenido de demostración",
    notice: "Tu sitio muestra contenido de demostración.",
    explanation: "Los proyectos, artículos y el CV de ejemplo son visibles para tus visitantes hasta que los elimines.",
    remove: "Eliminar el contenido de demostración",
    confirmTitle: "¿Eliminar todo el contenido de demostración?",
    confirmText: "Se eliminan los proyectos, artículos, experiencia, formación, habilidades y datos de contacto de ejemplo. Lo que hayas escrito o renombrado tú se conserva.",
    confirm: "Eliminar",
    cancel: "Cancelar",
    removedTitle: "Contenido de demostración eliminado",
    removedText: "Tu sitio ya no muestra el portafolio de ejemplo.",
    error: "Error",
    failed: "No se pudo eliminar el contenido de demostración.",
  },
};
