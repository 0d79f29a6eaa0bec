import type { AdminSection } from "./index";

/**
 * /admin/projects: putting the project cards in order by dragging them, or from the keyboard (the handle's arrow
 * keys, or the buttons), with what a screen reader hears after each move, in every language.
 */
export default {
  es: {
    hint: "Arrastra las tarjetas para elegir el orden en que las ven tus visitantes. Con el teclado: enfoca el asa y usa las flechas.",
    handle: "Mover «{{title}}», posición {{position}} de {{total}}",
    earlier: "Mover «{{title}}» antes",
    later: "Mover «{{title}}» después",
    moved: "«{{title}}» está ahora en la posición {{position}} de {{total}}.",
    saveFailed: "No se pudo guardar el nuevo orden",
  },
  en: {
    hint: "Drag the cards to choose the order your visitors see them in. With the keyboard: focus the handle and use the arrow keys.",
    handle: 'Move "{{title}}", position {{position}} of {{total}}',
    earlier: 'Move "{{title}}" earlier',
    later: 'Move "{{title}}" later',
    moved: '"{{title}}" is now in position {{position}} of {{total}}.',
    saveFailed: "The new order could not be saved",
  },
  fr: {
    hint: "Faites glisser les cartes pour choisir l’ordre dans lequel vos visiteurs les voient. Au clavier : placez le focus sur la poignée et utilisez les flèches.",
    handle: "Déplacer « {{title}} », position {{position}} sur {{total}}",
    earlier: "Placer « {{title}} » avant",
    later: "Placer « {{title}} » après",
    moved: "« {{title}} » est maintenant en position {{position}} sur {{total}}.",
    saveFailed: "Le nouvel ordre n’a pas pu être enregistré",
  },
  de: {
    hint: "Ziehen Sie die Karten, um die Reihenfolge festzulegen, in der Ihre Besucher sie sehen. Mit der Tastatur: den Griff fokussieren und die Pfeiltasten verwenden.",
    handle: "„{{title}}“ verschieben, Position {{position}} von {{total}}",
    earlier: "„{{title}}“ nach vorne verschieben",
    later: "„{{title}}“ nach hinten verschieben",
    moved: "„{{title}}“ ist jetzt auf Position {{position}} von {{total}}.",
    saveFailed: "Die neue Reihenfolge konnte nicht gespeichert werden",
  },
  it: {
    hint: "Trascina le schede per scegliere l’ordine in cui le vedono i tuoi visitatori. Da tastiera: metti il focus sulla maniglia e usa le frecce.",
    handle: "Sposta «{{title}}», posizione {{position}} di {{total}}",
    earlier: "Sposta «{{title}}» prima",
    later: "Sposta «{{title}}» dopo",
    moved: "«{{title}}» ora è in posizione {{position}} di {{total}}.",
    saveFailed: "Non è stato possibile salvare il nuovo ordine",
  },
  pt: {
    hint: "Arraste os cartões para escolher a ordem em que os seus visitantes os veem. Com o teclado: foque a pega e use as setas.",
    handle: "Mover «{{title}}», posição {{position}} de {{total}}",
    earlier: "Mover «{{title}}» para antes",
    later: "Mover «{{title}}» para depois",
    moved: "«{{title}}» está agora na posição {{position}} de {{total}}.",
    saveFailed: "Não foi possível guardar a nova ordem",
  },
  ja: {
    hint: "カードをドラッグして、訪問者に表示される順番を決めます。キーボードの場合は、ハンドルにフォーカスして矢印キーを使います。",
    handle: "「{{title}}」を移動（{{total}} 件中 {{position}} 番目）",
    earlier: "「{{title}}」を前へ移動",
    later: "「{{title}}」を後ろへ移動",
    moved: "「{{title}}」は {{total}} 件中 {{position}} 番目になりました。",
    saveFailed: "新しい順番を保存できませんでした",
  },
  zh: {
    hint: "拖动卡片，决定访客看到它们的顺序。使用键盘时：聚焦拖动柄，然后使用方向键。",
    handle: "移动“{{title}}”，第 {{position}} 个，共 {{total}} 个",
    earlier: "将“{{title}}”前移",
    later: "将“{{title}}”后移",
    moved: "“{{title}}”现在是第 {{position}} 个，共 {{total}} 个。",
    saveFailed: "无法保存新的顺序",
  },
} satisfies AdminSection;
