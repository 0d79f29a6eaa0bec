import type { Resources } from "../resources";

export default {
  common: {
    loading: "A carregar…",
    skipToContent: "Saltar para o conteúdo",
    draft: "Rascunho",
    readTime: "{{minutes}} min de leitura",
    notifications: "Notificações (F8)",
    close: "Fechar",
    notFound: {
      title: "404 Página Não Encontrada",
      text: "Esqueceu-se de adicionar esta página ao router?",
      backHome: "Voltar ao início",
    },
    articles: {
      eyebrow: "Blog",
      title: "Artigos",
      description: "Notas sobre desenvolvimento web, análise de dados e o que aprendo a construir produtos.",
      readArticle: "Ler artigo",
      imageAlt: "Imagem do artigo «{{title}}»",
      empty: "Ainda não foram publicados artigos.",
      error: "Não foi possível carregar os artigos. Por favor, recarregue a página.",
      loading: "A carregar artigos…",
      loadingArticle: "A carregar o artigo…",
      backToList: "Ver todos os artigos",
      notFoundTitle: "Artigo não encontrado",
      notFoundText: "Lamentamos, não conseguimos encontrar o artigo que procura.",
      loadError: "Não foi possível carregar o artigo. Por favor, recarregue a página.",
      writtenBy: "Escrito por",
      shareTitle: "Gostou deste artigo?",
      shareText: "Partilhe-o com quem o possa achar útil.",
      shareOn: "Partilhar no {{network}}",
    },
  },
  nav: {
    home: "Início",
    cv: "Currículo",
    projects: "Projetos",
    articles: "Artigos",
    contact: "Contacto",
    contactMe: "Contacte-me",
    main: "Navegação principal",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    language: "Idioma",
    changeLanguage: "Idioma: {{language}}. Mudar de idioma",
  },
  home: {
    hero: {
      available: "Disponível para novos projetos",
      greeting: "Olá, sou {{name}}",
      greetingAnonymous: "Olá, seja bem-vindo",
      headline: "Desenvolvo aplicações web que transformam dados em decisões.",
      lead: "Mais de cinco anos entre a análise de operações e de dados e o desenvolvimento full-stack. Percebo o negócio antes de escrever a primeira linha de código e entrego produtos claros, rápidos e fáceis de manter.",
      seeResume: "Ver currículo",
      contactMe: "Contacte-me",
      highlights: {
        data: "Análise de dados",
        fullStack: "Desenvolvimento full-stack",
        automation: "Automatização de processos",
      },
      portraitAlt: "Retrato de {{name}}",
      portraitAltAnonymous: "Retrato do autor do portefólio",
      yearsValue: "5+",
      yearsLabel: "anos de experiência",
    },
    projects: {
      eyebrow: "Portefólio",
      title: "Projetos em destaque",
      description: "Uma seleção de trabalhos recentes, de painéis de dados a aplicações web completas.",
      viewAll: "Ver todos os projetos",
      viewProject: "Ver projeto",
      viewProjectLabel: "Ver o projeto {{title}} (abre num novo separador)",
      imageAlt: "Pré-visualização do projeto {{title}}",
      empty: "Ainda não há projetos em destaque.",
      error: "Não foi possível carregar os projetos. Por favor, recarregue a página.",
      loading: "A carregar projetos…",
    },
    articles: {
      eyebrow: "Blog",
      title: "Últimos artigos",
      description: "Ideias e aprendizagens sobre desenvolvimento web, dados e produto.",
      viewAll: "Ver todos os artigos",
      empty: "Ainda não foram publicados artigos.",
      error: "Não foi possível carregar os artigos. Por favor, recarregue a página.",
      loading: "A carregar artigos…",
    },
  },
  cv: {
    eyebrow: "Percurso",
    title: "Currículo",
    description: "A minha experiência profissional, a minha formação e as ferramentas com que trabalho todos os dias.",
    download: "Descarregar CV",
    downloadUnavailable: "O CV ainda não está disponível para descarregar.",
    newTab: "(abre num novo separador)",
    experience: "Experiência profissional",
    education: "Formação",
    skills: "Competências",
    current: "Atualidade",
    loading: "A carregar o currículo…",
    errors: {
      experience: "Erro ao carregar os dados de experiência. Por favor, recarregue a página.",
      education: "Erro ao carregar os dados de formação. Por favor, recarregue a página.",
      skills: "Erro ao carregar os dados de competências. Por favor, recarregue a página.",
    },
    empty: {
      experience: "Não há experiência profissional disponível.",
      education: "Não há informação sobre formação disponível.",
      skills: "Não há competências disponíveis.",
    },
  },
  projects: {
    eyebrow: "Projetos",
    title: "Portefólio",
    description: "Aplicações web, painéis de dados e automatizações em que trabalhei.",
    empty: "De momento não há projetos disponíveis.",
    error: "Não foi possível carregar os projetos. Por favor, recarregue a página.",
    loading: "A carregar projetos…",
    current: "Atualidade",
    technologies: "Tecnologias",
    imageAlt: "Pré-visualização do projeto {{title}}",
    newTab: "(abre num novo separador)",
  },
  contact: {
    eyebrow: "Contacto",
    title: "Vamos falar do seu projeto",
    description: "Tem uma ideia, uma proposta ou uma pergunta? Escreva-me e responderei o mais depressa possível.",
    panel: {
      title: "Informações de contacto",
      text: "Pode escrever-me diretamente ou usar o formulário. Respondo a todas as mensagens.",
      email: "E-mail",
      phone: "Telefone",
      location: "Localização",
      social: "Siga-me nas redes",
    },
    fallback: {
      email: "contacto@exemplo.com",
      phone: "+51 999 999 999",
      location: "Lima, Peru",
    },
    form: {
      title: "Envie-me uma mensagem",
      intro: "Respondo no prazo de um ou dois dias úteis.",
      name: "Nome",
      namePlaceholder: "O seu nome",
      email: "E-mail",
      emailPlaceholder: "voce@exemplo.com",
      subject: "Assunto",
      subjectPlaceholder: "Como posso ajudar?",
      message: "Mensagem",
      messagePlaceholder: "Fale-me do seu projeto, prazos e objetivos…",
      honeypot: "Deixe este campo em branco",
      privacyNote: "Só uso os seus dados para responder à sua mensagem.",
      privacyLink: "Política de privacidade",
      send: "Enviar mensagem",
      sending: "A enviar…",
    },
    validation: {
      name: "O nome deve ter pelo menos 2 caracteres",
      email: "Introduza um endereço de e-mail válido",
      subject: "O assunto deve ter pelo menos 5 caracteres",
      message: "A mensagem deve ter pelo menos 10 caracteres",
    },
    toast: {
      successTitle: "Mensagem enviada!",
      successText: "Obrigado pelo contacto. Responderei em breve.",
      errorTitle: "Erro ao enviar a mensagem",
      errorText: "Por favor, tente novamente mais tarde.",
    },
  },
  footer: {
    defaultOwner: "Portefólio Profissional",
    defaultAbout: "Programador full-stack que transforma dados e operações em produtos web claros, rápidos e úteis.",
    navigation: "Navegação",
    legal: "Legal",
    social: "Redes sociais",
    privacy: "Política de privacidade",
    terms: "Termos de serviço",
    cookies: "Política de cookies",
    admin: "Painel de administração",
    rights: "© {{year}} {{name}}. Todos os direitos reservados.",
    madeWith: "Feito com amor em {{location}}",
    defaultLocation: "Lima, Peru",
  },
  legal: {
    eyebrow: "Legal",
    backHome: "Voltar ao início",
    lastUpdated: "Última atualização:",
    questions: "Tem alguma pergunta sobre este texto? Escreva-me e esclarecemos.",
    contactLink: "Ir para o formulário de contacto",
    ownerFallback: "quem gere este site",
    channelWithEmail: "o endereço {{email}} ou o formulário de contacto",
    channelFormOnly: "o formulário de contacto deste site",
    documents: {
      privacy: {
        title: "Política de privacidade",
        intro: "Esta política explica que dados pessoais este site recolhe, para que são usados e que direitos tem sobre eles. É uma tradução do original em espanhol, que prevalece em caso de dúvida.",
        sections: [
          {
            heading: "Responsável pelo tratamento",
            paragraphs: [
              "Os dados pessoais recolhidos neste site são tratados por {{owner}}, na qualidade de responsável pelo tratamento. Para qualquer questão sobre privacidade pode usar {{channel}}.",
            ],
          },
          {
            heading: "Que dados são recolhidos",
            paragraphs: ["Este site só recolhe os dados que decide enviar através do formulário de contacto:"],
            items: ["O seu nome.", "O seu endereço de e-mail.", "O assunto e o conteúdo da sua mensagem.", "A data e a hora do envio."],
          },
          {
            heading: "Dados técnicos",
            paragraphs: [
              "Para proteger o formulário contra envios em massa, o servidor usa o seu endereço IP de forma temporária e apenas em memória: não é guardado com a sua mensagem nem usado para o identificar.",
              "O site não cria perfis de visitantes nem usa cookies de rastreamento ou de publicidade.",
            ],
          },
          {
            heading: "Finalidade e fundamento jurídico",
            paragraphs: [
              "Os seus dados são usados apenas para ler a sua mensagem e responder-lhe. O fundamento jurídico é o seu consentimento, dado ao enviar o formulário e que pode retirar a qualquer momento. Nunca são usados para lhe enviar publicidade nem para tomar decisões automatizadas sobre si.",
            ],
          },
          {
            heading: "Onde e durante quanto tempo são guardados",
            paragraphs: [
              "As mensagens são guardadas na base de dados própria deste site, no seu próprio servidor, e só o responsável as pode consultar através de um painel de administração protegido.",
              "São conservadas enquanto forem necessárias para tratar o seu pedido e, no máximo, durante doze meses após o último contacto; depois são eliminadas.",
            ],
          },
          {
            heading: "Destinatários",
            paragraphs: [
              "Os seus dados não são vendidos nem cedidos a terceiros, salvo obrigação legal. Para os tratar não se usam serviços externos de envio em massa, análise ou publicidade.",
            ],
          },
          {
            heading: "Os seus direitos",
            paragraphs: [
              "Pode exercer a qualquer momento os seus direitos de acesso, retificação, apagamento, oposição, limitação do tratamento e portabilidade através de {{channel}}. Receberá resposta no prazo máximo de um mês.",
              "Se considerar que os seus direitos não foram respeitados, pode apresentar reclamação à autoridade de proteção de dados do seu país, como a Comissão Nacional de Proteção de Dados (CNPD) em Portugal, a Agência Espanhola de Proteção de Dados (AEPD) ou a Autoridade Nacional de Proteção de Dados Pessoais do Peru.",
            ],
          },
          {
            heading: "Segurança",
            paragraphs: [
              "Medidas técnicas e organizativas razoáveis protegem os seus dados, como o acesso restrito e autenticado ao painel de administração. Ainda assim, nenhum sistema é totalmente invulnerável, pelo que recomendo não incluir dados especialmente sensíveis nas suas mensagens.",
            ],
          },
          {
            heading: "Alterações a esta política",
            paragraphs: [
              "Esta política pode ser atualizada para refletir alterações no site ou na legislação. A data da última atualização aparece no topo desta página.",
            ],
          },
        ],
      },
      terms: {
        title: "Termos de serviço",
        intro: "Estes termos regem a utilização deste site. Ao navegar nele aceita-os; se não concordar, peço-lhe que não o utilize. É uma tradução do original em espanhol, que prevalece em caso de dúvida.",
        sections: [
          {
            heading: "Sobre este site",
            paragraphs: [
              "Este site é o portefólio profissional e o blog pessoal de {{owner}}. Serve para apresentar projetos, experiência e artigos e para oferecer uma forma de contacto. Através dele não se vendem produtos nem serviços.",
            ],
          },
          {
            heading: "Utilização aceitável",
            paragraphs: ["Pode navegar, ler e partilhar o conteúdo livremente. Ao usar o site compromete-se a não:"],
            items: [
              "Enviar mensagens em massa, publicitárias, ilícitas ou ofensivas através do formulário de contacto.",
              "Tentar aceder sem autorização ao painel de administração, ao servidor ou aos seus dados.",
              "Interferir no funcionamento do site, por exemplo com ataques automatizados ou sobrecarregando o servidor.",
              "Fazer-se passar por outra pessoa ao entrar em contacto.",
            ],
          },
          {
            heading: "Propriedade intelectual",
            paragraphs: [
              "Os textos, imagens, designs e restantes conteúdos deste site pertencem a {{owner}} ou aos respetivos titulares e estão protegidos pela legislação de propriedade intelectual. Pode citar excertos breves desde que indique a fonte com uma ligação para o conteúdo original.",
              "Os excertos de código publicados nos artigos podem ser reutilizados livremente nos seus projetos, salvo indicação em contrário. As marcas e logótipos de terceiros que surgem nos projetos pertencem aos respetivos proprietários.",
            ],
          },
          {
            heading: "Conteúdo dos artigos",
            paragraphs: [
              "Os artigos reúnem opiniões e experiências pessoais com fins informativos. Embora redigidos com cuidado, podem conter erros ou ficar desatualizados e não constituem aconselhamento profissional: aplique-os segundo o seu próprio critério.",
            ],
          },
          {
            heading: "Ligações externas",
            paragraphs: [
              "O site inclui ligações para projetos, perfis e redes sociais de terceiros. Esses sites não estão sob o meu controlo, pelo que não sou responsável pelo seu conteúdo nem pelas suas políticas de privacidade.",
            ],
          },
          {
            heading: "Responsabilidade",
            paragraphs: [
              "O site é disponibilizado tal como está, sem garantia de disponibilidade contínua. Na medida permitida por lei, {{owner}} não será responsável por danos decorrentes da utilização do site ou da impossibilidade de lhe aceder.",
            ],
          },
          {
            heading: "Alterações e lei aplicável",
            paragraphs: [
              "Estes termos podem ser alterados a qualquer momento; a versão em vigor é a publicada nesta página. Regem-se pela lei do país de residência de {{owner}}, sem prejuízo dos direitos que lhe confira a legislação do seu próprio país.",
            ],
          },
          {
            heading: "Contacto",
            paragraphs: ["Se tiver qualquer dúvida sobre estes termos, pode usar {{channel}}."],
          },
        ],
      },
      cookies: {
        title: "Política de cookies",
        intro: "Aqui se explica que cookies e tecnologias de armazenamento semelhantes este site utiliza. Em resumo: não há cookies de rastreamento nem de publicidade. É uma tradução do original em espanhol, que prevalece em caso de dúvida.",
        sections: [
          {
            heading: "O que são cookies?",
            paragraphs: [
              "Os cookies são pequenos ficheiros que um site guarda no seu navegador para recordar informação entre visitas. Outras tecnologias, como o armazenamento local do navegador, cumprem uma função semelhante.",
            ],
          },
          {
            heading: "O que este site utiliza",
            paragraphs: ["Enquanto visitante, este site não lhe instala cookies. Guarda no seu navegador apenas o estritamente necessário para funcionar como espera:"],
            items: [
              "selectedLanguage e i18nextLng (armazenamento local): recordam o idioma que escolheu.",
              "language (armazenamento de sessão): evita conflitos ao mudar de idioma durante a visita e é apagado ao fechar o separador.",
              "Um cookie de sessão e a entrada token: apenas quando o administrador inicia sessão no painel de administração; nunca são criados para os visitantes.",
            ],
          },
          {
            heading: "Análise de audiências",
            paragraphs: [
              "Este site não tem ativo nenhum serviço de análise ou medição de audiências de terceiros, como o Google Analytics. Se no futuro for incorporado algum, será uma ferramenta respeitadora da privacidade e alojada pelo próprio site, sem cookies e sem identificar os visitantes, e esta política será atualizada antes de a ativar.",
            ],
          },
          {
            heading: "Conteúdo de terceiros",
            paragraphs: [
              "O site não incorpora vídeos, botões sociais nem outros elementos de terceiros que instalem cookies. As ligações para partilhar no X (Twitter), LinkedIn e Facebook são ligações normais: essas redes só podem usar os seus próprios cookies se clicar e visitar o site delas.",
              "Algumas imagens podem ser carregadas a partir de serviços externos de alojamento de imagens, que recebem o seu endereço IP como em qualquer descarga, sem que este site lhes peça para instalar cookies.",
            ],
          },
          {
            heading: "Como geri-los",
            paragraphs: [
              "Como estes dados são técnicos e necessários, não requerem o seu consentimento. Ainda assim, pode apagá-los ou bloqueá-los a qualquer momento nas definições do navegador; se o fizer, o site voltará simplesmente a ser apresentado no idioma detetado automaticamente.",
            ],
          },
          {
            heading: "Alterações a esta política",
            paragraphs: [
              "Se o site começar a usar novos cookies ou tecnologias semelhantes, esta política será atualizada e, quando a lei o exigir, ser-lhe-á pedido o consentimento antes de os utilizar.",
            ],
          },
        ],
      },
    },
  },
} satisfies Resources;
