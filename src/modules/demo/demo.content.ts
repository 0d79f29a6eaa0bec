/**
 * The demo portfolio that `seedDemo` writes into an empty database: one person, Andrea Salazar Huamán, an
 * operations and data analyst in Lima who became a full-stack developer. Spanish is the stored text; English
 * lives in `translations.en` (contract §2). No remote images: every imageUrl is null so the site makes no
 * third-party requests (the UI draws a placeholder, and the hero uses the embedded portrait).
 * Article HTML keeps to simple tags (h2, h3, p, ul, li, strong, em, a, blockquote, pre, code).
 */
import type { articles } from "../articles/articles.table";
import type { education, experiences, skills } from "../cv/cv.table";
import type { projects } from "../projects/projects.table";
import type { siteInfo } from "../site-info/site-info.table";

type SiteInfoValues = Omit<typeof siteInfo.$inferInsert, "id">;
type ProjectValues = Omit<typeof projects.$inferInsert, "id">;
type ExperienceValues = Omit<typeof experiences.$inferInsert, "id">;
type EducationValues = Omit<typeof education.$inferInsert, "id">;
type SkillValues = Omit<typeof skills.$inferInsert, "id">;
type ArticleValues = Omit<typeof articles.$inferInsert, "id">;

const HANDLE = "andreasalazar";
const repo = (name: string) => `https://github.com/${HANDLE}/${name}`;

/** A code block, with the code escaped for HTML. */
function codeBlock(source: string): string {
  const escaped = source.trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<pre><code>${escaped}</code></pre>`;
}

/** Joins the HTML pieces of an article, one block per line. */
const html = (...blocks: string[]) => blocks.map((block) => block.trim()).join("\n");

export const DEMO_SITE_INFO = {
  ownerName: "Andrea Salazar Huamán",
  about:
    "Soy desarrolladora full stack en Lima. Pasé mis primeros años como analista de operaciones y de datos, midiendo almacenes y rutas de reparto, y hoy construyo las herramientas que entonces me faltaban: tableros, APIs y aplicaciones web claras, rápidas y fáciles de mantener.",
  contactEmail: "andrea.salazar@example.com",
  contactPhone: "+51 987 654 321",
  contactLocation: "Lima, Perú",
  cvFileUrl: null,
  heroImageUrl: null,
  socialLinks: {
    github: `https://github.com/${HANDLE}`,
    linkedin: "https://www.linkedin.com/in/andrea-salazar-huaman",
    twitter: "https://twitter.com/andreasalazardev",
    dribbble: `https://dribbble.com/${HANDLE}`,
  },
  siteTitle: "Andrea Salazar",
  headline: "Desarrollo aplicaciones web que convierten datos en decisiones.",
  availability: "Disponible para nuevos proyectos",
  yearsOfExperience: 5,
  highlights: ["Análisis de datos", "Desarrollo full-stack", "Automatización de procesos"],
  footerNote: "Hecho con amor en Lima, Perú",
  translations: {
    en: {
      about:
        "I am a full-stack developer based in Lima. I spent my first years as an operations and data analyst, measuring warehouses and delivery routes, and today I build the tools I was missing back then: dashboards, APIs and web applications that are clear, fast and easy to maintain.",
      headline: "I build web apps that turn data into decisions.",
      availability: "Available for new projects",
      highlights: ["Data analysis", "Full-stack development", "Process automation"],
      footerNote: "Made with love in Lima, Peru",
    },
  },
} satisfies SiteInfoValues;

export const DEMO_PROJECTS: ProjectValues[] = [
  {
    title: "Tablero de KPIs operativos",
    description:
      "Tablero web que reúne en una sola vista los indicadores diarios de tres almacenes: pedidos a tiempo, tiempo de ciclo, exactitud de inventario y productividad de picking. Reemplazó un reporte semanal en Excel y hoy lo consultan a diario supervisores y gerencia.",
    imageUrl: null,
    projectUrl: repo("kpi-operaciones"),
    technologies: ["React", "TypeScript", "Recharts", "Node.js", "PostgreSQL"],
    featured: true,
    order: 1,
    period: "2023 – 2024",
    translations: {
      en: {
        title: "Operations KPI dashboard",
        description:
          "A web dashboard that brings the daily indicators of three warehouses into a single view: on-time orders, cycle time, inventory accuracy and picking productivity. It replaced a weekly Excel report and supervisors and managers now check it every day.",
      },
    },
  },
  {
    title: "API de pronóstico de inventario",
    description:
      "Servicio REST que pronostica la demanda semanal de cada producto a partir del historial de ventas y sugiere puntos de reorden. Los modelos se validan contra datos reales cada semana; durante el piloto los quiebres de stock bajaron un 18 %.",
    imageUrl: null,
    projectUrl: repo("inventario-forecast-api"),
    technologies: ["Python", "FastAPI", "pandas", "statsmodels", "PostgreSQL", "Docker"],
    featured: true,
    order: 2,
    period: "2022 – 2023",
    translations: {
      en: {
        title: "Inventory forecasting API",
        description:
          "A REST service that forecasts weekly demand for each product from its sales history and suggests reorder points. The models are checked against real data every week; during the pilot, stock-outs fell by 18%.",
      },
    },
  },
  {
    title: "Optimizador de rutas de reparto",
    description:
      "Aplicación que agrupa los pedidos del día y propone rutas para la flota de reparto respetando las ventanas horarias de los clientes y la capacidad de cada vehículo. Los despachadores ajustan las rutas sobre un mapa antes de enviarlas a los conductores.",
    imageUrl: null,
    projectUrl: repo("optimizador-rutas"),
    technologies: ["Python", "OR-Tools", "FastAPI", "React", "Leaflet"],
    featured: true,
    order: 3,
    period: "2022",
    translations: {
      en: {
        title: "Delivery route optimiser",
        description:
          "An application that groups the day's orders and proposes routes for the delivery fleet, respecting customer time windows and each vehicle's capacity. Dispatchers adjust the routes on a map before sending them to the drivers.",
      },
    },
  },
  {
    title: "App de reservas para consultorios",
    description:
      "Aplicación web para que los pacientes de un centro médico pequeño reserven citas, con recordatorios por correo y un panel para el personal. Funciona en un solo servidor con SQLite y se despliega como un único contenedor.",
    imageUrl: null,
    projectUrl: repo("reservas-consultorio"),
    technologies: ["React", "TypeScript", "Bun", "SQLite", "Drizzle ORM", "Tailwind CSS"],
    featured: false,
    order: 4,
    period: "2021",
    translations: {
      en: {
        title: "Clinic booking app",
        description:
          "A web application where the patients of a small medical practice book appointments, with email reminders and a dashboard for the staff. It runs on a single server with SQLite and ships as one container.",
      },
    },
  },
  {
    title: "planilla: CLI de código abierto",
    description:
      "Herramienta de línea de comandos que convierte hojas de cálculo y archivos CSV en tablas SQLite, detectando tipos de columna y fechas en formato peruano. Pensada para analistas que quieren pasar de Excel a SQL sin instalar un servidor.",
    imageUrl: null,
    projectUrl: repo("planilla"),
    technologies: ["TypeScript", "Bun", "SQLite", "CLI"],
    featured: false,
    order: 5,
    period: "2020 – hoy",
    translations: {
      en: {
        title: "planilla: open-source CLI",
        period: "2020 – present",
        description:
          "A command-line tool that turns spreadsheets and CSV files into SQLite tables, detecting column types and Peruvian-format dates. Built for analysts who want to move from Excel to SQL without installing a server.",
      },
    },
  },
];

/** Most recent first (order 0). */
export const DEMO_EXPERIENCES: ExperienceValues[] = [
  {
    title: "Desarrolladora Full Stack",
    company: "Kallpa Logística S.A.C.",
    description:
      "Desarrollo y mantengo las aplicaciones internas de planificación de despachos y seguimiento de flota: una API en Node.js y TypeScript sobre PostgreSQL y varias interfaces en React. Lideré la migración de los reportes manuales a tableros en tiempo real y la adopción de pruebas automatizadas e integración continua.",
    startDate: "2023",
    endDate: null,
    isCurrent: true,
    order: 0,
    translations: {
      en: {
        title: "Full-Stack Developer",
        company: "Kallpa Logística S.A.C.",
        description:
          "I build and maintain the internal applications for dispatch planning and fleet tracking: a Node.js and TypeScript API on PostgreSQL and several React front ends. I led the move from manual reports to real-time dashboards and the adoption of automated tests and continuous integration.",
      },
    },
  },
  {
    title: "Analista de Datos y Desarrolladora",
    company: "Mercado Andino Retail S.A.",
    description:
      "Construí los procesos ETL en Python que consolidaban las ventas y el inventario de 40 tiendas, y los primeros tableros de Power BI de la empresa. Desarrollé una API interna de pronóstico de demanda, el proyecto con el que di el salto al desarrollo de software.",
    startDate: "2021",
    endDate: "2023",
    isCurrent: false,
    order: 1,
    translations: {
      en: {
        title: "Data Analyst and Developer",
        company: "Mercado Andino Retail S.A.",
        description:
          "I built the Python ETL processes that consolidated sales and inventory from 40 stores, and the company's first Power BI dashboards. I developed an internal demand forecasting API, the project that took me into software development.",
      },
    },
  },
  {
    title: "Analista de Operaciones",
    company: "Distribuidora Pacífico S.A.C.",
    description:
      "Analicé los indicadores de despacho, inventario y productividad de dos centros de distribución. Automaticé con Excel, VBA y SQL los reportes semanales, reduciendo su preparación de un día a una hora, y trabajé con el equipo de TI en las mejoras del sistema de gestión de almacenes.",
    startDate: "2018",
    endDate: "2021",
    isCurrent: false,
    order: 2,
    translations: {
      en: {
        title: "Operations Analyst",
        company: "Distribuidora Pacífico S.A.C.",
        description:
          "I analysed dispatch, inventory and productivity indicators for two distribution centres. I automated the weekly reports with Excel, VBA and SQL, cutting their preparation from a day to an hour, and worked with the IT team on improvements to the warehouse management system.",
      },
    },
  },
];

export const DEMO_EDUCATION: EducationValues[] = [
  {
    degree: "Programa de Especialización en Desarrollo Web Full Stack",
    institution: "Escuela de Código Lima",
    description:
      "Programa intensivo de 24 semanas sobre JavaScript, TypeScript, React, Node.js, bases de datos relacionales y buenas prácticas de ingeniería. Proyecto final: una aplicación de reservas con panel de administración.",
    startDate: "2021",
    endDate: "2022",
    order: 0,
    translations: {
      en: {
        degree: "Full-Stack Web Development Programme",
        institution: "Escuela de Código Lima (Lima Coding School)",
        description:
          "An intensive 24-week programme covering JavaScript, TypeScript, React, Node.js, relational databases and engineering good practice. Final project: a booking application with an admin dashboard.",
      },
    },
  },
  {
    degree: "Ingeniería Industrial",
    institution: "Universidad Nacional de Ingeniería",
    description:
      "Formación en investigación de operaciones, estadística, cadena de suministro y sistemas de información. Tesis sobre la optimización de rutas de reparto urbano en Lima Metropolitana.",
    startDate: "2012",
    endDate: "2017",
    order: 1,
    translations: {
      en: {
        degree: "Bachelor's degree in Industrial Engineering",
        institution: "National University of Engineering (UNI)",
        description:
          "Studies in operations research, statistics, supply chain and information systems. Thesis on optimising urban delivery routes in Metropolitan Lima.",
      },
    },
  },
];

export const DEMO_SKILLS: SkillValues[] = [
  {
    category: "Frontend",
    items: ["React", "TypeScript", "Tailwind CSS", "Vite", "Accesibilidad web", "Pruebas con Vitest"],
    order: 0,
    translations: {
      en: {
        category: "Frontend",
        items: ["React", "TypeScript", "Tailwind CSS", "Vite", "Web accessibility", "Testing with Vitest"],
      },
    },
  },
  {
    category: "Backend",
    items: ["Node.js", "Bun", "APIs REST", "PostgreSQL", "SQLite", "Drizzle ORM"],
    order: 1,
    translations: {
      en: { category: "Backend", items: ["Node.js", "Bun", "REST APIs", "PostgreSQL", "SQLite", "Drizzle ORM"] },
    },
  },
  {
    category: "Datos",
    items: ["SQL", "Python y pandas", "Power BI", "Excel avanzado", "Modelado de datos", "Pronóstico de demanda"],
    order: 2,
    translations: {
      en: {
        category: "Data",
        items: ["SQL", "Python and pandas", "Power BI", "Advanced Excel", "Data modelling", "Demand forecasting"],
      },
    },
  },
  {
    category: "DevOps y herramientas",
    items: ["Docker", "Git y GitHub", "GitHub Actions", "Linux", "Nginx"],
    order: 3,
    translations: {
      en: { category: "DevOps & tools", items: ["Docker", "Git and GitHub", "GitHub Actions", "Linux", "Nginx"] },
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// Articles: three published (oldest first) and one draft. Code samples are shared by both languages where the
// code itself is language-neutral.
// ---------------------------------------------------------------------------------------------------------

const SQL_DISPATCH_ES = `
SELECT
  a.nombre AS almacen,
  COUNT(*) AS pedidos,
  ROUND(100.0 * SUM(CASE WHEN p.despachado_en <= p.fecha_compromiso THEN 1 ELSE 0 END) / COUNT(*), 1) AS pct_a_tiempo
FROM pedidos p
JOIN almacenes a ON a.id = p.almacen_id
WHERE p.despachado_en >= date('now', '-7 days')
GROUP BY a.nombre
ORDER BY pct_a_tiempo DESC;`;

const SQL_DISPATCH_EN = `
SELECT
  w.name AS warehouse,
  COUNT(*) AS orders,
  ROUND(100.0 * SUM(CASE WHEN o.dispatched_at <= o.promised_at THEN 1 ELSE 0 END) / COUNT(*), 1) AS pct_on_time
FROM orders o
JOIN warehouses w ON w.id = o.warehouse_id
WHERE o.dispatched_at >= date('now', '-7 days')
GROUP BY w.name
ORDER BY pct_on_time DESC;`;

const EXCEL_TO_SQL_ES = html(
  `<p>Durante tres años mi herramienta principal fue Excel. Cada lunes armaba el reporte de despachos de la semana: exportaba tres archivos del ERP, los pegaba en un libro con doce pestañas y encadenaba BUSCARV, tablas dinámicas y filtros hasta obtener un resumen que alguien revisaba en cinco minutos. Funcionaba, hasta que el archivo llegó a pesar 80 MB y una fórmula rota pasó inadvertida durante un mes.</p>`,
  `<p>Aprender SQL no significó abandonar Excel, sino descubrir que casi todo lo que hacía con fórmulas tenía un equivalente más simple, más rápido y, sobre todo, repetible.</p>`,
  `<h2>Las equivalencias que lo cambiaron todo</h2>`,
  `<p>La mayor barrera al empezar no es la sintaxis, sino no saber qué buscar. Esta es la tabla mental que me habría ahorrado semanas:</p>`,
  `<ul>
<li><strong>Filtro de columna</strong>: <code>WHERE</code>.</li>
<li><strong>BUSCARV o BUSCARX</strong>: un <code>JOIN</code> entre dos tablas por una columna común.</li>
<li><strong>Tabla dinámica</strong>: <code>GROUP BY</code> con <code>SUM</code>, <code>COUNT</code> o <code>AVG</code>.</li>
<li><strong>Filtro sobre la tabla dinámica</strong>: <code>HAVING</code>.</li>
<li><strong>Ordenar de mayor a menor</strong>: <code>ORDER BY</code> con <code>DESC</code>.</li>
<li><strong>Columna auxiliar con SI()</strong>: <code>CASE WHEN ... THEN ... END</code>.</li>
</ul>`,
  `<h2>Un ejemplo real: despachos por almacén</h2>`,
  `<p>El reporte que más tiempo me quitaba respondía una pregunta sencilla: ¿cuántos pedidos despachó cada almacén la semana pasada y qué porcentaje salió a tiempo? En Excel eran dos BUSCARV, una columna auxiliar y una tabla dinámica. En SQL es una sola consulta:</p>`,
  codeBlock(SQL_DISPATCH_ES),
  `<p>La primera vez que la ejecuté tardó menos de un segundo sobre dos millones de filas. El libro de Excel necesitaba casi un minuto solo para recalcular.</p>`,
  `<h2>Tres hábitos que conviene traer desde Excel</h2>`,
  `<h3>1. Revisar los totales</h3>`,
  `<p>En una hoja de cálculo ves los datos todo el tiempo; en SQL no. Después de cada <code>JOIN</code>, compara el número de filas con el de la tabla original. Si crece, hay duplicados en la clave y tus sumas están infladas.</p>`,
  `<h3>2. Construir paso a paso</h3>`,
  `<p>Igual que armabas una columna auxiliar antes de la tabla dinámica, escribe la consulta por partes. Las expresiones <code>WITH</code> te permiten nombrar cada paso y leer la consulta de arriba abajo, como una receta.</p>`,
  `<h3>3. Guardar la consulta, no el resultado</h3>`,
  `<p>El valor de SQL está en que la consulta es el reporte. Guárdala en un repositorio con un comentario que explique qué pregunta responde, y el reporte del próximo lunes consistirá en ejecutarla otra vez.</p>`,
  `<blockquote><p>Una hoja de cálculo guarda respuestas; una consulta guarda la pregunta. Cuando la pregunta se repite cada semana, conviene guardar la pregunta.</p></blockquote>`,
  `<h2>Por dónde empezar</h2>`,
  `<p>No necesitas un servidor. Exporta tus datos en CSV, impórtalos en SQLite con <a href="https://sqlitebrowser.org/">DB Browser for SQLite</a> y reescribe tu reporte más tedioso. Cuando el resultado coincida con el de Excel, habrás ganado algo más valioso que tiempo: confianza en tus números.</p>`,
);

const EXCEL_TO_SQL_EN = html(
  `<p>For three years my main tool was Excel. Every Monday I put together the weekly dispatch report: I exported three files from the ERP, pasted them into a workbook with twelve tabs and chained VLOOKUPs, pivot tables and filters until I had a summary that someone reviewed in five minutes. It worked, until the file reached 80 MB and a broken formula went unnoticed for a month.</p>`,
  `<p>Learning SQL did not mean giving up Excel. It meant discovering that almost everything I did with formulas had an equivalent that was simpler, faster and, above all, repeatable.</p>`,
  `<h2>The equivalences that changed everything</h2>`,
  `<p>The biggest barrier at the start is not the syntax but not knowing what to look for. This is the mental table that would have saved me weeks:</p>`,
  `<ul>
<li><strong>Column filter</strong>: <code>WHERE</code>.</li>
<li><strong>VLOOKUP or XLOOKUP</strong>: a <code>JOIN</code> between two tables on a shared column.</li>
<li><strong>Pivot table</strong>: <code>GROUP BY</code> with <code>SUM</code>, <code>COUNT</code> or <code>AVG</code>.</li>
<li><strong>Filter on the pivot table</strong>: <code>HAVING</code>.</li>
<li><strong>Sort largest to smallest</strong>: <code>ORDER BY</code> with <code>DESC</code>.</li>
<li><strong>Helper column with IF()</strong>: <code>CASE WHEN ... THEN ... END</code>.</li>
</ul>`,
  `<h2>A real example: dispatches per warehouse</h2>`,
  `<p>The report that took most of my time answered a simple question: how many orders did each warehouse dispatch last week, and what percentage left on time? In Excel it took two VLOOKUPs, a helper column and a pivot table. In SQL it is a single query:</p>`,
  codeBlock(SQL_DISPATCH_EN),
  `<p>The first time I ran it, it took less than a second over two million rows. The Excel workbook needed almost a minute just to recalculate.</p>`,
  `<h2>Three habits worth bringing over from Excel</h2>`,
  `<h3>1. Check the totals</h3>`,
  `<p>In a spreadsheet you see the data all the time; in SQL you do not. After every <code>JOIN</code>, compare the number of rows with that of the original table. If it grows, the key has duplicates and your sums are inflated.</p>`,
  `<h3>2. Build it step by step</h3>`,
  `<p>Just as you used to build a helper column before the pivot table, write the query in parts. <code>WITH</code> expressions let you name each step and read the query from top to bottom, like a recipe.</p>`,
  `<h3>3. Save the query, not the result</h3>`,
  `<p>The value of SQL is that the query is the report. Keep it in a repository with a comment explaining which question it answers, and next Monday's report will be a matter of running it again.</p>`,
  `<blockquote><p>A spreadsheet stores answers; a query stores the question. When the question comes back every week, it pays to store the question.</p></blockquote>`,
  `<h2>Where to start</h2>`,
  `<p>You do not need a server. Export your data as CSV, import it into SQLite with <a href="https://sqlitebrowser.org/">DB Browser for SQLite</a> and rewrite your most tedious report. When the result matches the one in Excel, you will have gained something more valuable than time: confidence in your numbers.</p>`,
);

const KPI_TYPES = `
type Kpi = {
  id: "on_time" | "cycle_time" | "inventory_accuracy" | "picking_rate" | "backlog";
  label: string;
  value: number;
  unit: "%" | "h" | "lines/h" | "orders";
  target: number;
  higherIsBetter: boolean;
  series: { date: string; value: number }[];
};

function status(kpi: Kpi): "ok" | "warning" | "bad" {
  const ratio = kpi.higherIsBetter ? kpi.value / kpi.target : kpi.target / kpi.value;
  if (ratio >= 1) return "ok";
  return ratio >= 0.9 ? "warning" : "bad";
}`;

const KPI_DASHBOARD_ES = html(
  `<p>Un tablero de indicadores solo es útil si alguien lo abre sin que se lo pidan. Cuando trabajaba en operaciones vi nacer y morir muchos: gráficos vistosos que nadie entendía, cifras que no coincidían con el reporte de finanzas, filtros que tardaban diez segundos en responder. Al pasar al desarrollo quise construir el tablero que yo habría querido usar. Este artículo resume cómo lo hice y qué decisiones repetiría.</p>`,
  `<h2>Empezar por las preguntas, no por los gráficos</h2>`,
  `<p>Antes de escribir una línea de código me senté con los supervisores de almacén y anotamos las preguntas que se hacían cada mañana. Salieron cinco, y cada una se convirtió en un indicador con una definición escrita:</p>`,
  `<ul>
<li><strong>Pedidos a tiempo</strong>: porcentaje de pedidos despachados antes de la fecha comprometida.</li>
<li><strong>Tiempo de ciclo</strong>: mediana de horas entre la recepción del pedido y su despacho.</li>
<li><strong>Exactitud de inventario</strong>: coincidencia entre el conteo físico y el sistema.</li>
<li><strong>Productividad de picking</strong>: líneas preparadas por persona y por hora.</li>
<li><strong>Pedidos pendientes</strong>: la cola actual, separada por antigüedad.</li>
</ul>`,
  `<p>Escribir las definiciones evitó muchas discusiones posteriores. Cuando alguien decía que una cifra estaba mal, la conversación giraba en torno a la definición, no al código.</p>`,
  `<h2>Un contrato de datos pequeño y tipado</h2>`,
  `<p>El backend entrega cada indicador con la misma forma, lo que permite que un único componente de React los dibuje todos. Con TypeScript ese contrato queda explícito y compartido entre ambos lados:</p>`,
  codeBlock(KPI_TYPES),
  `<p>La función <code>status</code> decide el color de cada tarjeta. Tenerla aislada hizo trivial probarla y explicarla al negocio: verde si se cumple la meta, ámbar si falta menos del diez por ciento y rojo en cualquier otro caso.</p>`,
  `<h2>Componentes que se leen de un vistazo</h2>`,
  `<h3>Tarjetas antes que gráficos</h3>`,
  `<p>La primera fila del tablero muestra cinco tarjetas con el valor actual, la meta y una flecha de tendencia. La mayoría de los usuarios no necesita más. Los gráficos viven debajo, para quien quiera investigar una caída o comparar semanas. Cada tarjeta, además, enlaza a la definición escrita del indicador, para que nadie tenga que adivinar qué se está midiendo.</p>`,
  `<h3>Un solo filtro global</h3>`,
  `<p>Probamos filtros por almacén, turno, cliente y categoría. El uso real mostró que casi todos filtraban solo por almacén y rango de fechas, así que el resto pasó a una vista avanzada. Menos controles significó menos preguntas de soporte y una interfaz que cabe en la pantalla de una tableta.</p>`,
  `<h3>Estados de carga honestos</h3>`,
  `<p>Cada tarjeta muestra un esqueleto mientras carga y un mensaje claro si falla, junto con la hora del último dato válido. Un número antiguo presentado como actual destruye la confianza más rápido que un error visible.</p>`,
  `<h2>Rendimiento sin magia</h2>`,
  `<p>El tablero consulta agregados ya calculados en lugar de filas crudas. Un proceso que corre cada quince minutos llena una tabla de resúmenes por día y almacén, y la API solo lee de ahí. En el navegador, las respuestas se guardan en caché por combinación de filtros, de modo que volver a una vista anterior es instantáneo. La tabla de resúmenes también facilitó cuadrar las cifras con finanzas, porque ambos equipos leen exactamente los mismos números.</p>`,
  `<blockquote><p>Si un tablero tarda más de dos segundos en cargar, la gente vuelve a pedir el reporte por correo.</p></blockquote>`,
  `<h2>Lo que repetiría y lo que cambiaría</h2>`,
  `<p>Repetiría definir los indicadores por escrito, compartir un tipo entre el backend y el frontend, y medir qué filtros se usan antes de añadir otros nuevos. Cambiaría una sola cosa: habría mostrado la fecha y la hora del último dato desde el primer día, porque fue la pregunta más frecuente durante el primer mes.</p>`,
);

const KPI_DASHBOARD_EN = html(
  `<p>A KPI dashboard is only useful if people open it without being asked to. When I worked in operations I saw many of them come and go: flashy charts nobody understood, figures that did not match the finance report, filters that took ten seconds to respond. When I moved into development I wanted to build the dashboard I would have wanted to use. This article sums up how I did it and which decisions I would make again.</p>`,
  `<h2>Start with the questions, not the charts</h2>`,
  `<p>Before writing a line of code I sat down with the warehouse supervisors and wrote down the questions they asked themselves every morning. There were five, and each one became an indicator with a written definition:</p>`,
  `<ul>
<li><strong>On-time orders</strong>: the percentage of orders dispatched before the promised date.</li>
<li><strong>Cycle time</strong>: the median number of hours between receiving an order and dispatching it.</li>
<li><strong>Inventory accuracy</strong>: how closely the physical count matches the system.</li>
<li><strong>Picking productivity</strong>: lines picked per person per hour.</li>
<li><strong>Backlog</strong>: the current queue, split by age.</li>
</ul>`,
  `<p>Writing the definitions down prevented a lot of later arguments. When someone said a figure was wrong, the conversation was about the definition, not about the code.</p>`,
  `<h2>A small, typed data contract</h2>`,
  `<p>The back end delivers every indicator in the same shape, so a single React component can draw all of them. With TypeScript that contract is explicit and shared by both sides:</p>`,
  codeBlock(KPI_TYPES),
  `<p>The <code>status</code> function decides the colour of each card. Keeping it separate made it trivial to test and to explain to the business: green if the target is met, amber if it falls short by less than ten per cent, and red otherwise.</p>`,
  `<h2>Components you can read at a glance</h2>`,
  `<h3>Cards before charts</h3>`,
  `<p>The first row of the dashboard shows five cards with the current value, the target and a trend arrow. Most users need nothing more. The charts live below, for anyone who wants to investigate a drop or compare weeks. Each card also links to the written definition of its indicator, so nobody has to guess what is being measured.</p>`,
  `<h3>A single global filter</h3>`,
  `<p>We tried filters by warehouse, shift, customer and category. Real usage showed that almost everyone filtered only by warehouse and date range, so the rest moved to an advanced view. Fewer controls meant fewer support questions and an interface that fits on a tablet screen.</p>`,
  `<h3>Honest loading states</h3>`,
  `<p>Each card shows a skeleton while it loads and a clear message if it fails, together with the time of the last valid data point. An old number presented as current destroys trust faster than a visible error.</p>`,
  `<h2>Performance without magic</h2>`,
  `<p>The dashboard queries pre-computed aggregates instead of raw rows. A job that runs every fifteen minutes fills a summary table by day and warehouse, and the API only reads from there. In the browser, responses are cached per combination of filters, so going back to a previous view is instant. The summary table also made it easier to reconcile figures with finance, because both teams read exactly the same numbers.</p>`,
  `<blockquote><p>If a dashboard takes more than two seconds to load, people go back to asking for the report by email.</p></blockquote>`,
  `<h2>What I would repeat and what I would change</h2>`,
  `<p>I would again write the indicators down, share one type between the back end and the front end, and measure which filters are used before adding new ones. I would change just one thing: I would have shown the date and time of the latest data from day one, because it was the most frequent question during the first month.</p>`,
);

const SQLITE_PRAGMAS = `
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA busy_timeout = 5000;
PRAGMA foreign_keys = ON;`;

const sqliteBatch = (comment: string) => `
const insertBooking = db.prepare(
  "INSERT INTO bookings (patient_id, slot_id, created_at) VALUES (?, ?, ?)"
);

const importBookings = db.transaction((rows) => {
  for (const row of rows) insertBooking.run(row.patientId, row.slotId, row.createdAt);
});

importBookings(rowsFromCsv); // ${comment}`;

const SQLITE_PRODUCTION_ES = html(
  `<p>Cuando propuse usar SQLite para la aplicación de reservas de un pequeño centro médico, la primera reacción del equipo fue de desconfianza: «¿eso no es solo para pruebas?». Un año después, la base de datos ha atendido cientos de miles de peticiones sin un solo incidente, cabe en un archivo de pocos megabytes y se respalda en segundos. Este artículo recoge las decisiones que lo hicieron posible y los límites que conviene conocer antes de elegirla.</p>`,
  `<h2>Cuándo tiene sentido</h2>`,
  `<p>SQLite no es un servidor: es una biblioteca que lee y escribe un archivo. Esa diferencia es a la vez su mayor ventaja y su principal límite. Funciona muy bien cuando:</p>`,
  `<ul>
<li>La aplicación corre en un solo servidor o contenedor.</li>
<li>Las lecturas superan con holgura a las escrituras.</li>
<li>Las escrituras son cortas, del orden de milisegundos.</li>
<li>Quieres desplegar, respaldar y mover la aplicación copiando una carpeta.</li>
</ul>`,
  `<p>Si necesitas varias instancias escribiendo a la vez desde máquinas distintas, o transacciones largas con mucha concurrencia, un servidor como PostgreSQL sigue siendo la mejor opción.</p>`,
  `<h2>La configuración que uso siempre</h2>`,
  `<p>La configuración por defecto de SQLite prioriza la compatibilidad, no el rendimiento de una aplicación web. Estas son las instrucciones que ejecuto al abrir cada conexión:</p>`,
  codeBlock(SQLITE_PRAGMAS),
  `<h3>WAL</h3>`,
  `<p>El modo <em>write-ahead log</em> permite que los lectores no bloqueen al escritor ni el escritor a los lectores. Para una aplicación web es el cambio más importante: sin él, cada escritura detiene todas las lecturas mientras dura.</p>`,
  `<h3>synchronous = NORMAL</h3>`,
  `<p>En modo WAL, <code>NORMAL</code> es seguro frente a caídas de la aplicación y solo podría perder las últimas transacciones confirmadas ante un corte de energía del servidor. A cambio, cada escritura es mucho más rápida.</p>`,
  `<h3>busy_timeout</h3>`,
  `<p>Solo puede haber un escritor a la vez. Sin un tiempo de espera, una segunda escritura concurrente falla de inmediato con <code>SQLITE_BUSY</code>; con él, espera su turno unos milisegundos y continúa sin que el usuario lo note.</p>`,
  `<h3>foreign_keys</h3>`,
  `<p>Por razones históricas, SQLite no valida las claves foráneas salvo que se lo pidas en cada conexión. Es fácil olvidarlo y descubrirlo meses después, cuando aparecen filas huérfanas.</p>`,
  `<h2>Escrituras cortas y transacciones explícitas</h2>`,
  `<p>Como solo hay un escritor, la regla de oro es que cada transacción de escritura dure lo menos posible. Nada de llamadas HTTP ni procesamiento pesado dentro de ella: primero se prepara todo y después se escribe de una vez. Agrupar muchas inserciones en una sola transacción, además, las acelera enormemente, porque el costo está en confirmar, no en insertar.</p>`,
  codeBlock(sqliteBatch("miles de filas en milisegundos")),
  `<h2>Respaldos que sí se pueden restaurar</h2>`,
  `<p>Copiar el archivo mientras la aplicación escribe puede producir una copia inconsistente. Hay dos formas seguras de hacerlo en caliente:</p>`,
  `<ul>
<li><code>VACUUM INTO '/respaldos/app.db'</code>, que escribe una copia compacta y coherente.</li>
<li>La API de respaldo en línea de SQLite, disponible en casi todos los lenguajes.</li>
</ul>`,
  `<p>Programé un respaldo nocturno con <code>VACUUM INTO</code>, conservo los últimos catorce y una vez al mes restauro uno en una máquina de pruebas. Un respaldo que nunca se ha restaurado es solo una esperanza.</p>`,
  `<h2>Migraciones sin sobresaltos</h2>`,
  `<p>SQLite tiene un <code>ALTER TABLE</code> limitado: añadir columnas es sencillo, pero cambiar el tipo de una columna o eliminar una restricción exige recrear la tabla. Mi procedimiento es siempre el mismo: crear la tabla nueva, copiar los datos, borrar la antigua y renombrar la nueva, todo dentro de una transacción. Cada migración queda numerada en el repositorio y la aplicación la aplica al arrancar, registrando cuáles ya se ejecutaron.</p>`,
  `<h2>Índices: la optimización que casi siempre falta</h2>`,
  `<p>Cuando una consulta se volvía lenta, la causa casi nunca era SQLite, sino un índice ausente. Antepón <code>EXPLAIN QUERY PLAN</code> a la consulta: si la respuesta dice <code>SCAN</code> sobre una tabla grande, SQLite la está recorriendo entera. Un índice sobre las columnas del <code>WHERE</code> y del <code>ORDER BY</code> suele convertir cientos de milisegundos en menos de uno. Eso sí, cada índice encarece las escrituras, así que conviene crear solo los que una consulta real necesita y revisar de vez en cuando los que ya nadie usa.</p>`,
  `<h2>Lo que medí</h2>`,
  `<p>En el servidor más pequeño de nuestro proveedor, con un núcleo y un gigabyte de memoria, las lecturas típicas de la aplicación responden en menos de un milisegundo y las escrituras en unos pocos. El cuello de botella nunca fue la base de datos, sino la red y el renderizado en el navegador. Además registro cada consulta que tarda más de 50 milisegundos; en un año la lista se ha mantenido casi vacía, y cada entrada terminó en un índice que faltaba.</p>`,
  `<blockquote><p>La pregunta útil no es si SQLite aguanta producción, sino si tu producción necesita algo más que SQLite.</p></blockquote>`,
  `<p>Para la mayoría de proyectos personales, herramientas internas y aplicaciones de negocios pequeños, la respuesta es no. Elegir la opción más simple que resuelve el problema libera tiempo para lo que de verdad importa: el producto. La <a href="https://www.sqlite.org/whentouse.html">guía oficial sobre cuándo usar SQLite</a> es un buen punto de partida para decidir.</p>`,
);

const SQLITE_PRODUCTION_EN = html(
  `<p>When I suggested SQLite for the booking application of a small medical practice, the team's first reaction was distrust: "isn't that just for testing?". A year later, the database has served hundreds of thousands of requests without a single incident, fits in a file of a few megabytes and is backed up in seconds. This article gathers the decisions that made it possible and the limits worth knowing before you choose it.</p>`,
  `<h2>When it makes sense</h2>`,
  `<p>SQLite is not a server: it is a library that reads and writes a file. That difference is both its greatest strength and its main limit. It works very well when:</p>`,
  `<ul>
<li>The application runs on a single server or container.</li>
<li>Reads comfortably outnumber writes.</li>
<li>Writes are short, in the order of milliseconds.</li>
<li>You want to deploy, back up and move the application by copying a folder.</li>
</ul>`,
  `<p>If you need several instances writing at once from different machines, or long transactions under heavy concurrency, a server such as PostgreSQL is still the better choice.</p>`,
  `<h2>The settings I always use</h2>`,
  `<p>SQLite's default settings favour compatibility, not the performance of a web application. These are the statements I run when opening every connection:</p>`,
  codeBlock(SQLITE_PRAGMAS),
  `<h3>WAL</h3>`,
  `<p>The <em>write-ahead log</em> mode means readers do not block the writer and the writer does not block readers. For a web application it is the most important change: without it, every write stops all reads for as long as it lasts.</p>`,
  `<h3>synchronous = NORMAL</h3>`,
  `<p>In WAL mode, <code>NORMAL</code> is safe against application crashes and could only lose the last committed transactions if the server loses power. In exchange, every write is much faster.</p>`,
  `<h3>busy_timeout</h3>`,
  `<p>There can only be one writer at a time. Without a timeout, a second concurrent write fails immediately with <code>SQLITE_BUSY</code>; with one, it waits its turn for a few milliseconds and carries on without the user noticing.</p>`,
  `<h3>foreign_keys</h3>`,
  `<p>For historical reasons, SQLite does not enforce foreign keys unless you ask for it on every connection. It is easy to forget and to find out months later, when orphaned rows show up.</p>`,
  `<h2>Short writes and explicit transactions</h2>`,
  `<p>Since there is only one writer, the golden rule is to keep every write transaction as short as possible. No HTTP calls or heavy processing inside it: prepare everything first, then write it all at once. Grouping many inserts in a single transaction also speeds them up enormously, because the cost lies in committing, not in inserting.</p>`,
  codeBlock(sqliteBatch("thousands of rows in milliseconds")),
  `<h2>Backups you can actually restore</h2>`,
  `<p>Copying the file while the application writes can produce an inconsistent copy. There are two safe ways to do it while the application is running:</p>`,
  `<ul>
<li><code>VACUUM INTO '/backups/app.db'</code>, which writes a compact, consistent copy.</li>
<li>SQLite's online backup API, available in almost every language.</li>
</ul>`,
  `<p>I scheduled a nightly backup with <code>VACUUM INTO</code>, keep the last fourteen, and once a month I restore one on a test machine. A backup that has never been restored is only a hope.</p>`,
  `<h2>Migrations without surprises</h2>`,
  `<p>SQLite has a limited <code>ALTER TABLE</code>: adding columns is easy, but changing a column's type or dropping a constraint means recreating the table. My procedure is always the same: create the new table, copy the data, drop the old one and rename the new one, all inside a transaction. Every migration is numbered in the repository and the application applies it at start-up, recording which ones have already run.</p>`,
  `<h2>Indexes: the optimisation that is almost always missing</h2>`,
  `<p>When a query became slow, the cause was almost never SQLite itself but a missing index. Put <code>EXPLAIN QUERY PLAN</code> in front of the query: if the answer says <code>SCAN</code> on a large table, SQLite is reading the whole of it. An index on the columns in the <code>WHERE</code> and <code>ORDER BY</code> clauses usually turns hundreds of milliseconds into less than one. Bear in mind that every index makes writes more expensive, so create only the ones a real query needs and now and then review the ones nobody uses any more.</p>`,
  `<h2>What I measured</h2>`,
  `<p>On our provider's smallest server, with one core and one gigabyte of memory, the application's typical reads answer in under a millisecond and writes in a few. The bottleneck was never the database, but the network and rendering in the browser. I also log every query that takes longer than 50 milliseconds; in a year the list has stayed almost empty, and every entry led to a missing index.</p>`,
  `<blockquote><p>The useful question is not whether SQLite can handle production, but whether your production needs anything more than SQLite.</p></blockquote>`,
  `<p>For most personal projects, internal tools and small-business applications, the answer is no. Choosing the simplest option that solves the problem frees up time for what really matters: the product. The <a href="https://www.sqlite.org/whentouse.html">official guide on when to use SQLite</a> is a good starting point for deciding.</p>`,
);

const WEEKLY_SCRIPT = `
import pandas as pd

orders = pd.read_csv("orders.csv", parse_dates=["dispatched_at", "promised_at"])
orders["on_time"] = orders["dispatched_at"] <= orders["promised_at"]
summary = orders.groupby("warehouse")["on_time"].mean().mul(100).round(1)
summary.to_csv("weekly_summary.csv")`;

const WEEKLY_SCRIPT_ES = `
import pandas as pd

pedidos = pd.read_csv("pedidos.csv", parse_dates=["despachado_en", "fecha_compromiso"])
pedidos["a_tiempo"] = pedidos["despachado_en"] <= pedidos["fecha_compromiso"]
resumen = pedidos.groupby("almacen")["a_tiempo"].mean().mul(100).round(1)
resumen.to_csv("resumen_semanal.csv")`;

const CAREER_CHANGE_ES = html(
  `<p>Hace unos años mi trabajo consistía en que los camiones salieran a tiempo. Hoy escribo software para que otras personas lo consigan. El cambio no fue un salto, sino una serie de pasos pequeños que empezaron con una macro de Excel y terminaron en un repositorio con pruebas automatizadas. Estas son las lecciones que más me sirvieron, por si estás pensando en un camino parecido.</p>`,
  `<h2>Tu experiencia previa es una ventaja</h2>`,
  `<p>Al principio sentía que llegaba tarde: compañeros más jóvenes dominaban patrones y herramientas que yo apenas conocía. Tardé en ver que yo tenía algo que ellos no: había sido usuaria de los sistemas que ahora construíamos. Sabía qué pantalla se abría a las seis de la mañana, qué reporte se imprimía y qué campo se llenaba siempre mal.</p>`,
  `<ul>
<li>Entiendes el costo real de un error: un pedido que no sale, un cliente que llama molesto.</li>
<li>Sabes hacer preguntas de negocio antes de hablar de tecnología.</li>
<li>Estás acostumbrada a trabajar con datos sucios e incompletos.</li>
<li>Puedes traducir entre el equipo técnico y el operativo.</li>
</ul>`,
  `<h2>Aprender haciendo, con problemas propios</h2>`,
  `<p>Los cursos me dieron vocabulario, pero aprendí de verdad automatizando mis propias tareas. El primer script en Python que escribí unía tres archivos CSV y generaba el reporte semanal. Era feo, pero me ahorraba cuatro horas cada lunes, y esa recompensa inmediata me mantuvo motivada durante los meses difíciles.</p>`,
  codeBlock(WEEKLY_SCRIPT_ES),
  `<p>Ese mismo script, reescrito varias veces, terminó siendo el núcleo del primer tablero que construí para la empresa.</p>`,
  `<h2>Lo que más me costó</h2>`,
  `<h3>Leer código ajeno</h3>`,
  `<p>Escribir código nuevo es la parte fácil. Entender un sistema que otras personas construyeron durante años, con sus decisiones y sus parches, requiere paciencia y método: leer las pruebas primero, seguir una petición de principio a fin y anotar todo lo que no entiendes para preguntarlo después.</p>`,
  `<h3>Aceptar que no se sabe todo</h3>`,
  `<p>En operaciones se espera que tengas la respuesta al momento. En desarrollo, decir «no lo sé, déjame investigarlo» es parte del oficio. Me tomó tiempo sentirme cómoda con esa frase, y hoy la considero una señal de seriedad.</p>`,
  `<h3>Medir el avance</h3>`,
  `<p>En un almacén el progreso se ve: pedidos despachados, pallets ordenados. Aprendiendo a programar hay semanas en las que parece que no avanzas. Me ayudó llevar un registro sencillo de lo que construía cada mes; releerlo me recordaba cuánto había cambiado.</p>`,
  `<blockquote><p>No dejé de ser analista: ahora analizo problemas y los resuelvo con código.</p></blockquote>`,
  `<h2>Si estás empezando</h2>`,
  `<p>Elige un problema que conozcas bien y resuélvelo con código, aunque sea de forma torpe. Publica lo que hagas, pide revisiones y no subestimes lo que ya sabes del negocio. El camino es largo, pero no empiezas desde cero.</p>`,
);

const CAREER_CHANGE_EN = html(
  `<p>A few years ago my job was to make sure the trucks left on time. Today I write software that helps other people do the same. The change was not a leap but a series of small steps that began with an Excel macro and ended in a repository with automated tests. These are the lessons that helped me most, in case you are considering a similar path.</p>`,
  `<h2>Your previous experience is an advantage</h2>`,
  `<p>At first I felt I had arrived late: younger colleagues knew patterns and tools I had barely heard of. It took me a while to see that I had something they did not: I had been a user of the systems we were now building. I knew which screen was opened at six in the morning, which report was printed and which field was always filled in wrong.</p>`,
  `<ul>
<li>You understand the real cost of a mistake: an order that does not ship, an angry customer on the phone.</li>
<li>You know how to ask business questions before talking about technology.</li>
<li>You are used to working with messy, incomplete data.</li>
<li>You can translate between the technical team and the operations team.</li>
</ul>`,
  `<h2>Learning by doing, with your own problems</h2>`,
  `<p>Courses gave me vocabulary, but I really learned by automating my own tasks. The first Python script I wrote joined three CSV files and produced the weekly report. It was ugly, but it saved me four hours every Monday, and that immediate reward kept me motivated through the hard months.</p>`,
  codeBlock(WEEKLY_SCRIPT),
  `<p>That same script, rewritten several times, ended up as the core of the first dashboard I built for the company.</p>`,
  `<h2>What was hardest</h2>`,
  `<h3>Reading other people's code</h3>`,
  `<p>Writing new code is the easy part. Understanding a system that other people built over years, with its decisions and its patches, takes patience and method: read the tests first, follow one request from start to finish and note down everything you do not understand so you can ask later.</p>`,
  `<h3>Accepting that you cannot know everything</h3>`,
  `<p>In operations you are expected to have the answer on the spot. In development, saying "I don't know, let me look into it" is part of the craft. It took me time to feel comfortable with that sentence, and today I see it as a sign of rigour.</p>`,
  `<h3>Measuring progress</h3>`,
  `<p>In a warehouse, progress is visible: orders dispatched, pallets stacked. When learning to program there are weeks when it feels like you are going nowhere. Keeping a simple log of what I built each month helped; rereading it reminded me how much had changed.</p>`,
  `<blockquote><p>I did not stop being an analyst: now I analyse problems and solve them with code.</p></blockquote>`,
  `<h2>If you are just starting</h2>`,
  `<p>Pick a problem you know well and solve it with code, even clumsily. Publish what you make, ask for reviews and do not underestimate what you already know about the business. The road is long, but you are not starting from zero.</p>`,
);

/** Three published articles (distinct publishedAt in 2025–2026) and one draft. */
export const DEMO_ARTICLES: ArticleValues[] = [
  {
    title: "De Excel a SQL: la guía que me habría gustado tener",
    slug: "de-excel-a-sql",
    summary:
      "Cómo pasar de libros de Excel llenos de BUSCARV a consultas SQL repetibles, con equivalencias directas entre las fórmulas que ya conoces y las cláusulas de SQL.",
    content: EXCEL_TO_SQL_ES,
    category: "Datos",
    imageUrl: null,
    published: true,
    publishedAt: "2025-03-18T14:00:00.000Z",
    createdAt: "2025-03-10T22:41:07.000Z",
    updatedAt: "2025-03-18T14:00:00.000Z",
    translations: {
      en: {
        title: "From Excel to SQL: the guide I wish I had had",
        summary:
          "How to move from Excel workbooks full of VLOOKUPs to repeatable SQL queries, with direct equivalences between the formulas you already know and SQL clauses.",
        content: EXCEL_TO_SQL_EN,
        category: "Data",
      },
    },
  },
  {
    title: "Cómo construí un tablero de KPIs con React y TypeScript",
    slug: "tablero-de-kpis-con-react-y-typescript",
    summary:
      "Las decisiones de producto, el contrato de datos y los componentes detrás de un tablero operativo que el equipo de almacén abre cada mañana sin que nadie se lo pida.",
    content: KPI_DASHBOARD_ES,
    category: "Frontend",
    imageUrl: null,
    published: true,
    publishedAt: "2025-09-02T15:30:00.000Z",
    createdAt: "2025-08-24T19:12:45.000Z",
    updatedAt: "2025-09-04T10:05:31.000Z",
    translations: {
      en: {
        title: "How I built a KPI dashboard with React and TypeScript",
        summary:
          "The product decisions, the data contract and the components behind an operations dashboard that the warehouse team opens every morning without being asked to.",
        content: KPI_DASHBOARD_EN,
        category: "Frontend",
      },
    },
  },
  {
    title: "SQLite en producción: lo que aprendí en un año",
    slug: "sqlite-en-produccion",
    summary:
      "Configuración, transacciones, respaldos y migraciones: lo necesario para usar SQLite con tranquilidad en una aplicación web real, y cuándo conviene elegir otra cosa.",
    content: SQLITE_PRODUCTION_ES,
    category: "Backend",
    imageUrl: null,
    published: true,
    publishedAt: "2026-02-10T13:00:00.000Z",
    createdAt: "2026-01-29T23:18:02.000Z",
    updatedAt: "2026-02-10T13:00:00.000Z",
    translations: {
      en: {
        title: "SQLite in production: what I learned in a year",
        summary:
          "Settings, transactions, backups and migrations: what you need to run SQLite with peace of mind in a real web application, and when to choose something else.",
        content: SQLITE_PRODUCTION_EN,
        category: "Backend",
      },
    },
  },
  {
    title: "De analista de operaciones a desarrolladora: lo que aprendí en el camino",
    slug: "de-analista-de-operaciones-a-desarrolladora",
    summary: "Lecciones de un cambio de carrera: por qué la experiencia en operaciones es una ventaja al programar y qué fue lo más difícil de aprender.",
    content: CAREER_CHANGE_ES,
    category: "Carrera",
    imageUrl: null,
    published: false,
    publishedAt: null,
    createdAt: "2026-10-27T21:04:19.000Z",
    updatedAt: "2026-11-14T18:47:53.000Z",
    translations: {
      en: {
        title: "From operations analyst to developer: what I learned along the way",
        summary: "Lessons from a career change: why operations experience is an advantage when programming, and what was hardest to learn.",
        content: CAREER_CHANGE_EN,
        category: "Career",
      },
    },
  },
];
