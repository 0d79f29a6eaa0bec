/** Spanish: the default language and the reference every other locale must match key for key (locales.test.ts). */
export default {
  common: {
    loading: "Cargando…",
    skipToContent: "Saltar al contenido",
    draft: "Borrador",
    readTime: "{{minutes}} min de lectura",
    notifications: "Notificaciones (F8)",
    close: "Cerrar",
    notFound: {
      title: "404 Página No Encontrada",
      text: "¿Olvidaste añadir esta página al enrutador?",
      backHome: "Volver al inicio",
    },
    articles: {
      eyebrow: "Blog",
      title: "Artículos",
      description: "Notas sobre desarrollo web, análisis de datos y lo que aprendo construyendo productos.",
      readArticle: "Leer artículo",
      imageAlt: "Imagen del artículo «{{title}}»",
      empty: "Todavía no hay artículos publicados.",
      error: "No se pudieron cargar los artículos. Por favor, intenta recargar la página.",
      loading: "Cargando artículos…",
      loadingArticle: "Cargando artículo…",
      backToList: "Ver todos los artículos",
      notFoundTitle: "Artículo no encontrado",
      notFoundText: "Lo sentimos, no pudimos encontrar el artículo que estás buscando.",
      loadError: "No se pudo cargar el artículo. Por favor, intenta recargar la página.",
      writtenBy: "Escrito por",
      shareTitle: "¿Te ha gustado este artículo?",
      shareText: "Compártelo con quien pueda resultarle útil.",
      shareOn: "Compartir en {{network}}",
    },
  },
  nav: {
    home: "Inicio",
    cv: "Currículum",
    projects: "Proyectos",
    articles: "Artículos",
    contact: "Contacto",
    contactMe: "Contáctame",
    main: "Navegación principal",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    language: "Idioma",
    changeLanguage: "Idioma: {{language}}. Cambiar idioma",
  },
  home: {
    hero: {
      available: "Disponible para nuevos proyectos",
      greeting: "Hola, soy {{name}}",
      greetingAnonymous: "Hola, te doy la bienvenida",
      headline: "Desarrollo aplicaciones web que convierten datos en decisiones.",
      lead: "Más de cinco años entre el análisis de operaciones y datos y el desarrollo full-stack. Entiendo el negocio antes de escribir la primera línea de código y entrego productos claros, rápidos y fáciles de mantener.",
      seeResume: "Ver currículum",
      contactMe: "Contáctame",
      highlights: {
        data: "Análisis de datos",
        fullStack: "Desarrollo full-stack",
        automation: "Automatización de procesos",
      },
      portraitAlt: "Retrato de {{name}}",
      portraitAltAnonymous: "Retrato del autor del portafolio",
      yearsValue: "5+",
      yearsLabel: "años de experiencia",
    },
    projects: {
      eyebrow: "Portafolio",
      title: "Proyectos destacados",
      description: "Una selección de trabajos recientes: de paneles de datos a aplicaciones web completas.",
      viewAll: "Ver todos los proyectos",
      viewProject: "Ver proyecto",
      viewProjectLabel: "Ver el proyecto {{title}} (se abre en una pestaña nueva)",
      imageAlt: "Vista previa del proyecto {{title}}",
      empty: "Todavía no hay proyectos destacados.",
      error: "No se pudieron cargar los proyectos. Por favor, intenta recargar la página.",
      loading: "Cargando proyectos…",
    },
    articles: {
      eyebrow: "Blog",
      title: "Últimos artículos",
      description: "Ideas y aprendizajes sobre desarrollo web, datos y producto.",
      viewAll: "Ver todos los artículos",
      empty: "Todavía no hay artículos publicados.",
      error: "No se pudieron cargar los artículos. Por favor, intenta recargar la página.",
      loading: "Cargando artículos…",
    },
  },
  cv: {
    eyebrow: "Trayectoria",
    title: "Currículum",
    description: "Mi experiencia profesional, mi formación y las herramientas con las que trabajo cada día.",
    download: "Descargar CV",
    downloadUnavailable: "El CV todavía no está disponible para descargar.",
    newTab: "(se abre en una pestaña nueva)",
    experience: "Experiencia profesional",
    education: "Educación",
    skills: "Habilidades",
    current: "Actualidad",
    loading: "Cargando currículum…",
    errors: {
      experience: "Error al cargar datos de experiencia. Por favor, intenta recargar la página.",
      education: "Error al cargar datos de educación. Por favor, intenta recargar la página.",
      skills: "Error al cargar datos de habilidades. Por favor, intenta recargar la página.",
    },
    empty: {
      experience: "No hay experiencia profesional disponible.",
      education: "No hay información educativa disponible.",
      skills: "No hay habilidades disponibles.",
    },
  },
  projects: {
    eyebrow: "Proyectos",
    title: "Portafolio",
    description: "Aplicaciones web, paneles de datos y automatizaciones en las que he trabajado.",
    empty: "No hay proyectos disponibles actualmente.",
    error: "No se pudieron cargar los proyectos. Por favor, intenta recargar la página.",
    loading: "Cargando proyectos…",
    current: "Actualidad",
    technologies: "Tecnologías",
    imageAlt: "Vista previa del proyecto {{title}}",
    newTab: "(se abre en una pestaña nueva)",
  },
  contact: {
    eyebrow: "Contacto",
    title: "Hablemos de tu proyecto",
    description: "¿Tienes una idea, una oferta o una pregunta? Escríbeme y te responderé lo antes posible.",
    panel: {
      title: "Información de contacto",
      text: "Puedes escribirme directamente o usar el formulario. Respondo a todos los mensajes.",
      email: "Correo electrónico",
      phone: "Teléfono",
      location: "Ubicación",
      social: "Sígueme en redes",
    },
    fallback: {
      email: "contacto@ejemplo.com",
      phone: "+51 999 999 999",
      location: "Lima, Perú",
    },
    form: {
      title: "Envíame un mensaje",
      intro: "Te responderé en uno o dos días laborables.",
      name: "Nombre",
      namePlaceholder: "Tu nombre",
      email: "Correo electrónico",
      emailPlaceholder: "tu@correo.com",
      subject: "Asunto",
      subjectPlaceholder: "¿En qué puedo ayudarte?",
      message: "Mensaje",
      messagePlaceholder: "Cuéntame sobre tu proyecto, plazos y objetivos…",
      honeypot: "Deja este campo vacío",
      privacyNote: "Solo uso tus datos para responder a tu mensaje.",
      privacyLink: "Política de privacidad",
      send: "Enviar mensaje",
      sending: "Enviando…",
    },
    /** Spec §5 wording, as the server sends it. */
    validation: {
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    },
    toast: {
      successTitle: "¡Mensaje enviado!",
      successText: "Gracias por contactarme. Te responderé pronto.",
      errorTitle: "Error al enviar el mensaje",
      errorText: "Por favor, inténtalo de nuevo más tarde.",
    },
  },
  footer: {
    defaultOwner: "Portafolio Profesional",
    defaultAbout: "Desarrollador full-stack que convierte datos y operaciones en productos web claros, rápidos y útiles.",
    navigation: "Navegación",
    legal: "Legal",
    social: "Redes sociales",
    privacy: "Política de privacidad",
    terms: "Términos del servicio",
    cookies: "Política de cookies",
    admin: "Panel de administración",
    rights: "© {{year}} {{name}}. Todos los derechos reservados.",
    madeWith: "Hecho con amor en {{location}}",
    defaultLocation: "Lima, Perú",
  },
  legal: {
    eyebrow: "Legal",
    backHome: "Volver al inicio",
    lastUpdated: "Última actualización:",
    questions: "¿Tienes alguna pregunta sobre este texto? Escríbeme y lo aclaramos.",
    contactLink: "Ir al formulario de contacto",
    ownerFallback: "su titular",
    channelWithEmail: "el correo {{email}} o el formulario de contacto",
    channelFormOnly: "el formulario de contacto de este sitio",
    documents: {
      privacy: {
        title: "Política de privacidad",
        intro: "Esta política explica qué datos personales se recogen en este sitio web, para qué se usan y qué derechos tienes sobre ellos.",
        sections: [
          {
            heading: "Responsable del tratamiento",
            paragraphs: [
              "Los datos personales que se recogen en este sitio web los trata {{owner}}, como responsable del tratamiento. Para cualquier consulta sobre privacidad puedes usar {{channel}}.",
            ],
          },
          {
            heading: "Qué datos se recogen",
            paragraphs: ["Este sitio solo recoge los datos que tú decides enviar mediante el formulario de contacto:"],
            items: ["Tu nombre.", "Tu dirección de correo electrónico.", "El asunto y el contenido de tu mensaje.", "La fecha y la hora del envío."],
          },
          {
            heading: "Datos técnicos",
            paragraphs: [
              "Para proteger el formulario frente a envíos masivos, el servidor usa tu dirección IP de forma temporal y solo en memoria: no se guarda junto a tu mensaje ni se utiliza para identificarte.",
              "El sitio no crea perfiles de visitantes ni utiliza cookies de seguimiento o de publicidad.",
            ],
          },
          {
            heading: "Finalidad y base legal",
            paragraphs: [
              "Tus datos se usan únicamente para leer tu mensaje y responderte. La base legal es tu consentimiento, que das al enviar el formulario y que puedes retirar en cualquier momento. No se usan para enviarte publicidad ni para tomar decisiones automatizadas sobre ti.",
            ],
          },
          {
            heading: "Dónde se guardan y durante cuánto tiempo",
            paragraphs: [
              "Los mensajes se guardan en la base de datos propia de este sitio, en su propio servidor, y solo el responsable puede consultarlos a través de un panel de administración protegido.",
              "Se conservan mientras sean necesarios para atender tu consulta y, como máximo, durante doce meses desde el último contacto; después se eliminan.",
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
              "Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad mediante {{channel}}. Recibirás respuesta en un plazo máximo de un mes.",
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
      },
      terms: {
        title: "Términos del servicio",
        intro: "Estas condiciones regulan el uso de este sitio web. Al navegar por él aceptas cumplirlas; si no estás de acuerdo, te pido que no lo utilices.",
        sections: [
          {
            heading: "Sobre este sitio",
            paragraphs: [
              "Este sitio web es el portafolio profesional y el blog personal de {{owner}}. Su finalidad es mostrar proyectos, experiencia y artículos, y ofrecer una vía de contacto. A través de él no se venden productos ni servicios.",
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
              "Los textos, imágenes, diseños y demás contenidos de este sitio pertenecen a {{owner}} o a sus respectivos titulares y están protegidos por la normativa de propiedad intelectual. Puedes citar fragmentos breves siempre que indiques la fuente con un enlace al contenido original.",
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
              "El sitio se ofrece tal cual, sin garantía de disponibilidad continua. En la medida en que lo permita la ley, {{owner}} no será responsable de los daños derivados del uso del sitio o de la imposibilidad de acceder a él.",
            ],
          },
          {
            heading: "Cambios y legislación aplicable",
            paragraphs: [
              "Estas condiciones pueden modificarse en cualquier momento; la versión vigente es la publicada en esta página. Se rigen por la legislación del país de residencia de {{owner}}, sin perjuicio de los derechos que te reconozca la normativa de tu propio país.",
            ],
          },
          {
            heading: "Contacto",
            paragraphs: ["Si tienes cualquier duda sobre estas condiciones, puedes usar {{channel}}."],
          },
        ],
      },
      cookies: {
        title: "Política de cookies",
        intro: "Aquí se explica qué cookies y tecnologías de almacenamiento similares utiliza este sitio. En resumen: no hay cookies de seguimiento ni de publicidad.",
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
              "Como visitante, este sitio no te instala cookies. Solo guarda en tu navegador lo estrictamente necesario para funcionar como esperas:",
            ],
            items: [
              "selectedLanguage e i18nextLng (almacenamiento local): recuerdan el idioma que has elegido.",
              "language (almacenamiento de sesión): evita conflictos al cambiar de idioma durante la visita y se borra al cerrar la pestaña.",
              "Una cookie de sesión y el dato token: solo cuando el administrador inicia sesión en el panel de administración; nunca se crean para los visitantes.",
            ],
          },
          {
            heading: "Analítica",
            paragraphs: [
              "Este sitio no tiene activo ningún servicio de analítica ni de medición de audiencia de terceros, como Google Analytics. Si en el futuro se incorporara alguno, sería una herramienta respetuosa con la privacidad y autoalojada, que no usa cookies ni identifica a los visitantes, y esta política se actualizaría antes de activarla.",
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
      },
    },
  },
};
