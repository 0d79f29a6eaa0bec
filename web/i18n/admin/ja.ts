import type { AdminResources } from "./index";

/** The admin in Japanese. */
export default {
  "language": {
    "label": "管理画面の言語",
    "change": "管理画面の言語: {{language}}。言語を変更"
  },
  "demo": {
    "region": "デモコンテンツ",
    "notice": "サイトにデモコンテンツが表示されています。",
    "explanation": "サンプルのプロジェクト、記事、経歴は削除するまで訪問者に表示されます。",
    "remove": "デモコンテンツを削除",
    "confirmTitle": "デモコンテンツをすべて削除しますか？",
    "confirmText": "サンプルのプロジェクト、記事、職歴、学歴、スキル、連絡先が削除されます。ご自身で書いたものや名前を変更したものは残ります。",
    "confirm": "削除",
    "cancel": "キャンセル",
    "removedTitle": "デモコンテンツを削除しました",
    "removedText": "サイトにサンプルのポートフォリオは表示されなくなりました。",
    "error": "エラー",
    "failed": "デモコンテンツを削除できませんでした。"
  }
} satisfies AdminResources;
