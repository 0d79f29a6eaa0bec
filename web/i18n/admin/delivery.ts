import type { AdminSection } from "./index";

/** How a message's notifications stand, in the inbox, in every language (Spanish is the reference). */
export default {
  es: {
    pending: "Enviando aviso…",
    sent: "Aviso enviado",
    retrying: "Reintentando aviso",
    failed: "Aviso no enviado",
    attempts: "Intentos: {{count}}",
    retryingDetail: "Se volverá a intentar automáticamente. Último error: {{error}}",
    retryNow: "Reintentar ahora",
    retryLabel: "Reintentar el aviso del mensaje de {{name}}",
    retried: "El aviso se está enviando de nuevo.",
    retryFailed: "No se pudo reintentar el aviso.",
    doneTitle: "Listo"
  },
  en: {
    pending: "Sending notification…",
    sent: "Notification sent",
    retrying: "Retrying notification",
    failed: "Notification not sent",
    attempts: "Attempts: {{count}}",
    retryingDetail: "It will be retried automatically. Last error: {{error}}",
    retryNow: "Retry now",
    retryLabel: "Retry the notification of the message from {{name}}",
    retried: "The notification is being sent again.",
    retryFailed: "The notification could not be retried.",
    doneTitle: "Done"
  },
  fr: {
    pending: "Envoi de la notification…",
    sent: "Notification envoyée",
    retrying: "Nouvelle tentative de notification",
    failed: "Notification non envoyée",
    attempts: "Tentatives : {{count}}",
    retryingDetail: "Une nouvelle tentative aura lieu automatiquement. Dernière erreur : {{error}}",
    retryNow: "Réessayer maintenant",
    retryLabel: "Réessayer la notification du message de {{name}}",
    retried: "La notification est renvoyée.",
    retryFailed: "Impossible de relancer la notification.",
    doneTitle: "C’est fait"
  },
  de: {
    pending: "Benachrichtigung wird gesendet…",
    sent: "Benachrichtigung gesendet",
    retrying: "Benachrichtigung wird erneut versucht",
    failed: "Benachrichtigung nicht gesendet",
    attempts: "Versuche: {{count}}",
    retryingDetail: "Es wird automatisch erneut versucht. Letzter Fehler: {{error}}",
    retryNow: "Jetzt erneut versuchen",
    retryLabel: "Benachrichtigung zur Nachricht von {{name}} erneut versuchen",
    retried: "Die Benachrichtigung wird erneut gesendet.",
    retryFailed: "Die Benachrichtigung konnte nicht erneut versucht werden.",
    doneTitle: "Erledigt"
  },
  it: {
    pending: "Invio della notifica…",
    sent: "Notifica inviata",
    retrying: "Nuovo tentativo di notifica",
    failed: "Notifica non inviata",
    attempts: "Tentativi: {{count}}",
    retryingDetail: "Verrà ritentata automaticamente. Ultimo errore: {{error}}",
    retryNow: "Riprova ora",
    retryLabel: "Riprova la notifica del messaggio di {{name}}",
    retried: "La notifica viene inviata di nuovo.",
    retryFailed: "Non è stato possibile ritentare la notifica.",
    doneTitle: "Fatto"
  },
  pt: {
    pending: "A enviar o aviso…",
    sent: "Aviso enviado",
    retrying: "A tentar de novo o aviso",
    failed: "Aviso não enviado",
    attempts: "Tentativas: {{count}}",
    retryingDetail: "Será tentado de novo automaticamente. Último erro: {{error}}",
    retryNow: "Tentar agora",
    retryLabel: "Tentar de novo o aviso da mensagem de {{name}}",
    retried: "O aviso está a ser enviado de novo.",
    retryFailed: "Não foi possível tentar de novo o aviso.",
    doneTitle: "Feito"
  },
  ja: {
    pending: "通知を送信中…",
    sent: "通知済み",
    retrying: "通知を再試行中",
    failed: "通知できませんでした",
    attempts: "試行回数: {{count}}",
    retryingDetail: "自動的に再試行します。直近のエラー: {{error}}",
    retryNow: "今すぐ再試行",
    retryLabel: "{{name}} さんのメッセージの通知を再試行",
    retried: "通知をもう一度送信しています。",
    retryFailed: "通知を再試行できませんでした。",
    doneTitle: "完了"
  },
  zh: {
    pending: "正在发送通知…",
    sent: "通知已发送",
    retrying: "正在重试通知",
    failed: "通知未发送",
    attempts: "尝试次数：{{count}}",
    retryingDetail: "将自动重试。最近一次错误：{{error}}",
    retryNow: "立即重试",
    retryLabel: "重试 {{name}} 的消息通知",
    retried: "正在重新发送通知。",
    retryFailed: "无法重试通知。",
    doneTitle: "完成"
  }
} satisfies AdminSection;
