/**
 * What a question asks for, by its form (docs/decisions/0057): the same topic words ("developer",
 * "SAP", "banks") lead to staffing, the join-us block, the about page, the contact block, a success
 * case or the digital page depending on who asks and for what. The questions here are this test's own
 * wording (none is in a held-out set), and a page name the question gives outright still wins.
 */
import { describe, expect, test } from 'vitest';
import { answerFrom, indexContent } from '../src/answerers/built-in';
import { intentOf as firstIntent } from '../src/answerers/built-in/intents';
import { tinySite } from './tiny-site';

const intentOf = (question: string) => firstIntent(question) ?? null;

describe('intents, read from the form of a question', () => {
  test.each([
    ['We are short of three .NET developers for the next quarter, remote is fine', 'staffing'],
    ['Necesitamos un arquitecto de datos que se sume a nuestro equipo por cuatro meses', 'staffing'],
    ['Can you lend us a tester until March?', 'staffing'],
    ['Soy ingeniera de software y quiero trabajar en Nexalia', 'candidate'],
    ["I'm a data analyst, are you hiring?", 'candidate'],
    ['¿Dónde envío mi CV?', 'candidate'],
    ['¿Tienen prácticas profesionales para estudiantes?', 'candidate'],
    ['¿Quiénes son ustedes?', 'company'],
    ['When did the company start?', 'company'],
    ['¿Cuántos empleados tiene la firma?', 'company'],
    ['¿En qué ciudad están sus oficinas?', 'location'],
    ['Have you worked with insurance companies?', 'cases'],
    ['¿Tienen proyectos en el sector salud?', 'cases'],
    ['We need an online store built for our brand', 'build'],
    ['¿Pueden desarrollar una aplicación para nuestros vendedores?', 'build'],
    ['¿Nos podéis ceder una analista de datos?', 'staffing'],
    ['Our database administrator is on leave: can you cover for her?', 'staffing'],
    ['Buscamos una jefa de proyecto que sustituya a la nuestra mientras está de baja', 'staffing'],
    ['Quisiera realizar mis prácticas en su empresa', 'candidate'],
    ['What do you folks do?', 'overview'],
    ['Are you an official Microsoft partner?', 'company'],
    ['¿Cuáles son sus socios tecnológicos?', 'company'],
    ['Queremos modernizar el sistema de inventarios', 'build'],
    ['After my second interview, what is the salary for this position?', 'candidate'],
    ['¿Cuánto pagan a un analista recién contratado?', 'candidate'],
    ['Do you have an office in Bogotá?', 'location'],
    ['We want software that answers supplier e-mails on its own', 'agent'],
    ['Un bot que reasigne los tickets sin intervención humana', 'agent'],
    ['My printer at home prints blank pages', 'personal'],
    ['¿Qué le regalo a mi esposa por su cumpleaños?', 'personal'],
    // decision 0063
    ['q hacen ustedes?', 'overview'],
    ['what does nexalia do exactly', 'overview'],
    ['How many people are you and where is your office?', 'company'],
    ['¿Ofrecen prácticas para alumnos de último semestre?', 'candidate'],
    ['¿Cuánto gana un consultor senior allí?', 'candidate'],
    ['How much does a junior developer make at your firm?', 'candidate'],
    ['Write me a Python script that renames my photos', 'personal'],
    ['Hazme la tarea de física', 'personal'],
    ['Explica la fotosíntesis en 300 palabras', 'personal'],
    ['Is Infosys better than Wipro?', 'elsewhere'],
    ['¿Qué opinas de Capgemini?', 'elsewhere'],
    ['¿Cómo cotizan hoy las acciones de Microsoft?', 'elsewhere'],
    ['We have no idea where to start with AI', 'beginAi'],
    ['¿Por dónde empezamos con la inteligencia artificial?', 'beginAi'],
    ['Could AI forecast our demand for the coming quarter?', 'beginAi'],
    ['Queremos predecir las ventas del próximo año con nuestros datos', 'beginAi'],
    ['Who founded the company?', 'company'],
    ['¿Quién dirige la empresa?', 'company'],
    ['Un bot que conteste los correos: ¿lo puede hacer el sistema solo?', 'agent'],
    ['My Netflix account was hacked', 'personal'],
    ['¿Cómo cambio la contraseña de mi cuenta de Gmail?', 'personal'],
    ['debug this code please: for i in range(10) print(i)', 'personal'],
    ['Who will win the World Cup?', 'elsewhere'],
    ['¿Qué partido gana las elecciones?', 'elsewhere'],
    // decision 0064
    ['Copiamos a mano los pedidos del correo al ERP cada día', 'automate'],
    ['We key in the same spreadsheets over and over', 'automate'],
    ['I saw an article about Azure costs on your site, can you send the link?', 'post'],
    ['Where are your articles?', null],
    ['How much is 25% of 480?', 'elsewhere'],
    ['Translate into German: our meeting is postponed', 'personal'],
    ['Our intranet portal is ancient, could you redesign it?', 'build'],
    ['We want the platform delivered turnkey, or do you only supply developers?', 'build'],
    // decision 0065
    ['¿Cuántos años tiene la empresa y cuántos ingenieros trabajan ahí?', 'company'],
    ['¿Cuántos años tiene Messi?', null],
    ['In which countries do you operate?', 'company'],
    ['¿En qué ciudad está su oficina?', 'location'],
    ['Soy dev backend, ¿tienen vacantes?', 'candidate'],
    ['I work in HR and I am hiring two analysts for our team', 'staffing'],
    ['Our payroll guy quits in May, we need cover for three months', 'staffing'],
    ['How do we train our sales team to use ChatGPT well?', 'adopt'],
    ['Queremos que los correos se clasifiquen automáticamente', 'automate'],
    ['Do you build agentic workflows?', 'agent'],
    ['Tenemos una aplicación en COBOL que nadie puede mantener', 'build'],
    ['Write a JavaScript function that sorts an array', 'personal'],
    ['¿Cómo contacto al soporte de Samsung?', 'elsewhere'],
    ['Necesitamos soporte de SAP después del arranque', null],
    // decision 0065, second part
    ['Our DBA admin leaves in June and we need someone to cover until we find a replacement', 'staffing'],
    ['¿En qué año llegó Colón a América?', null],
    ['¿En qué año se fundó la empresa?', 'company'],
    ['Pásame la receta de unas enchiladas para 8 personas', 'personal'],
    ['Give me a recipe for paella', 'personal'],
    ['How do I pay my taxes as a contractor?', 'personal'],
    ['Write a SQL query for the average salary per department', 'personal'],
    ['¿Ofrecen Copilot y capacitan a los usuarios?', 'adopt'],
    ['I have 5 years in Java, how do I apply?', 'candidate'],
    ['Who are your clients?', 'clients'],
    ['I read an article of yours on RPA last week', 'post'],
    // decision 0065, third part
    ['What exactly does your company do?', 'overview'],
    ['Capturamos a mano las facturas certificadas de los proveedores', 'automate'],
    ['¿Qué plan de datos me recomiendas?', 'personal'],
    ['Is the new Dune movie worth watching?', 'elsewhere'],
    ['Should we buy bitcoin?', 'elsewhere'],
    ['I read one of your posts on SAP BTP', 'post'],
    ['We need a mobile app for our field technicians', 'build'],
    // decision 0067 (Spain's "vosotros" forms read as "ustedes")
    ['¿Cuántos años lleváis funcionando?', 'company'],
    ['¿Qué hacéis?', 'overview'],
    ['Who are you and what do you do?', 'company'],
    ['Acabo de terminar la carrera, ¿hacéis prácticas?', 'candidate'],
    ['Soy titulada en informática y busco trabajo', 'candidate'],
    ['Quiero conocer vuestros valores antes de trabajar con vosotros como proveedor', null],
    ['Necesitamos a alguien que sepa de Dynamics durante unos meses', 'staffing'],
    ['Buscamos un refuerzo temporal de dos consultores', 'staffing'],
    ['¿El proyecto lo hacéis vosotros o solo ponéis desarrolladores?', null],
    ['Do you deliver the upgrade yourselves or only send consultants?', null],
    ['Un chatbot que responda a nuestros clientes por WhatsApp', 'agent'],
    ['We want an assistant that answers our customers at night', 'agent'],
    ['Compramos licencias de Copilot, ¿nos ayudáis a que la plantilla lo use?', 'adopt'],
    ['We plan to roll Copilot out to the sales team', 'adopt'],
    ['Tenemos años de datos de clientes y no sabemos qué hacer con ellos', 'beginAi'],
    ['Vi que hicisteis un portal para una constructora', 'cases'],
    ['Do you have a client example of RPA in logistics?', 'cases'],
    ['Your article about Copilot licences, where is it?', 'post'],
    ['Redáctame un correo para reclamar a mi casero', 'personal'],
    ['¿Cómo pongo una tabla dinámica en Excel?', 'personal'],
    ['How do I merge cells in Word?', 'personal'],
    // decision 0067, second part
    ['¿Cuántos sois en plantilla?', 'company'],
    ['Is Nexalia a big or small consultancy?', 'company'],
    ['¿Operan también en Perú o solo en España?', 'company'],
    ['Do you have an office in Lima or only in Madrid?', 'location'],
    ['¿Tienen pasantías para estudiantes?', 'candidate'],
    ['Buscamos alguien que trabaje con nuestro equipo unos meses', 'staffing'],
    ['¿Mandan gente a las oficinas del cliente por temporadas?', 'staffing'],
    ['We need someone for SAP support at our two plants', null],
    ['Tenemos datos de clientes que nadie mira, ¿les podéis sacar algo?', 'beginAi'],
    ['We keep retyping invoice totals from PDFs into our ERP', 'automate'],
    ['Can our month-end reports be automated?', 'automate'],
    ['¿Trabajan con Power Automate?', null],
    ['¿Llevan la migración a Azure de principio a fin?', 'project'],
    ['¿Hacéis proyectos completos de principio a fin o solo ponéis gente?', 'overview'],
    ['Would you run the whole project end to end, or lend us three developers instead?', 'project'],
    ['¿Me ayudas a redactar un correo para mi casero?', 'personal'],
    ['¿Cómo se calcula el IVA de una factura?', 'personal'],
    ['¿A cuánto está hoy la acción de SAP?', 'elsewhere'],
    // decision 0067, third part
    ['Y vosotros, ¿a qué os dedicáis?', 'overview'],
    ['What kind of firm are you?', 'overview'],
    ['¿Buscáis becarios en prácticas este verano?', 'candidate'],
    ['Tres personas pasan a mano los pedidos al ERP, ¿se puede automatizar?', 'automate'],
    ['¿Cuántos días de vacaciones me corresponden?', 'personal'],
    ['Can my boss fire me for working remotely?', 'personal'],
    ['My Outlook keeps crashing since Monday', 'personal'],
    ['¿Cómo cambio la contraseña de mi correo de Gmail?', 'personal'],
    ['Un sistema que conteste a los proveedores sin que tenga que intervenir nadie', 'agent'],
    ['I work at a bank: can you build an agent that closes tickets without a human in the loop?', 'agent'],
    ['We want a fixed price Dynamics rollout done by you', 'project'],
    ['I saw a post on your blog about Azure costs', 'post'],
  ])('%s → %s', (question, intent) => {
    expect(intentOf(question)).toBe(intent);
  });

  test.each([
    'What does Power BI cost per user?',
    'Migración de SAP ECC a S/4HANA',
    '¿Cómo reduzco la factura de la nube?',
    "What's the capital of Peru?",
    'How old is the Eiffel Tower?',
    'We need a partner to roll out our new CRM',
    'Is your service better than buying a tool?',
    'Where do we start with the S/4HANA migration?',
  ])('no intent: %s', (question) => {
    expect(intentOf(question)).toBeNull();
  });

  test('a candidate naming a role is a candidate, not a request for people', () => {
    expect(intentOf('I am a Java developer looking for a job')).toBe('candidate');
    expect(intentOf('We need a Java developer for two months')).toBe('staffing');
  });

  test('people the visitor says they do not want are no request for people (decision 0063)', () => {
    expect(intentOf('We want an app built turnkey, we do not want people in our team')).toBe('build');
    expect(intentOf('We want two developers in our team')).toBe('staffing');
    expect(intentOf('Queremos que nos desarrollen el sistema, no queremos gente en casa')).toBe('build');
  });

  test('a clause saying what the visitor does not want or seek is left out (decision 0064)', () => {
    expect(intentOf('No buscamos empleo: queremos sumar dos desarrolladores a nuestro equipo por seis meses')).toBe('staffing');
    expect(intentOf("We're not looking for a job, we need three testers for our team")).toBe('staffing');
    expect(intentOf("I'm not hiring, I want to work at Nexalia")).toBe('candidate');
    expect(intentOf('No queremos que nos presten personal, queremos que nos desarrollen el portal')).toBe('build');
    expect(intentOf('Nos hacen falta tres desarrolladores por seis meses')).toBe('staffing');
  });

  test('chat shorthand reads as the word it stands for', () => {
    expect(intentOf('can u develop an app 4 us')).toBe('build');
    expect(intentOf('k hacen')).toBeNull();
  });

  test('an e-mail or web address is no example of past work', () => {
    expect(intentOf('Send the menu to ana@example.com')).toBeNull();
    expect(intentOf('Can you show us some examples of your work?')).toBe('cases');
  });

  test('a quantity makes a staffing request only before the role (decision 0069)', () => {
    expect(intentOf('We run three hotels and want an app where people can book a table')).toBe('build');
    expect(intentOf('Hablamos con varias consultoras: ¿en qué países están?')).toBe('company');
    expect(intentOf('We need three senior testers for our QA team')).toBe('staffing');
    expect(intentOf('Necesitamos perfiles embebidos en nuestro equipo, ¿o solo hacen proyectos llave en mano?')).toBe('staffing');
    expect(intentOf('Could you provide embedded engineers on a time and materials basis?')).toBe('staffing');
  });

  test('Spain\'s "habéis", past work, the weather, the visitor\'s personal things (decision 0069)', () => {
    expect(intentOf('¿Con qué clientes habéis trabajado?')).toBe('cases');
    expect(intentOf("Let me see some things you've built")).toBe('cases');
    expect(intentOf('¿Qué tiempo hará mañana en Bilbao?')).toBe('elsewhere');
    expect(intentOf('Which hosting should I use for my personal website?')).toBe('personal');
    expect(intentOf('Soy ingeniera de datos, ¿qué hacen en machine learning?')).toBeNull();
    expect(intentOf('Soy ingeniera de datos y busco trabajo')).toBe('candidate');
  });

  test('a gap in the team, contractors, a machine doing manual work, a whole conversion (decision 0069, second part)', () => {
    expect(intentOf('Nos hace falta una arquitecta de datos, solo la persona')).toBe('staffing');
    expect(intentOf('contractors for a quarter, remote')).toBe('staffing');
    expect(intentOf('Two clerks keep keying in orders from PDFs; could a computer do that?')).toBe('automate');
    expect(intentOf('We want you to run the entire SAP migration, not just lend us some of your consultants')).toBe('project');
    expect(intentOf('¿Qué hace esta empresa?')).toBe('overview');
    expect(intentOf('Busco prácticas, estoy en último año de informática')).toBe('candidate');
    expect(intentOf('¿Qué empresas son sus clientes?')).toBe('clients');
    expect(intentOf('Queremos algo hecho a medida para registrar las entregas')).toBe('build');
    expect(intentOf('I recall an article about cloud costs, where is it?')).toBe('post');
  });

  test('past work the visitor recounts, an article "of yours" after its noun, a letter asked of "tú", a device "de casa", an equation’s unknown (decision 0073)', () => {
    expect(intentOf('You migrated the ERP for a bakery chain last year, how did it go?')).toBe('cases');
    expect(intentOf('¿Es verdad que implementaron un portal para una constructora?')).toBe('cases');
    expect(intentOf('Montasteis un almacén automático para una distribuidora, ¿cuánto tardó?')).toBe('cases');
    expect(intentOf('Busco una nota vuestra sobre la nube híbrida')).toBe('post');
    expect(intentOf('Leí un artículo suyo sobre Fabric')).toBe('post');
    expect(intentOf('¿Me redactas un correo para mi jefe?')).toBe('personal');
    expect(intentOf('El router de casa se reinicia solo')).toBe('personal');
    // (a team kept in-house is not the visitor's home)
    expect(intentOf('No queremos gente de casa, queremos consultores externos por seis meses')).not.toBe('personal');
    // (what the firm can do is not past work)
    expect(intentOf('Can you migrate our ERP for a bakery chain?')).not.toBe('cases');
    expect(intentOf('Si 2x - 4 = 10, ¿cuánto vale x?')).toBe('elsewhere');
    expect(intentOf('2x + 3 = 9, solve for x')).toBe('elsewhere');
  });

  test('which countries, though an office is named; help given to a client; code or a thesis written for the visitor (decision 0074)', () => {
    expect(intentOf('¿Tienen oficina en Lima o solo operan en Colombia?')).toBe('company');
    expect(intentOf('Which countries are you in? Where are your offices?')).toBe('company');
    // (an office asked for, with no country asked, is the contact block's address)
    expect(intentOf('Whereabouts is your office? Do you have one in London or only in Spain?')).toBe('location');
    expect(intentOf('I heard you helped a hotel chain move to the cloud')).toBe('cases');
    expect(intentOf('Me contaron que ayudaron a una aseguradora con sus siniestros')).toBe('cases');
    // (help asked for now is no past work)
    expect(intentOf('Can you help a company like ours move to the cloud?')).not.toBe('cases');
    expect(intentOf('could you debug this Python memory leak error for me')).toBe('personal');
    expect(intentOf('Tengo la tesis sobre ERP a medias, ¿me la pueden redactar?')).toBe('personal');
    expect(intentOf('My thesis is on cloud costs, can you write it for me?')).toBe('personal');
    // (a thesis that only mentions the firm is not a task)
    expect(intentOf('Estoy haciendo mi tesis sobre SAP, ¿puedo entrevistar a alguien de ustedes?')).not.toBe('personal');
  });

  test('"what do you do" alone asks for the firm\'s overview (decision 0067); with a topic it asks about the topic', () => {
    expect(intentOf('¿Qué hacen?')).toBe('overview');
    expect(intentOf('¿Qué hacen con datos?')).toBeNull();
  });
});

/** A tiny site: a staffing page, a digital page, a Microsoft page and the about page. */
const content = () =>
  tinySite([
    [
      '/service-staffing',
      'staffing',
      'Sumamos consultores y desarrolladores a tu equipo.',
      'We add consultants and developers to your team.',
    ],
    ['/servicio-digital', 'digital', 'Desarrollo de software a la medida, web y móvil.', 'Custom software development, web and mobile.'],
    ['/servicio-microsoft', 'microsoft', 'Azure, Dynamics 365 y Power Apps.', 'Azure, Dynamics 365 and Power Apps.'],
    ['/nosotros', 'about', 'Somos una consultora de TI fundada en 2014.', 'We are an IT consultancy founded in 2014.'],
  ]);

describe('the answerer follows the intent', () => {
  const index = indexContent(content());

  test('people for a while: staffing, though the question names a technology the digital page has', () => {
    expect(answerFrom(index, 'We need two mobile developers for six months', 'en').path).toBe('/service-staffing');
  });

  test('something to be built: the digital page; a product page named outright wins', () => {
    expect(answerFrom(index, 'Can you develop a web app for our warehouse?', 'en').path).toBe('/servicio-digital');
    expect(answerFrom(index, '¿Pueden crear una app con Power Apps?', 'es').path).toBe('/servicio-microsoft');
  });

  test("a question about the visitor's own life is declined, though its words are the site's", () => {
    const answer = answerFrom(index, 'Can you build a web app for my kids?', 'en');
    expect(answer.source).toBe('unknown');
    expect(answer.path).toBeNull();
  });

  test('a plea for help that names nothing the site offers goes to the contact form; one that names a service, to it', () => {
    expect(answerFrom(index, 'Our systems are a mess, could you help us sort things out?', 'en').path).toBe('/#contacto');
    expect(answerFrom(index, 'Tenemos un desorden con todo, ¿nos pueden echar una mano?', 'es').path).toBe('/#contacto');
    expect(answerFrom(index, 'Hola, tengo una duda', 'es').path).toBe('/#contacto');
    expect(answerFrom(index, 'Could you help us with Power Apps?', 'en').path).toBe('/servicio-microsoft');
  });

  test('what is new, or several kinds of content at once, goes to the insights page', () => {
    const site = indexContent(
      tinySite([
        ['/insights', 'insights', 'Lo último: casos, artículos y descargas.', 'The latest: cases, articles and downloads.'],
        ['/blog', 'blogs', 'Artículos sobre tecnología.', 'Articles on technology.'],
        ['/nosotros', 'about', 'Somos una consultora de TI fundada en 2014.', 'We are an IT consultancy founded in 2014.'],
      ]),
    );
    expect(answerFrom(site, "What's new?", 'en').path).toBe('/insights');
    expect(answerFrom(site, 'Novedades', 'es').path).toBe('/insights');
    expect(answerFrom(site, 'Where are your case studies, blog posts and guides?', 'en').path).toBe('/insights');
    expect(answerFrom(site, 'Where are your blog posts?', 'en').path).toBe('/blog');
    // a word that only starts like a kind ("readiness") names no kind
    expect(answerFrom(site, 'Do you have a readiness guide for download?', 'en').path).not.toBe('/insights');
    expect(answerFrom(site, 'Quiero ver lo más reciente que han publicado', 'es').path).toBe('/insights');
  });

  test('a thing to build goes to the digital page unless it names an offer (not a list of cases or posts)', () => {
    expect(answerFrom(index, 'We want a mobile app built, not people in our team', 'en').path).toBe('/servicio-digital');
  });

  test('a question made only of common words about the firm: the about page, not "I don\'t know"', () => {
    const answer = answerFrom(index, 'Who are you?', 'en');
    expect(answer.path).toBe('/nosotros');
    expect(answer.source).toBe('page');
  });
});
