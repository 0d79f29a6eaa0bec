import type { Language } from "../../shared/languages";

/**
 * What notifications say, in the language the owner reads the admin in. Kept here, on the server, because mails
 * are written without a browser; the admin's own texts live in web/i18n/admin.
 */
export type NotificationTexts = {
  /** Put before the visitor's subject: "Nuevo mensaje: <subject>". */
  subjectPrefix: string;
  intro: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The link to the message in the admin. */
  open: string;
  /** The hint that answering the mail answers the visitor (Reply-To is the visitor). */
  replyHint: string;
  testSubject: string;
  testBody: string;
  /** A sample message for the webhook test. */
  testName: string;
  testMessageSubject: string;
  testMessage: string;
  /** Put before the article's title: "Nueva respuesta en el fediverso: <title>". */
  replySubjectPrefix: string;
  replyIntro: string;
  /** The label of the reply's author ("Autor"), and the link to moderate it in the admin. */
  replyAuthor: string;
  replyOpen: string;
};

export const NOTIFICATION_TEXTS: Record<Language, NotificationTexts> = {
  es: {
    subjectPrefix: "Nuevo mensaje: ",
    intro: "Has recibido un mensaje nuevo a través del formulario de contacto de tu sitio.",
    name: "Nombre",
    email: "Correo electrónico",
    subject: "Asunto",
    message: "Mensaje",
    open: "Ver el mensaje en el panel",
    replyHint: "Si respondes a este correo, tu respuesta le llegará a quien te escribió.",
    testSubject: "Prueba de notificaciones de tu portafolio",
    testBody: "Este es un mensaje de prueba. Si lo recibes, los avisos de mensajes nuevos funcionan.",
    testName: "Prueba del portafolio",
    testMessageSubject: "Mensaje de prueba",
    testMessage: "Si ves esto, los avisos de mensajes nuevos llegan aquí.",
    replySubjectPrefix: "Nueva respuesta en el fediverso: ",
    replyIntro: "Alguien respondió a tu artículo desde el fediverso. La respuesta espera tu aprobación antes de mostrarse.",
    replyAuthor: "Autor",
    replyOpen: "Revisar la respuesta en el panel",
  },
  en: {
    subjectPrefix: "New message: ",
    intro: "You received a new message through your site's contact form.",
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    open: "View the message in the admin",
    replyHint: "Replying to this email answers the person who wrote to you.",
    testSubject: "Your portfolio's notification test",
    testBody: "This is a test message. If you received it, notifications of new messages work.",
    testName: "Portfolio test",
    testMessageSubject: "Test message",
    testMessage: "If you can read this, notifications of new messages arrive here.",
    replySubjectPrefix: "New reply from the fediverse: ",
    replyIntro: "Someone replied to your article from the fediverse. The reply waits for your approval before it is shown.",
    replyAuthor: "Author",
    replyOpen: "Review the reply in the admin",
  },
  fr: {
    subjectPrefix: "Nouveau message : ",
    intro: "Vous avez reçu un nouveau message via le formulaire de contact de votre site.",
    name: "Nom",
    email: "E-mail",
    subject: "Objet",
    message: "Message",
    open: "Voir le message dans l’administration",
    replyHint: "Si vous répondez à cet e-mail, votre réponse parviendra à la personne qui vous a écrit.",
    testSubject: "Test des notifications de votre portfolio",
    testBody: "Ceci est un message de test. Si vous le recevez, les notifications de nouveaux messages fonctionnent.",
    testName: "Test du portfolio",
    testMessageSubject: "Message de test",
    testMessage: "Si vous lisez ceci, les notifications de nouveaux messages arrivent ici.",
    replySubjectPrefix: "Nouvelle réponse du fédivers : ",
    replyIntro: "Quelqu’un a répondu à votre article depuis le fédivers. La réponse attend votre approbation avant d’être affichée.",
    replyAuthor: "Auteur",
    replyOpen: "Examiner la réponse dans l’administration",
  },
  de: {
    subjectPrefix: "Neue Nachricht: ",
    intro: "Über das Kontaktformular Ihrer Website ist eine neue Nachricht eingegangen.",
    name: "Name",
    email: "E-Mail",
    subject: "Betreff",
    message: "Nachricht",
    open: "Nachricht in der Verwaltung ansehen",
    replyHint: "Wenn Sie auf diese E-Mail antworten, erreicht Ihre Antwort die Person, die Ihnen geschrieben hat.",
    testSubject: "Test der Benachrichtigungen Ihres Portfolios",
    testBody: "Dies ist eine Testnachricht. Wenn Sie sie erhalten, funktionieren die Benachrichtigungen über neue Nachrichten.",
    testName: "Portfolio-Test",
    testMessageSubject: "Testnachricht",
    testMessage: "Wenn Sie das lesen können, kommen Benachrichtigungen über neue Nachrichten hier an.",
    replySubjectPrefix: "Neue Antwort aus dem Fediverse: ",
    replyIntro: "Jemand hat im Fediverse auf Ihren Artikel geantwortet. Die Antwort wartet auf Ihre Freigabe, bevor sie angezeigt wird.",
    replyAuthor: "Autor",
    replyOpen: "Antwort in der Verwaltung prüfen",
  },
  it: {
    subjectPrefix: "Nuovo messaggio: ",
    intro: "Hai ricevuto un nuovo messaggio tramite il modulo di contatto del tuo sito.",
    name: "Nome",
    email: "Email",
    subject: "Oggetto",
    message: "Messaggio",
    open: "Vedi il messaggio nel pannello",
    replyHint: "Se rispondi a questa email, la risposta arriverà a chi ti ha scritto.",
    testSubject: "Prova delle notifiche del tuo portfolio",
    testBody: "Questo è un messaggio di prova. Se lo ricevi, le notifiche dei nuovi messaggi funzionano.",
    testName: "Prova del portfolio",
    testMessageSubject: "Messaggio di prova",
    testMessage: "Se leggi questo, le notifiche dei nuovi messaggi arrivano qui.",
    replySubjectPrefix: "Nuova risposta dal fediverso: ",
    replyIntro: "Qualcuno ha risposto al tuo articolo dal fediverso. La risposta attende la tua approvazione prima di essere mostrata.",
    replyAuthor: "Autore",
    replyOpen: "Esamina la risposta nel pannello",
  },
  pt: {
    subjectPrefix: "Nova mensagem: ",
    intro: "Recebeu uma nova mensagem através do formulário de contacto do seu site.",
    name: "Nome",
    email: "E-mail",
    subject: "Assunto",
    message: "Mensagem",
    open: "Ver a mensagem no painel",
    replyHint: "Se responder a este e-mail, a resposta chega a quem lhe escreveu.",
    testSubject: "Teste das notificações do seu portfólio",
    testBody: "Esta é uma mensagem de teste. Se a recebeu, as notificações de novas mensagens funcionam.",
    testName: "Teste do portfólio",
    testMessageSubject: "Mensagem de teste",
    testMessage: "Se consegue ler isto, as notificações de novas mensagens chegam aqui.",
    replySubjectPrefix: "Nova resposta do fediverso: ",
    replyIntro: "Alguém respondeu ao seu artigo a partir do fediverso. A resposta aguarda a sua aprovação antes de ser mostrada.",
    replyAuthor: "Autor",
    replyOpen: "Rever a resposta no painel",
  },
  ja: {
    subjectPrefix: "新しいメッセージ: ",
    intro: "サイトのお問い合わせフォームから新しいメッセージが届きました。",
    name: "名前",
    email: "メールアドレス",
    subject: "件名",
    message: "メッセージ",
    open: "管理画面でメッセージを見る",
    replyHint: "このメールに返信すると、送信者に返信が届きます。",
    testSubject: "ポートフォリオの通知テスト",
    testBody: "これはテストメッセージです。受信できていれば、新着メッセージの通知は正常に動作しています。",
    testName: "ポートフォリオのテスト",
    testMessageSubject: "テストメッセージ",
    testMessage: "これが読めれば、新着メッセージの通知はここに届きます。",
    replySubjectPrefix: "フェディバースからの新しい返信: ",
    replyIntro: "フェディバースからあなたの記事に返信がありました。承認されるまで返信は表示されません。",
    replyAuthor: "投稿者",
    replyOpen: "管理画面で返信を確認する",
  },
  zh: {
    subjectPrefix: "新消息：",
    intro: "您通过网站的联系表单收到了一条新消息。",
    name: "姓名",
    email: "电子邮件",
    subject: "主题",
    message: "消息",
    open: "在管理后台查看消息",
    replyHint: "回复这封邮件，您的回复会发送给给您写信的人。",
    testSubject: "您的作品集通知测试",
    testBody: "这是一封测试邮件。如果您收到了它，新消息通知就能正常工作。",
    testName: "作品集测试",
    testMessageSubject: "测试消息",
    testMessage: "如果您能看到这条内容，新消息通知会发送到这里。",
    replySubjectPrefix: "来自联邦宇宙的新回复：",
    replyIntro: "有人在联邦宇宙中回复了您的文章。该回复需经您批准后才会显示。",
    replyAuthor: "作者",
    replyOpen: "在管理后台审核回复",
  },
};
