import type { AdminSection } from "./index";

/**
 * Deletes that can be undone (articles, projects, messages): the confirmation says so, the success toast offers
 * "Undo" for 10 seconds, and says what undoing did, in every language (Spanish is the reference).
 */
export default {
  es: {
    undo: "Deshacer",
    doneTitle: "Deshecho",
    doneText: "No se ha eliminado nada.",
    willBeDeleted: "«{{name}}» se eliminará. Podrás deshacerlo durante {{seconds}} segundos.",
    messageWillBeDeleted: "El mensaje de {{name}} se eliminará. Podrás deshacerlo durante {{seconds}} segundos.",
  },
  en: {
    undo: "Undo",
    doneTitle: "Undone",
    doneText: "Nothing was deleted.",
    willBeDeleted: '"{{name}}" will be deleted. You can undo this for {{seconds}} seconds.',
    messageWillBeDeleted: "The message from {{name}} will be deleted. You can undo this for {{seconds}} seconds.",
  },
  fr: {
    undo: "Annuler",
    doneTitle: "Annulé",
    doneText: "Rien n’a été supprimé.",
    willBeDeleted: "« {{name}} » sera supprimé. Vous pourrez annuler pendant {{seconds}} secondes.",
    messageWillBeDeleted: "Le message de {{name}} sera supprimé. Vous pourrez annuler pendant {{seconds}} secondes.",
  },
  de: {
    undo: "Rückgängig",
    doneTitle: "Rückgängig gemacht",
    doneText: "Es wurde nichts gelöscht.",
    willBeDeleted: "„{{name}}“ wird gelöscht. Sie können dies {{seconds}} Sekunden lang rückgängig machen.",
    messageWillBeDeleted: "Die Nachricht von {{name}} wird gelöscht. Sie können dies {{seconds}} Sekunden lang rückgängig machen.",
  },
  it: {
    undo: "Annulla",
    doneTitle: "Annullato",
    doneText: "Non è stato eliminato nulla.",
    willBeDeleted: "«{{name}}» verrà eliminato. Potrai annullare per {{seconds}} secondi.",
    messageWillBeDeleted: "Il messaggio di {{name}} verrà eliminato. Potrai annullare per {{seconds}} secondi.",
  },
  pt: {
    undo: "Desfazer",
    doneTitle: "Desfeito",
    doneText: "Nada foi eliminado.",
    willBeDeleted: "«{{name}}» será eliminado. Poderá desfazer durante {{seconds}} segundos.",
    messageWillBeDeleted: "A mensagem de {{name}} será eliminada. Poderá desfazer durante {{seconds}} segundos.",
  },
  ja: {
    undo: "元に戻す",
    doneTitle: "元に戻しました",
    doneText: "何も削除されていません。",
    willBeDeleted: "「{{name}}」を削除します。{{seconds}} 秒間は元に戻せます。",
    messageWillBeDeleted: "{{name}} さんからのメッセージを削除します。{{seconds}} 秒間は元に戻せます。",
  },
  zh: {
    undo: "撤销",
    doneTitle: "已撤销",
    doneText: "没有删除任何内容。",
    willBeDeleted: "“{{name}}”将被删除。你可以在 {{seconds}} 秒内撤销。",
    messageWillBeDeleted: "{{name}} 的消息将被删除。你可以在 {{seconds}} 秒内撤销。",
  },
} satisfies AdminSection;
