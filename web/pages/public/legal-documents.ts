/**
 * The three legal documents, published in Spanish only (spec §2: "Privacy policy (Spanish)" and so on). They are
 * not translations: every page shows them in Spanish, marked as such, with a note in the reader's language when
 * the interface is in another one (the `legal` namespace keeps only those interface texts).
 */
import type { Language } from "../../../src/shared/languages";

/** The language the documents are written in, whatever the interface language. */
export const LEGAL_DOCUMENTS_LANGUAGE: Language = "es";

export type LegalKind = "privacy" | "terms" | "cookies";
export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };
export type LegalDocument = { intro: string; sections: LegalSection[] };
/** Who the documents name, from site info; either may be unset. */
export type LegalParties = { ownerName?: string | null; contactEmail?: string | null };

/** A document with its owner and contact channel written in, in Spanish like the text around them. */
export function legalDocument(kind: LegalKind, { ownerName, contactEmail }: LegalParties): LegalDocument {
  const owner = ownerName || "su titular";
  const channel = contactEmail ? `el correo ${contactEmail} o el formulario de contacto` : "el formulario de contacto de este sitio";
  return DOCUMENTS[kind](owner, channel);
}

const DOCUMENTS: Record<LegalKind, (owner: string, channel: string) => LegalDocument> = {
  privacy: (owner, channel) => ({
    intro: "Esta política explica qué datos personales se recogen en este sitio web, para qué se usan y qué derechos tienes sobre ellos.",
    sections: [
      {
        heading: "Responsable del tratamiento",
        paragraphs: [
          `Los datos personales que se recogen en este sitio web los trata ${owner}, como responsable del tratamiento. Para cualquier consulta sobre privacidad puedes usar ${channel}.`,
        ],
      },
      {
        heading: "Qué datos se recogen",
        paragraphs: [
          "Los únicos datos personales que recoge este sitio son los que tú decides enviar: mediante el formulario de contacto, los que siguen; mediante el de suscripción, los del apartado siguiente.",
        ],
        items: ["Tu nombre.", "Tu dirección de correo electrónico.", "El asunto y el contenido de tu mensaje.", "La fecha y la hora del envío."],
      },
      {
        heading: "Suscripción a los artículos por correo",
        paragraphs: [
          "Si te suscribes para recibir los nuevos artículos por correo, se guardan tu dirección de correo electrónico, el idioma en que quieres recibirlos y las fechas en que pediste la suscripción, la confirmaste y, en su caso, te diste de baja. Solo se usan para enviarte un correo por cada artículo nuevo; no se comparten con nadie ni se envían a servicios de terceros.",
          `La suscripción necesita tu confirmación con el enlace que recibes por correo; si no la confirmas en 7 días, la petición se borra. Cada correo lleva un enlace para darte de baja con un solo clic, y también puedes pedir que se borren tus datos escribiendo por ${channel}.`,
          "Para que nadie pueda usar este sitio para llenar de correos el buzón de otra persona, una misma dirección recibe como mucho 3 correos de confirmación por hora y 5 por día, pida quien los pida. Para contarlos se guarda, durante 24 horas, una huella (SHA-256) de la dirección y la hora de cada envío, nunca la dirección.",
          "Si te das de baja, nadie más puede volver a suscribirte: durante los 30 días siguientes ninguna petición hecha en el formulario te envía correo alguno, y después una petición solo puede enviarte un único enlace de confirmación; la baja sigue en pie hasta que tú confirmes con ese enlace.",
        ],
      },
      {
        heading: "Datos técnicos",
        paragraphs: [
          "Para proteger el formulario frente a envíos masivos, el servidor usa tu dirección IP de forma temporal y solo en memoria: no se guarda junto a tu mensaje ni se utiliza para identificarte.",
          "El sitio no crea perfiles de visitantes ni utiliza cookies de seguimiento o de publicidad.",
        ],
      },
      {
        heading: "Estadísticas de visitas",
        paragraphs: [
          "Para saber qué se lee y de dónde llegan los lectores, el servidor de este sitio cuenta las visitas por sí mismo, sin cookies, sin guardar nada en tu navegador y sin servicios de terceros. De cada página vista se suma, por día:",
        ],
        items: [
          "La página, sin los parámetros de su dirección salvo el idioma.",
          "El nombre del sitio del que llegas (por ejemplo, «github.com»), nunca la dirección completa, o la campaña indicada en el enlace con utm_source o ref.",
          "El idioma en que se muestra la página.",
          "El tipo de dispositivo (móvil, tableta u ordenador) y la familia del navegador (por ejemplo, «Firefox»), deducidos de la identificación que envía tu navegador.",
          "Las direcciones que no existen, que se cuentan aparte.",
        ],
      },
      {
        heading: "Cómo se cuentan los visitantes sin identificarte",
        paragraphs: [
          "Para contar cuántas personas distintas visitan el sitio cada día, el servidor calcula una huella cifrada (un hash) de tu dirección IP y de la identificación de tu navegador, mezcladas con un valor secreto aleatorio que cambia cada día. El valor del día anterior se borra, así que tus visitas de un día no pueden relacionarse con las de otro. Ni tu dirección IP ni la identificación completa de tu navegador se guardan en disco ni en los registros del servidor; las huellas del día solo sirven para no contarte dos veces y se borran junto con el valor secreto. Las copias de seguridad no incluyen ni el valor secreto ni las huellas.",
          "Lo que se guarda son totales por día (por ejemplo, «la página de proyectos tuvo 12 visitas de 9 visitantes»), que no permiten saber quién visitó qué.",
          "No se cuentan las visitas de robots y buscadores, las vistas previas de enlaces de las redes sociales y aplicaciones de mensajería, las páginas que el navegador carga por adelantado sin mostrarlas, ni las del titular del sitio. Si tu navegador envía la señal Do Not Track (DNT) o Global Privacy Control (GPC), tu visita no se cuenta.",
          "El titular puede desactivar estas estadísticas por completo desde el panel de administración o al arrancar el servidor (STATS=0); entonces no se cuenta nada y el valor secreto del día se borra.",
        ],
      },
      {
        heading: "Finalidad y base legal",
        paragraphs: [
          "Tus datos se usan únicamente para leer tu mensaje y responderte y, si te suscribes, para enviarte los nuevos artículos. La base legal es tu consentimiento, que das al enviar el formulario (o al confirmar la suscripción) y que puedes retirar en cualquier momento. No se usan para enviarte publicidad ni para tomar decisiones automatizadas sobre ti.",
        ],
      },
      {
        heading: "Dónde se guardan y durante cuánto tiempo",
        paragraphs: [
          "Los mensajes se guardan en la base de datos propia de este sitio, en su propio servidor, y solo el responsable puede consultarlos a través de un panel de administración protegido.",
          "Se conservan mientras sean necesarios para atender tu consulta y, como máximo, durante doce meses desde el último contacto; después se eliminan.",
          `Los datos de una suscripción se guardan mientras estés suscrito. Si te das de baja, se guarda la constancia de la baja (tu dirección, tu idioma y las fechas de suscripción y de baja) durante 3 años desde la baja, como prueba de tu decisión y para no volver a escribirte; después se borra. Puedes pedir antes que se borre escribiendo por ${channel}.`,
        ],
      },
      {
        heading: "Destinatarios",
        paragraphs: [
          "Tus datos no se venden ni se ceden a terceros, salvo obligación legal. Para tratarlos no se utilizan servicios externos de correo masivo, analítica ni publicidad.",
        ],
      },
      {
        heading: "Tus derechos",
        paragraphs: [
          `Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad mediante ${channel}. Recibirás respuesta en un plazo máximo de un mes.`,
          "Si consideras que no se han respetado tus derechos, puedes presentar una reclamación ante la autoridad de protección de datos de tu país, como la Agencia Española de Protección de Datos en España o la Autoridad Nacional de Protección de Datos Personales en el Perú.",
        ],
      },
      {
        heading: "Seguridad",
        paragraphs: [
          "Se aplican medidas técnicas y organizativas razonables para proteger tus datos, como el acceso restringido y autenticado al panel de administración. Aun así, ningún sistema es totalmente invulnerable, por lo que te recomiendo no incluir datos especialmente sensibles en tus mensajes.",
        ],
      },
      {
        heading: "Cambios en esta política",
        paragraphs: [
          "Esta política puede actualizarse para reflejar cambios en el sitio o en la normativa. La fecha de la última actualización aparece al principio de esta página.",
        ],
      },
    ],
  }),
  terms: (owner, channel) => ({
    intro: "Estas condiciones regulan el uso de este sitio web. Al navegar por él aceptas cumplirlas; si no estás de acuerdo, te pido que no lo utilices.",
    sections: [
      {
        heading: "Sobre este sitio",
        paragraphs: [
          `Este sitio web es el portafolio profesional y el blog personal de ${owner}. Su finalidad es mostrar proyectos, experiencia y artículos, y ofrecer una vía de contacto. A través de él no se venden productos ni servicios.`,
        ],
      },
      {
        heading: "Uso aceptable",
        paragraphs: ["Puedes navegar, leer y compartir el contenido libremente. Al usar el sitio te comprometes a no:"],
        items: [
          "Enviar mensajes masivos, publicitarios o con contenido ilícito u ofensivo mediante el formulario de contacto.",
          "Intentar acceder sin autorización al panel de administración, al servidor o a sus datos.",
          "Interferir en el funcionamiento del sitio, por ejemplo con ataques automatizados o sobrecargando el servidor.",
          "Suplantar la identidad de otra persona al ponerte en contacto.",
        ],
      },
      {
        heading: "Propiedad intelectual",
        paragraphs: [
          `Los textos, imágenes, diseños y demás contenidos de este sitio pertenecen a ${owner} o a sus respectivos titulares y están protegidos por la normativa de propiedad intelectual. Puedes citar fragmentos breves siempre que indiques la fuente con un enlace al contenido original.`,
          "Los fragmentos de código publicados en los artículos pueden reutilizarse libremente en tus propios proyectos, salvo que se indique lo contrario. Las marcas y logotipos de terceros que aparecen en los proyectos pertenecen a sus propietarios.",
        ],
      },
      {
        heading: "Contenido de los artículos",
        paragraphs: [
          "Los artículos recogen opiniones y experiencias personales con fines informativos. Aunque se redactan con cuidado, pueden contener errores o quedar desactualizados y no constituyen asesoramiento profesional: aplícalos bajo tu propio criterio.",
        ],
      },
      {
        heading: "Enlaces externos",
        paragraphs: [
          "El sitio incluye enlaces a proyectos, perfiles y redes sociales de terceros. Esos sitios no están bajo mi control, por lo que no me hago responsable de su contenido ni de sus políticas de privacidad.",
        ],
      },
      {
        heading: "Responsabilidad",
        paragraphs: [
          `El sitio se ofrece tal cual, sin garantía de disponibilidad continua. En la medida en que lo permita la ley, ${owner} no será responsable de los daños derivados del uso del sitio o de la imposibilidad de acceder a él.`,
        ],
      },
      {
        heading: "Cambios y legislación aplicable",
        paragraphs: [
          `Estas condiciones pueden modificarse en cualquier momento; la versión vigente es la publicada en esta página. Se rigen por la legislación del país de residencia de ${owner}, sin perjuicio de los derechos que te reconozca la normativa de tu propio país.`,
        ],
      },
      {
        heading: "Contacto",
        paragraphs: [`Si tienes cualquier duda sobre estas condiciones, puedes usar ${channel}.`],
      },
    ],
  }),
  cookies: () => ({
    intro:
      "Aquí se explica qué cookies y tecnologías de almacenamiento similares utiliza este sitio. En resumen: no hay cookies de seguimiento ni de publicidad.",
    sections: [
      {
        heading: "¿Qué son las cookies?",
        paragraphs: [
          "Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar información entre visitas. Otras tecnologías, como el almacenamiento local del navegador, cumplen una función parecida.",
        ],
      },
      {
        heading: "Qué utiliza este sitio",
        paragraphs: [
          "Como visitante, este sitio no te instala cookies de seguimiento. Solo guarda en tu navegador lo estrictamente necesario para funcionar como esperas:",
        ],
        items: [
          "selectedLanguage e i18nextLng (almacenamiento local) y la cookie lang: recuerdan el idioma que has elegido, para mostrarte las páginas en él desde la primera carga.",
          "language (almacenamiento de sesión): evita conflictos al cambiar de idioma durante la visita y se borra al cerrar la pestaña.",
          "Una cookie de sesión y el dato token: solo cuando el administrador inicia sesión en el panel de administración; nunca se crean para los visitantes.",
        ],
      },
      {
        heading: "Analítica",
        paragraphs: [
          "Este sitio no usa servicios de analítica ni de medición de audiencia de terceros, como Google Analytics, ni cookies de medición. Cuenta las visitas con una estadística propia, integrada en su servidor, que no guarda nada en tu navegador: ni cookies ni almacenamiento local.",
          "Cuando pasas de una página a otra dentro del sitio, tu navegador envía al propio servidor un breve aviso con la página y el idioma mostrados; nunca a otro sitio. Si tu navegador envía la señal Do Not Track o Global Privacy Control, no se envía nada y tu visita no se cuenta. Qué se cuenta exactamente se explica en la política de privacidad.",
        ],
      },
      {
        heading: "Contenido de terceros",
        paragraphs: [
          "El sitio no inserta vídeos, botones sociales ni otros elementos de terceros que instalen cookies. Los enlaces para compartir en X (Twitter), LinkedIn y Facebook son enlaces normales: esas redes solo pueden usar sus propias cookies si haces clic y visitas su sitio.",
          "Algunas imágenes pueden cargarse desde servicios externos de alojamiento de imágenes, que reciben tu dirección IP como en cualquier descarga, sin que este sitio les pida instalar cookies.",
        ],
      },
      {
        heading: "Cómo gestionarlas",
        paragraphs: [
          "Como estos datos son técnicos y necesarios, no requieren tu consentimiento. Aun así, puedes borrarlos o bloquearlos en cualquier momento desde la configuración de tu navegador; si lo haces, el sitio volverá a mostrarse en el idioma detectado automáticamente.",
        ],
      },
      {
        heading: "Cambios en esta política",
        paragraphs: [
          "Si el sitio empieza a usar nuevas cookies o tecnologías similares, esta política se actualizará y, cuando la ley lo exija, se te pedirá tu consentimiento antes de usarlas.",
        ],
      },
    ],
  }),
};
