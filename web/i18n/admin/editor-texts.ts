/**
 * Jodit's own Spanish speaks to the writer as "usted" ("Escriba algo...", "¿Está seguro?"); the admin says "tú"
 * everywhere, the editor included. These replace every such text of Jodit's Spanish pack (given to the editor as
 * its `i18n` option); spanish-tone.test.ts reads the editor's texts through them.
 */
export const EDITOR_TEXT_OVERRIDES = {
  es: {
    "Type something": "Escribe algo…",
    "The pasted content is coming from a Microsoft Word/Excel document. Do you want to keep the format or clean it up?":
      "El contenido pegado viene de un documento de Microsoft Word/Excel. ¿Quieres mantener el formato o limpiarlo?",
    "Your browser doesn't support direct access to the clipboard.": "Tu navegador no permite el acceso directo al portapapeles.",
    "Please enter a web address": "Escribe una dirección web",
    "Press Alt for custom resizing": "Mantén Alt pulsada para cambiar el tamaño libremente",
    "Are you sure?": "¿Seguro?",
    "Enter Directory name": "Escribe el nombre de la carpeta",
    "type name": "Escribe el nombre",
    "type dir name": "Escribe el nombre de la carpeta",
    "Please fill out this field": "Rellena este campo",
    "For information about the license, please go to our website:": "Para información sobre la licencia, visita nuestro sitio:",
    "Buy full version": "Compra la versión completa",
  },
} as const;
