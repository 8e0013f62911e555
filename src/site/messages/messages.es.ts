import { defineMessages } from '@/engine';

/** The site's own words in Spanish (tú; docs/es/style-guide.md), every key of messages.ts. */
export default defineMessages({
  // Shell
  skipLink: 'Saltar al contenido',
  logoLabel: 'Inicio de BloomCalc',
  navMain: 'Principal',
  navMobile: 'Menú de navegación',
  menuButton: 'Menú',
  navBlog: 'Blog',
  navGuides: 'Guías de salud',
  allCalculators: 'Todas las calculadoras',
  calculatorsMenuLabel: 'Todas las calculadoras por categoría',
  menuAllInCategory: 'Las {count, number, integer} calculadoras de {name}',
  menuViewAll: 'Ver las {count, number, integer} calculadoras',
  themeToDark: 'Cambiar al tema oscuro',
  themeToLight: 'Cambiar al tema claro',
  footerBlurb:
    'Calculadoras gratuitas y privadas para la salud de la mujer, el embarazo, el ciclo, la nutrición y las finanzas familiares. Cada cálculo se hace en tu navegador; nada de lo que escribes se envía, ni se guarda si no lo pides.',
  footerQuickLinks: 'Enlaces rápidos',
  footerResources: 'Recursos',
  footerLegal: 'Legal',
  linkJournal: 'Mi diario',
  searchJournalHint:
    '¿Buscas tu propio historial? Tus periodos y las medidas de tu bebé pueden guardarse en este dispositivo:',
  linkAbout: 'Quiénes somos',
  linkFaq: 'Preguntas frecuentes',
  linkSupport: 'Ayuda',
  linkContact: 'Contacto',
  linkPrivacy: 'Política de privacidad',
  linkTerms: 'Términos del servicio',
  linkCookies: 'Política de cookies',
  linkDisclaimer: 'Aviso médico',
  footerNote: '© {year} BloomCalc. Estimaciones solo para informarte; no son consejo médico ni financiero.',
  toastClose: 'Cerrar',
  // Home
  homeTitle: 'Calculadoras para cada etapa de la vida de una mujer',
  homeIntro:
    '{count, number, integer} calculadoras gratuitas de salud, embarazo, ciclo, nutrición, cuerpo y finanzas familiares. Exactas hasta el último decimal, honestas sobre lo que es cada estimación y privadas: todo se calcula en tu navegador.',
  exploreCalculators: 'Explorar calculadoras',
  learnMore: 'Saber más',
  learnMoreHidden: 'sobre BloomCalc',
  popularCalculators: 'Calculadoras populares',
  browseByCategory: 'Explora por categoría',
  categoryCount: '{count, number, integer} calculadoras',
  latestArticles: 'Artículos recientes',
  viewAllArticles: 'Ver todos los artículos',
  // Directory
  directoryTitle: 'Todas las calculadoras',
  directoryIntro:
    'Todas las calculadoras de BloomCalc en un solo lugar. Busca por nombre o tema, o elige una categoría. Cada una funciona en tu navegador, cita sus fuentes y explica cómo calcula.',
  aboutCalculatorsLabel: 'Sobre las calculadoras',
  estimatesTitle: 'Estimaciones que puedes comprobar',
  estimatesText:
    'Cada calculadora muestra la fórmula que usó con tus propios números y nombra el estudio o la guía detrás de cada constante. Los ejemplos resueltos bajo cada formulario te dejan comprobar las cuentas tú misma.',
  privateTitle: 'Privadas por cómo están hechas',
  privateText:
    'No hay cuenta ni servidor detrás de estas páginas: lo que escribes se queda en tu navegador. Los resultados son estimaciones para informarte, no un diagnóstico; habla con un profesional antes de tomar decisiones importantes.',
  searchCalculators: 'Buscar calculadoras',
  searchCalculatorsPlaceholder: 'p. ej., ovulación, calorías, presupuesto',
  allCategories: 'Todas las categorías',
  filterByCategory: 'Filtrar por categoría',
  clearFilters: 'Borrar filtros',
  noCalculators: 'No encontramos calculadoras para tu búsqueda.',
  showMoreCalculators: 'Mostrar más calculadoras ({count, number, integer} más)',
  searchingCalculators: 'Buscando en todas las calculadoras…',
  showingCalculators: 'Mostrando {shown, number, integer} de {total, number, integer} calculadoras',
  popular: 'Popular',
  // Category hub
  hubCount:
    '{count, plural, one {# calculadora gratuita} other {# calculadoras gratuitas}}; cada cálculo se hace en privado en tu navegador.',
  // Blog and guides
  blogTitle: 'Blog de BloomCalc',
  blogIntro:
    'Artículos basados en evidencia sobre el ciclo, el embarazo, la nutrición, las medidas del cuerpo y el dinero de la familia, cada uno con sus fuentes.',
  searchArticles: 'Buscar artículos',
  searchArticlesPlaceholder: 'p. ej., ovulación, presupuesto',
  allPosts: 'Todos',
  noArticles: 'No encontramos artículos para tu búsqueda.',
  guidesTitle: 'Guías de salud',
  guidesIntro:
    'Guías a fondo y con fuentes sobre los temas detrás de nuestras calculadoras, escritas en lenguaje sencillo.',
  featured: 'Destacado',
  readMore: 'Leer más',
  readGuide: 'Leer la guía',
  whatYoullLearn: 'Lo que aprenderás',
  moreTopics: '{count, number, integer} más',
  readTime: '{minutes, number, integer} min de lectura',
  byAuthor: 'Por',
  backToBlog: 'Volver al blog',
  backToGuides: 'Volver a las guías de salud',
  tagsLabel: 'Etiquetas',
  topicsLabel: 'Temas',
  relatedArticles: 'Artículos relacionados',
  putIntoNumbers: 'Ponlo en números',
  putIntoNumbersText:
    'Nuestras calculadoras gratuitas convierten lo que acabas de leer en una estimación para ti, en privado en tu navegador.',
  medicalDisclaimer: 'Aviso médico',
  guideDisclaimer:
    'Esta guía es información general, no consejo médico, diagnóstico ni tratamiento. Habla con un profesional de la salud calificado sobre tu situación.',
  relatedCalculators: 'Calculadoras relacionadas',
  takeAction: 'Pasa a la acción',
  takeActionText: 'Convierte esta guía en tus propios números, o sigue leyendo.',
  moreGuides: 'Más guías de salud',
  // Information pages
  lastUpdated: 'Última actualización:',
  termsDisclaimer:
    'Las calculadoras y los artículos de BloomCalc son solo para informarte. No son consejo médico, diagnóstico ni tratamiento, y nunca reemplazan a un profesional de la salud calificado.',
  supportFaqText: 'Respuestas a las preguntas que más nos hacen.',
  supportFaqAction: 'Ver preguntas frecuentes',
  supportGuidesText: 'Guías a fondo detrás de las calculadoras.',
  supportContactTitle: 'Escríbenos',
  supportContactText: 'Escríbenos sobre cualquier cosa del sitio.',
  supportContactAction: 'Ir al formulario de contacto',
  responseTitle: 'Tiempo de respuesta',
  responseText: 'Una persona de nuestro equipo responde cada mensaje.',
  responseTime: 'Normalmente de 24 a 48 horas',
  supportEmailLine: 'Escribe a {email} si necesitas ayuda con el sitio, o',
  supportFeedback: 'envíanos tu opinión sobre una calculadora',
  supportFeedbackSubject: 'Opinión sobre una calculadora',
  emergencyTitle: 'En una emergencia',
  emergencyText:
    'Llama al 911 o al número de emergencias de tu zona. BloomCalc no puede ayudarte en una emergencia médica.',
  // 404
  notFoundTitle: 'No encontramos la página',
  notFoundText:
    'No pudimos encontrar esa página. Puede que el enlace sea antiguo o que la dirección tenga un error. Todas las calculadoras están en el directorio.',
  browseAllCalculators: 'Ver todas las calculadoras',
  // Contact form
  contactFormLabel: 'Formulario de contacto',
  contactName: 'Nombre',
  contactEmail: 'Correo electrónico',
  contactType: 'Tipo de consulta',
  contactChooseTopic: 'Elige un tema (opcional)',
  contactTopic:
    '{topic, select, support {Ayuda} feedback {Opinión} partnership {Colaboración} media {Prensa} medical {Salud} other {Otro}}',
  contactSubject: 'Asunto',
  contactMessage: 'Mensaje',
  contactNote:
    'Desde esta página no se envía nada: al presionar Enviar mensaje se abre tu propia aplicación de correo con tu mensaje escrito, dirigido a {email}.',
  contactSend: 'Enviar mensaje',
  contactNameMissing: 'Escribe tu nombre.',
  contactEmailInvalid: 'Escribe un correo electrónico válido.',
  contactSubjectMissing: 'Escribe un asunto.',
  contactMessageMissing: 'Escribe tu mensaje.',
  contactOpeningTitle: 'Se está abriendo tu aplicación de correo',
  contactOpeningText:
    'Tu mensaje ya está escrito allí, dirigido a {email}. Todavía no se ha enviado nada: se envía cuando presiones Enviar en tu aplicación de correo. Si no se abrió ninguna aplicación, escribe a {email}.',
  // Share
  shareThis: 'Compártelo',
  shareText: '¿Te resultó útil? Envíalo a alguien que quizá se haga la misma pregunta.',
  share: 'Compartir',
  copied: 'Copiado',
  copyLink: 'Copiar enlace',
  linkCopiedToClipboard: 'Enlace copiado al portapapeles',
  linkCopied: 'Enlace copiado',
  // Quick BMI (home)
  quickBmiTitle: 'Cálculo rápido del IMC',
  quickBmiUnit: '{quantity, select, height {Unidad de estatura} weight {Unidad de peso} other {Unidad}}',
  quickBmiResult: 'IMC {bmi} · {category}',
  quickBmiLink: 'Ve tu rango de peso saludable y los consejos',
  quickBmiEmpty: 'Escribe tu estatura y tu peso para ver tu IMC.',
  quickBmiOpen: 'Abrir la calculadora de IMC completa',
  // Calculator page and embeds
  tryExample: 'Prueba un ejemplo',
  embedTitle: 'Inserta esta calculadora',
  embedText:
    'Pon esta calculadora en tu propio sitio o blog: pega este código en el HTML de tu página. Sin registro y sin cookies; lo que escriben tus lectoras se queda en su navegador. La línea del script es opcional: ajusta el marco a la altura de la calculadora (sin ella, el marco se desplaza). La calculadora tiene fondo claro; en un sitio oscuro, añade ?theme=dark a la dirección que sigue a src=.',
  embedLabel: 'Código para insertar: {name}',
  embedFrameTitle: '{name}, de BloomCalc',
  copyCode: 'Copiar código',
  copySelected: 'Seleccionado: pulsa Ctrl+C (⌘C en una Mac) para copiar.',
  copyDone: 'Copiado.',
  embedComputedBy: 'Calculado en tu navegador por',
  embedOpenFull: ': abre la calculadora completa en una pestaña nueva',
  // The page script's notes
  islandFailed: 'No se pudo cargar esta parte de la página. Revisa tu conexión y luego ',
  islandReload: 'vuelve a cargar la página',
  updateTitle: 'Hay una nueva versión de BloomCalc',
  updateText: 'Vuelve a cargar para usarla. Tus datos se quedan en la dirección de la página.',
  updateReload: 'Volver a cargar',
  // Page heads
  metaHomeTitle: 'Calculadoras gratuitas de salud para la mujer',
  metaHomeDescription:
    '{count, number, integer} calculadoras gratuitas y privadas de salud de la mujer, embarazo, ciclo, nutrición, cuerpo y finanzas familiares. Cada resultado se calcula en tu navegador.',
  metaDirectoryDescription:
    'Busca entre las {count, number, integer} calculadoras de BloomCalc por nombre o tema: salud, embarazo, ciclo, nutrición, cuerpo y finanzas.',
  metaCategoryTitle: 'Calculadoras: {hubTitle}',
  metaBlogTitle: 'Blog',
  metaBlogDescription:
    '{count, number, integer} artículos basados en evidencia sobre la salud de la mujer, el ciclo, el embarazo, la nutrición y las finanzas familiares.',
  metaGuidesDescription:
    '{count, number, integer} guías a fondo y con fuentes sobre el IMC, el ciclo, la planificación del embarazo, la nutrición, la composición corporal y el dinero.',
  metaNotFoundDescription: 'La página que buscas no existe en BloomCalc.',
  metaImageAlt: 'BloomCalc: calculadoras gratuitas y privadas para mujeres',
  metaKeywords:
    'calculadora de salud para mujeres|calculadora de embarazo|calculadora de menstruación|imc para mujeres',
  metaDirectoryKeyword: 'calculadoras',
  metaBlogKeyword: 'blog de salud de la mujer',
  metaGuidesKeyword: 'guías de salud',
  metaOperatingSystem: 'Cualquiera (funciona en el navegador)',
  crumbHome: 'Inicio',
  crumbCalculators: 'Calculadoras',
  sourcesHeading: 'Fuentes',
  // Markdown tables
  tableLabel: 'Tabla',
  tableHint: 'En una pantalla angosta, desliza la tabla hacia un lado para ver todas las columnas.',
});
