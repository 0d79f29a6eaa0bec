import type { Language } from "../../shared/languages";

/**
 * What readers read from the server, in their language: the mails and the small pages the links in them open (and
 * the form answers without JavaScript). `{site}` is the site's name.
 */
export type SubscriberTexts = {
  confirmSubject: string;
  confirmIntro: string;
  confirmAction: string;
  confirmIgnore: string;
  articleBy: string;
  readArticle: string;
  whyYouGetThis: string;
  unsubscribe: string;
  pageConfirmTitle: string;
  pageConfirmText: string;
  pageConfirmed: string;
  pageUnsubscribeTitle: string;
  pageUnsubscribeText: string;
  pageUnsubscribed: string;
  pageSent: string;
  pageBadLink: string;
  pageBadAddress: string;
  pageTooMany: string;
  back: string;
};

export const SUBSCRIBER_TEXTS: Record<Language, SubscriberTexts> = {
  es: {
    confirmSubject: "Confirma tu suscripción a {site}",
    confirmIntro: "Alguien (seguramente tú) ha pedido recibir por correo los nuevos artículos de {site}.",
    confirmAction: "Confirmar la suscripción",
    confirmIgnore: "Si no fuiste tú, ignora este correo: no recibirás nada y la petición se borra en 7 días.",
    articleBy: "por {owner}",
    readArticle: "Leer el artículo",
    whyYouGetThis: "Recibes este correo porque te suscribiste a los artículos de {site}.",
    unsubscribe: "Darse de baja",
    pageConfirmTitle: "Confirma tu suscripción",
    pageConfirmText: "Pulsa el botón para recibir por correo los nuevos artículos de {site}.",
    pageConfirmed: "¡Listo! Recibirás un correo con cada nuevo artículo.",
    pageUnsubscribeTitle: "Darse de baja",
    pageUnsubscribeText: "Pulsa el botón para dejar de recibir los artículos de {site} por correo.",
    pageUnsubscribed: "Te has dado de baja. No recibirás más correos.",
    pageSent: "Revisa tu bandeja de entrada: te hemos enviado un enlace para confirmar la suscripción.",
    pageBadLink: "Este enlace no es válido o ha caducado. Puedes suscribirte de nuevo desde cualquier artículo.",
    pageBadAddress: "Esa dirección de correo no es válida.",
    pageTooMany: "Demasiados intentos. Vuelve a probar más tarde.",
    back: "Volver al sitio",
  },
  en: {
    confirmSubject: "Confirm your subscription to {site}",
    confirmIntro: "Someone (most likely you) asked to receive the new articles of {site} by e-mail.",
    confirmAction: "Confirm the subscription",
    confirmIgnore: "If it was not you, ignore this mail: you will get nothing, and the request is deleted in 7 days.",
    articleBy: "by {owner}",
    readArticle: "Read the article",
    whyYouGetThis: "You get this mail because you subscribed to the articles of {site}.",
    unsubscribe: "Unsubscribe",
    pageConfirmTitle: "Confirm your subscription",
    pageConfirmText: "Press the button to receive the new articles of {site} by e-mail.",
    pageConfirmed: "Done! You will get a mail with each new article.",
    pageUnsubscribeTitle: "Unsubscribe",
    pageUnsubscribeText: "Press the button to stop receiving the articles of {site} by e-mail.",
    pageUnsubscribed: "You are unsubscribed. You will get no more mails.",
    pageSent: "Check your inbox: we sent you a link to confirm the subscription.",
    pageBadLink: "This link is not valid or has expired. You can subscribe again from any article.",
    pageBadAddress: "That e-mail address is not valid.",
    pageTooMany: "Too many tries. Please try again later.",
    back: "Back to the site",
  },
  fr: {
    confirmSubject: "Confirmez votre abonnement à {site}",
    confirmIntro: "Quelqu'un (sans doute vous) a demandé à recevoir par e-mail les nouveaux articles de {site}.",
    confirmAction: "Confirmer l'abonnement",
    confirmIgnore: "Si ce n'était pas vous, ignorez ce message : vous ne recevrez rien et la demande est effacée sous 7 jours.",
    articleBy: "par {owner}",
    readArticle: "Lire l'article",
    whyYouGetThis: "Vous recevez ce message car vous êtes abonné aux articles de {site}.",
    unsubscribe: "Se désabonner",
    pageConfirmTitle: "Confirmez votre abonnement",
    pageConfirmText: "Appuyez sur le bouton pour recevoir par e-mail les nouveaux articles de {site}.",
    pageConfirmed: "C'est fait ! Vous recevrez un e-mail à chaque nouvel article.",
    pageUnsubscribeTitle: "Se désabonner",
    pageUnsubscribeText: "Appuyez sur le bouton pour ne plus recevoir les articles de {site} par e-mail.",
    pageUnsubscribed: "Vous êtes désabonné. Vous ne recevrez plus d'e-mails.",
    pageSent: "Consultez votre boîte de réception : nous vous avons envoyé un lien pour confirmer l'abonnement.",
    pageBadLink: "Ce lien n'est pas valide ou a expiré. Vous pouvez vous réabonner depuis n'importe quel article.",
    pageBadAddress: "Cette adresse e-mail n'est pas valide.",
    pageTooMany: "Trop de tentatives. Réessayez plus tard.",
    back: "Retour au site",
  },
  de: {
    confirmSubject: "Bestätigen Sie Ihr Abonnement von {site}",
    confirmIntro: "Jemand (wahrscheinlich Sie) möchte die neuen Artikel von {site} per E-Mail erhalten.",
    confirmAction: "Abonnement bestätigen",
    confirmIgnore: "Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Sie erhalten nichts, und die Anfrage wird in 7 Tagen gelöscht.",
    articleBy: "von {owner}",
    readArticle: "Artikel lesen",
    whyYouGetThis: "Sie erhalten diese E-Mail, weil Sie die Artikel von {site} abonniert haben.",
    unsubscribe: "Abmelden",
    pageConfirmTitle: "Abonnement bestätigen",
    pageConfirmText: "Drücken Sie die Schaltfläche, um die neuen Artikel von {site} per E-Mail zu erhalten.",
    pageConfirmed: "Fertig! Sie erhalten zu jedem neuen Artikel eine E-Mail.",
    pageUnsubscribeTitle: "Abmelden",
    pageUnsubscribeText: "Drücken Sie die Schaltfläche, um die Artikel von {site} nicht mehr per E-Mail zu erhalten.",
    pageUnsubscribed: "Sie sind abgemeldet. Sie erhalten keine E-Mails mehr.",
    pageSent: "Sehen Sie in Ihren Posteingang: Wir haben Ihnen einen Link zur Bestätigung geschickt.",
    pageBadLink: "Dieser Link ist ungültig oder abgelaufen. Sie können sich bei jedem Artikel erneut anmelden.",
    pageBadAddress: "Diese E-Mail-Adresse ist ungültig.",
    pageTooMany: "Zu viele Versuche. Bitte versuchen Sie es später erneut.",
    back: "Zurück zur Website",
  },
  it: {
    confirmSubject: "Conferma la tua iscrizione a {site}",
    confirmIntro: "Qualcuno (probabilmente tu) ha chiesto di ricevere via e-mail i nuovi articoli di {site}.",
    confirmAction: "Conferma l'iscrizione",
    confirmIgnore: "Se non sei stato tu, ignora questa e-mail: non riceverai nulla e la richiesta viene cancellata entro 7 giorni.",
    articleBy: "di {owner}",
    readArticle: "Leggi l'articolo",
    whyYouGetThis: "Ricevi questa e-mail perché ti sei iscritto agli articoli di {site}.",
    unsubscribe: "Annulla l'iscrizione",
    pageConfirmTitle: "Conferma la tua iscrizione",
    pageConfirmText: "Premi il pulsante per ricevere via e-mail i nuovi articoli di {site}.",
    pageConfirmed: "Fatto! Riceverai un'e-mail per ogni nuovo articolo.",
    pageUnsubscribeTitle: "Annulla l'iscrizione",
    pageUnsubscribeText: "Premi il pulsante per non ricevere più gli articoli di {site} via e-mail.",
    pageUnsubscribed: "Iscrizione annullata. Non riceverai altre e-mail.",
    pageSent: "Controlla la posta in arrivo: ti abbiamo inviato un link per confermare l'iscrizione.",
    pageBadLink: "Questo link non è valido o è scaduto. Puoi iscriverti di nuovo da qualsiasi articolo.",
    pageBadAddress: "Questo indirizzo e-mail non è valido.",
    pageTooMany: "Troppi tentativi. Riprova più tardi.",
    back: "Torna al sito",
  },
  pt: {
    confirmSubject: "Confirme a sua subscrição de {site}",
    confirmIntro: "Alguém (provavelmente você) pediu para receber por e-mail os novos artigos de {site}.",
    confirmAction: "Confirmar a subscrição",
    confirmIgnore: "Se não foi você, ignore este e-mail: não receberá nada e o pedido é apagado em 7 dias.",
    articleBy: "por {owner}",
    readArticle: "Ler o artigo",
    whyYouGetThis: "Recebe este e-mail porque subscreveu os artigos de {site}.",
    unsubscribe: "Cancelar a subscrição",
    pageConfirmTitle: "Confirme a sua subscrição",
    pageConfirmText: "Carregue no botão para receber por e-mail os novos artigos de {site}.",
    pageConfirmed: "Feito! Receberá um e-mail com cada novo artigo.",
    pageUnsubscribeTitle: "Cancelar a subscrição",
    pageUnsubscribeText: "Carregue no botão para deixar de receber os artigos de {site} por e-mail.",
    pageUnsubscribed: "A subscrição foi cancelada. Não receberá mais e-mails.",
    pageSent: "Veja a sua caixa de entrada: enviámos-lhe um link para confirmar a subscrição.",
    pageBadLink: "Este link não é válido ou expirou. Pode subscrever de novo a partir de qualquer artigo.",
    pageBadAddress: "Esse endereço de e-mail não é válido.",
    pageTooMany: "Demasiadas tentativas. Tente novamente mais tarde.",
    back: "Voltar ao site",
  },
  ja: {
    confirmSubject: "{site} の購読を確認してください",
    confirmIntro: "どなたか（おそらくあなた）が {site} の新しい記事をメールで受け取るよう申し込みました。",
    confirmAction: "購読を確認する",
    confirmIgnore: "心当たりがない場合はこのメールを無視してください。何も届かず、申し込みは7日後に削除されます。",
    articleBy: "{owner} 著",
    readArticle: "記事を読む",
    whyYouGetThis: "{site} の記事を購読しているため、このメールが届いています。",
    unsubscribe: "購読を解除する",
    pageConfirmTitle: "購読の確認",
    pageConfirmText: "ボタンを押すと、{site} の新しい記事がメールで届くようになります。",
    pageConfirmed: "完了しました。新しい記事のたびにメールが届きます。",
    pageUnsubscribeTitle: "購読の解除",
    pageUnsubscribeText: "ボタンを押すと、{site} の記事のメールが届かなくなります。",
    pageUnsubscribed: "購読を解除しました。今後メールは届きません。",
    pageSent: "受信トレイをご確認ください。購読を確認するリンクをお送りしました。",
    pageBadLink: "このリンクは無効か、期限が切れています。どの記事からでも再度購読できます。",
    pageBadAddress: "メールアドレスが正しくありません。",
    pageTooMany: "試行回数が多すぎます。しばらくしてからもう一度お試しください。",
    back: "サイトに戻る",
  },
  zh: {
    confirmSubject: "请确认订阅 {site}",
    confirmIntro: "有人（很可能是您）申请通过电子邮件接收 {site} 的新文章。",
    confirmAction: "确认订阅",
    confirmIgnore: "如果不是您本人，请忽略此邮件：您不会收到任何内容，该申请将在 7 天后删除。",
    articleBy: "作者：{owner}",
    readArticle: "阅读文章",
    whyYouGetThis: "您收到此邮件，是因为您订阅了 {site} 的文章。",
    unsubscribe: "退订",
    pageConfirmTitle: "确认订阅",
    pageConfirmText: "点击按钮，即可通过电子邮件接收 {site} 的新文章。",
    pageConfirmed: "完成！每篇新文章发布时您都会收到一封邮件。",
    pageUnsubscribeTitle: "退订",
    pageUnsubscribeText: "点击按钮，即不再通过电子邮件接收 {site} 的文章。",
    pageUnsubscribed: "您已退订，不会再收到邮件。",
    pageSent: "请查看收件箱：我们已发送一个确认订阅的链接。",
    pageBadLink: "此链接无效或已过期。您可以在任意文章下重新订阅。",
    pageBadAddress: "该电子邮件地址无效。",
    pageTooMany: "尝试次数过多，请稍后再试。",
    back: "返回网站",
  },
};

/** A text with its `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
