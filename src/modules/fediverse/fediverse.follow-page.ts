import type { Language } from "../../shared/languages";
import { FEDIVERSE_FOLLOW_PATH } from "../../shared/schemas/fediverse";
import { escapeHtml } from "../notifications/notifications.mail";

/** Why a visitor was not sent on to their server. */
export type FollowFromProblem = "invalid" | "refused" | "unreachable" | "off" | "tooMany";

type FollowPageTexts = Record<FollowFromProblem | "title" | "label" | "button" | "back" | "handOff" | "continue", string>;

/** What the page says, in the visitor's language; `{server}` is what they typed. */
export const FOLLOW_PAGE_TEXTS: Record<Language, FollowPageTexts> = {
  es: {
    handOff: "Te llevamos a {server}…",
    continue: "Continuar",
    title: "Seguir desde tu servidor",
    label: "Tu servidor (por ejemplo, mastodon.social)",
    button: "Seguir",
    back: "Volver al sitio",
    invalid: "Escribe el nombre de un servidor, como mastodon.social.",
    refused: "«{server}» no es un servidor público al que se pueda llegar.",
    unreachable: "No se pudo contactar con «{server}». Revisa el nombre y vuelve a intentarlo.",
    off: "Ahora mismo este sitio no se puede seguir desde el fediverso.",
    tooMany: "Demasiados intentos. Espera un minuto y vuelve a probar.",
  },
  en: {
    handOff: "Taking you to {server}…",
    continue: "Continue",
    title: "Follow from your server",
    label: "Your server (for example, mastodon.social)",
    button: "Follow",
    back: "Back to the site",
    invalid: "Enter a server's name, such as mastodon.social.",
    refused: "“{server}” is not a public server that can be reached.",
    unreachable: "“{server}” could not be reached. Check the name and try again.",
    off: "This site cannot be followed from the fediverse right now.",
    tooMany: "Too many tries. Wait a minute and try again.",
  },
  fr: {
    handOff: "Direction {server}…",
    continue: "Continuer",
    title: "Suivre depuis votre serveur",
    label: "Votre serveur (par exemple, mastodon.social)",
    button: "Suivre",
    back: "Retour au site",
    invalid: "Saisissez le nom d’un serveur, comme mastodon.social.",
    refused: "« {server} » n’est pas un serveur public joignable.",
    unreachable: "Impossible de joindre « {server} ». Vérifiez le nom et réessayez.",
    off: "Ce site ne peut pas être suivi depuis le fédivers pour le moment.",
    tooMany: "Trop d’essais. Attendez une minute et réessayez.",
  },
  de: {
    handOff: "Weiter zu {server} …",
    continue: "Weiter",
    title: "Von Ihrem Server aus folgen",
    label: "Ihr Server (zum Beispiel mastodon.social)",
    button: "Folgen",
    back: "Zurück zur Website",
    invalid: "Geben Sie den Namen eines Servers ein, etwa mastodon.social.",
    refused: "„{server}“ ist kein öffentlich erreichbarer Server.",
    unreachable: "„{server}“ war nicht erreichbar. Prüfen Sie den Namen und versuchen Sie es erneut.",
    off: "Dieser Website kann im Moment nicht aus dem Fediverse gefolgt werden.",
    tooMany: "Zu viele Versuche. Warten Sie eine Minute und versuchen Sie es erneut.",
  },
  it: {
    handOff: "Ti portiamo su {server}…",
    continue: "Continua",
    title: "Segui dal tuo server",
    label: "Il tuo server (per esempio, mastodon.social)",
    button: "Segui",
    back: "Torna al sito",
    invalid: "Inserisci il nome di un server, come mastodon.social.",
    refused: "«{server}» non è un server pubblico raggiungibile.",
    unreachable: "Impossibile raggiungere «{server}». Controlla il nome e riprova.",
    off: "Al momento questo sito non si può seguire dal fediverso.",
    tooMany: "Troppi tentativi. Aspetta un minuto e riprova.",
  },
  pt: {
    handOff: "A levá-lo para {server}…",
    continue: "Continuar",
    title: "Seguir a partir do seu servidor",
    label: "O seu servidor (por exemplo, mastodon.social)",
    button: "Seguir",
    back: "Voltar ao site",
    invalid: "Escreva o nome de um servidor, como mastodon.social.",
    refused: "«{server}» não é um servidor público acessível.",
    unreachable: "Não foi possível contactar «{server}». Verifique o nome e tente de novo.",
    off: "De momento, este site não pode ser seguido a partir do fediverso.",
    tooMany: "Demasiadas tentativas. Aguarde um minuto e tente de novo.",
  },
  ja: {
    handOff: "{server} に移動しています…",
    continue: "続ける",
    title: "自分のサーバーからフォロー",
    label: "あなたのサーバー(例: mastodon.social)",
    button: "フォロー",
    back: "サイトに戻る",
    invalid: "mastodon.social のようにサーバー名を入力してください。",
    refused: "「{server}」は接続できる公開サーバーではありません。",
    unreachable: "「{server}」に接続できませんでした。名前を確認して、もう一度お試しください。",
    off: "現在、このサイトはフェディバースからフォローできません。",
    tooMany: "試行回数が多すぎます。1 分ほど待ってから、もう一度お試しください。",
  },
  zh: {
    handOff: "正在前往 {server}…",
    continue: "继续",
    title: "从你的服务器关注",
    label: "你的服务器(例如 mastodon.social)",
    button: "关注",
    back: "返回网站",
    invalid: "请输入服务器名称,例如 mastodon.social。",
    refused: "“{server}”不是可以访问的公共服务器。",
    unreachable: "无法连接“{server}”。请检查名称后重试。",
    off: "目前无法从联邦宇宙关注本站。",
    tooMany: "尝试次数过多。请等一分钟后再试。",
  },
};

/**
 * The page a visitor without JavaScript (or with a server name that does not work) lands on: what went wrong, in
 * their language, and the form again with what they typed, to correct it. No script at all.
 */
export function renderFollowPage({ lang, problem, server }: { lang: Language; problem: FollowFromProblem; server: string }): string {
  const texts = FOLLOW_PAGE_TEXTS[lang];
  const message = texts[problem].replace("{server}", server);
  const form =
    problem === "off"
      ? ""
      : `<form method="get" action="${FEDIVERSE_FOLLOW_PATH}"><input type="hidden" name="lang" value="${lang}">
<label for="server">${escapeHtml(texts.label)}</label>
<input id="server" name="server" value="${escapeHtml(server)}" required maxlength="320" autocapitalize="none" spellcheck="false" aria-describedby="problem" aria-invalid="true">
<button type="submit">${escapeHtml(texts.button)}</button></form>`;
  return page(
    lang,
    texts,
    "",
    `<p id="problem" role="alert">${escapeHtml(message)}</p>
${form}`,
  );
}

/**
 * Where a browser's form is sent on: a page that moves on at once (and a link, if it does not). Not a redirect: the
 * site's Content-Security-Policy (`form-action 'self'`) forbids a form's navigation from being redirected to
 * another site, while a page's own refresh is a navigation of its own.
 */
export function renderHandOffPage({ lang, server, location }: { lang: Language; server: string; location: string }): string {
  const texts = FOLLOW_PAGE_TEXTS[lang];
  return page(
    lang,
    texts,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(location)}">`,
    `<p>${escapeHtml(texts.handOff.replace("{server}", server))}</p>
<p><a id="continue" href="${escapeHtml(location)}" rel="noreferrer">${escapeHtml(texts.continue)}</a></p>`,
  );
}

function page(lang: Language, texts: FollowPageTexts, head: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">${head}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(texts.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.08)}
h1{font-size:1.35rem;margin:0 0 .75rem}p{line-height:1.55;color:#334155}#problem{color:#b91c1c;font-weight:600}
label{display:block;font-weight:600;margin:1rem 0 .4rem}input{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #b91c1c;border-radius:8px}
button{margin-top:.75rem;font:inherit;font-weight:600;padding:.65rem 1.2rem;border:0;border-radius:8px;background:#0f172a;color:#fff;cursor:pointer}a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
${body}
<p><a href="/?lang=${lang}">${escapeHtml(texts.back)}</a></p>
</main>
</body>
</html>`;
}
