/**
 * What a question asks for, read from its form rather than its topic words (docs/decisions/0057): a
 * visitor's company asking for people to join its team for a while (IT staffing), a person asking to
 * work at the firm (the join-us block), a question about the firm itself (what it does, since when,
 * where, how many people, its accreditations), a question about the firm's past work (success
 * cases), or a request to have something built (digital transformation). The same topic words appear
 * in all of them ("developers", "SAP", "Java"), which is why the word-by-word ranking confuses them:
 * "two Java developers for six months" is staffing, "I am a Java developer" is a job application,
 * "have you built apps for banks?" is a success case.
 *
 * The rules are on the question's folded words (lower case, no accents, one space apart; e-mail and
 * web addresses left out), in both languages, and use general words (roles, quantities, time spans, first-person forms), never a question's wording.
 */

import { words } from './text';

/** People a company asks for: IT roles and general words for staff (singular and plural, both languages). */
const ROLE =
  /\b(desarrollador(?:es|as?)?|programador(?:es|as?)?|ingenier[oa]s?|consultor(?:es)?|analistas?|testers?|especialistas?|arquitect[oa]s?|perfil(?:es)?|lider(?:es)? de proyecto|jef(?:e|as?|es) de proyecto|gerentes? de proyecto|project managers?|product owners?|dbas?|admins?|administrador(?:es|as?)? de (?:bases? de datos|sistemas)|database administrators?|scrum masters?|devs?|developers?|programmers?|engineers?|contractors?|contratistas?|consultants?|analysts?|specialists?|architects?|experts?|expert[oa]s?|profiles?|talento|talent|manos|hands|recursos|resources|personal|staff|people|personas|gente|guys?|persons?|alguien que (?:sepa|conozca|domine|maneje|trabaje|se sume|se una|refuerce|cubra)|(?:someone|somebody) (?:who|that) (?:knows|works|can work|will work|joins|can join)|(?:someone|somebody) to (?:work|join|sit|cover))\b/;

/** The roles' alternatives, to build the phrases that name people (hiring them, for them, not wanting them). */
const ROLE_WORDS = ROLE.source.replace(/^\\b|\\b$/g, '');

/** How many, or for how long, or how they would work: what makes a request for people a staffing request. */
const STAFFING_TERMS = [
  // a quantity before the role, a few words at most ("dos desarrolladores java", not "a couple of bakeries … where people can order")
  new RegExp(
    `\\b(?:\\d+|un par de|a couple of|couple of|dos|tres|cuatro|cinco|seis|varios|varias|algunos|algunas|two|three|four|five|six|several|some|a few|few|extra|mas|more|additional|adicionales) (?:\\w+ ){0,3}?(?:${ROLE_WORDS})\\b`,
  ),
  // a time span or a contract
  /\b(meses|mes|semanas|semana|ano|anos|months?|weeks?|years?|hours?|horas|temporal(?:es|mente)?|temporar(?:y|ily)|temporadas?|seasons?|seasonal|por un tiempo|for a while|contrato|contract|por proyecto|per project|hasta (?:el )?(?:fin|final)|until|medio ano|half a year|tiempo completo|full time|part time|medio tiempo|monthly|mensual)\b/,
  // working with the visitor's own team, remotely or on site
  /\b(nuestro equipo|mi equipo|nuestra gente|con nosotros|nuestros|our team|my team|our people|with us|inside our|in our|join our|remot[oa]s?|remotely|remote|a distancia|en sitio|on site|onsite|nearshore|outsourc\w*|embedded|embebid[oa]s?|integrad[oa]s? en|(?:que )?se integren|integrarse (?:en|a)|time and materials?|tiempo y materiales|por horas|(?:hourly|daily) basis)\b/,
  // lent, rented, supplied
  /\b(prest\w+|rent\w*|alquil\w+|proporcion\w+|suministr\w+|suplir|supply|supplies|provide|provides|lend|loan|send us|mand(?:ar|arnos|an|en|ais|eis)|envi(?:en|arnos)|reforz\w+|refuerz\w*|reinforce|augment\w*|sumen|sumar(?:nos)?|add to|ced(?:er|ernos|an|ais|eis)|cubr\w+|cover for|sustitu\w+|reemplaz\w+|replace (?:him|her|them|someone)|(?:need|needs|necesitamos|necesito) (?:\w+ ){0,3}?(?:to cover|que cubra|que lo cubra|que la cubra)|replacement|de baja|baja (?:medica|por maternidad|por paternidad)|on leave|medical leave|maternity leave|paternity leave|parental leave)\b/,
  // a gap in the visitor's team, or only the person asked for ("nos falta un jefe de proyecto", "solo la persona")
  /\b((?:nos|me) (?:hace )?falta|hace falta|we lack|we re lacking|we re missing|we are missing|we re short|short (?:of|on)|(?:solo|solamente|unicamente) (?:la persona|el perfil|las personas|los perfiles)|(?:just|only) the (?:person|people|profile))\b/,
];

/** A company hiring people for itself: "hiring devs for my company", "contratar consultores para nuestra empresa". */
const HIRING_FOR_US = new RegExp(
  `\\b(?:hiring|hire|contratar|contratando|reclutar|reclutando) (?:\\w+ ){0,2}?${ROLE_WORDS} (?:\\w+ ){0,2}?(?:for|para) (?:my|our|mi|nuestra|nuestro|the) (?:company|team|client|empresa|equipo|cliente|area)\\b`,
);

/** A person speaking of themself and a job: "soy desarrollador", "I'm a developer", "quiero trabajar con ustedes". */
const CANDIDATE = [
  /\b(soy|i m|im|i am) (?:un |una |a |an )?(?:\w+ ){0,2}?(desarrollador\w*|programador\w*|ingenier\w*|consultor\w*|analista|tester|especialista|arquitect\w*|estudiante|recien egresad\w*|graduad[oa]|titulad[oa]|egresad[oa]|developer|programmer|engineer|consultant|analyst|tester|specialist|architect|student|graduate|dev|freelance\w*|freelancer)\b/,
  /\b(me gustaria|quiero|quisiera|me interesa|busco|buscando|estoy buscando|deseo|i d like|i would like|i want|i m looking for|looking for|i am looking for|interested in) (?:\w+ ){0,2}?(trabajar|trabajo|empleo|chamba|unirme|formar parte|postular\w*|aplicar|colaborar con ustedes|to work|work|a job|job|a position|employment|to join|joining|to apply|apply)\b/,
  /\b(how (?:to|do i|can i|should i) apply|como (?:aplico|aplicar|postulo|me postulo|postularme)|interest(?:ed)? (?:to|in) work\w*)\b/,
  /\b(trabajar|work|working) (?:\w+ )?(con ustedes|para ustedes|en nexalia|en su empresa|en la empresa|aqui|for you|at nexalia|with you|at your company|for your company|here)\b/,
  /\b(entrevistas?|interviews?|interviewed|rrhh|recursos humanos|hr (?:team|department|people)|human resources|salario|salarios|sueldo|sueldos|salary|salaries|salary range|cuanto pagan|how much do you pay|curriculum|curriculo|cv|hoja de vida|resume|resumes|my resume|estan buscando|estan contratando|are you looking for|trabajo para (?:un|una|mi|alguien)|job for (?:a|an|me|someone)|are you hiring|contratan personal|open positions?|posiciones abiertas|ofertas (?:de empleo|abiertas|de trabajo)|internships?|interns?|pasantias?|pasantes?|en practicas|practicas profesionales|(?:hacer|realizar) (?:las |mis |unas )?practicas|practicantes?|becari[oa]s?|becas?|residencias profesionales|servicio social|proceso de seleccion|hiring process|recruitment process)\b/,
  // internships offered to students; what a role earns there ("cuánto gana un programador junior con ustedes")
  /\b((?:tienen|ofrecen|hay|aceptan|hacen|busco|buscando|buscaba|quiero hacer|quisiera hacer) (?:unas |mis |las )?practicas|(?:ultimo|final|last) (?:ano|semestre|curso|year|semester) (?:de|of)|practicas (?:para|de) (?:estudiantes|alumnos|universitarios|egresados)|cuanto (?:gana|ganan|ganaria|se gana|cobra) (?:un |una |el |la |los |las )?(?:\w+ )?(?:desarrollador\w*|programador\w*|ingenier\w*|consultor\w*|analista\w*|tester\w*|junior|senior|becari\w*)|how much (?:does|do|would) (?:a |an )?(?:\w+ )?(?:developer|programmer|engineer|consultant|analyst|tester|junior|senior|intern)s? (?:earn|make|get paid))\b/,
];

/** What the firm does in a field ("¿qué hacéis en analítica?", "what do you do with data?"): its start. */
const IN_FIELD = '(?:que hacen|what do you do) (?:\\w+ )?(?:en|con|in|with|around) ';
const OFFER_IN_FIELD = new RegExp(`\\b${IN_FIELD}\\w+`);

/** A pattern that does not start where "what do you do" asks about a field (that asks about the field). */
const notInField = (pattern: RegExp) => new RegExp(`\\b(?!${IN_FIELD})${pattern.source.replace(/^\\b/, '')}`);

/** A question about the firm itself: what it does, who it is, since when, where, how big, its accreditations. */
const COMPANY = [
  notInField(
    /\b(a que se dedica\w*|que hace(?:n)? (?:su|la|tu|ustedes|exactamente|nexalia)|que hacen(?: ustedes| exactamente)?$|quienes son|quien es nexalia|quien (?:dirige|lidera|fundo|encabeza) (?:a )?(?:nexalia|la empresa|la firma|la compania)|who (?:runs|leads|founded|owns|heads) (?:nexalia|the company|the firm|your company|your firm)|que es nexalia|what do you(?: guys| folks| people| all)? do$|what do you do (?:exactly|here)|what (?:exactly )?does (?:nexalia|(?:your|the) (?:company|firm|business)) (?:actually |really |exactly )?do|what (?:exactly )?do you(?: guys| folks| people| all)? do|who are you|what is nexalia|who is nexalia)\b/,
  ),
  /\b(cuantos anos (?:llevan|tienen)|cuantos anos tiene (?:la empresa|la firma|la compania|nexalia|su empresa)|desde que ano|desde cuando|historia de (?:la empresa|nexalia|ustedes)|story behind|history of (?:the company|nexalia|your)|en que ano (?:se fundo|fundaron|nacio|empezo|empezaron|comenzo|comenzaron|inicio|abrio|abrieron)|en que ano (?:\w+ )?(?:nexalia|la empresa|ustedes)|cuando (?:se )?(?:fundo|fundaron|nacio|empezo|comenzo|inicio|abrio)|how long have you|how long has|how old is (?:nexalia|the company|the firm|your company|your firm|the business)|when was (?:\w+ )?(?:founded|created|started|established)|when did (?:you|nexalia|the company) (?:start|begin|open)|what year (?:was|did) (?:nexalia|the company|your company|the firm|your firm|you))\b/,
  /\b(cuant[oa]s? (?:personas|empleados|colaboradores|trabajadores|consultores|gente)|cuant[oa]s son (?:en (?:la )?plantilla|en la empresa|ustedes)|(?:consultora|empresa|firma|compania|company|firm|consultancy) (?:grande|pequena|big|small|large)|grande o pequen[ao]|big or small|large or small|how many (?:people|employees|staff|consultants|workers)|tamano de (?:la|su) empresa|company size|how big)\b/,
  /\b(certificad\w*|certificacion\w*|certifications?|certified|acreditacion\w*|accreditations?|accredited|sellos?|alianzas?|alliances?|(?:your|sus|tus|vuestros|vuestras) (?:partners?|socios?)|partners? (?:of|with|de|oficiales?)|(?:are|is) (?:you|nexalia) (?:a |an )?(?:\w+ ){0,2}partners?|(?:son|sois|es) (?:partners?|socios?)|official partners?|socios? (?:de|tecnologicos)|reconocimientos?|awards?|premios?|iso)\b/,
];

/**
 * What the firm does, asked alone (no "who are you", no firm fact): the home page's overview of its
 * services (docs/decisions/0067); "who are you" and the firm's facts are the about page's.
 */
const WHAT_YOU_DO = notInField(
  /\b(a que (?:se |os |les )?dedica\w*|que (?:cosa |cosas )?hace(?:n)? (?:esta|este|la|su) (?:compania|empresa|firma|consultora|sitio|web)|what (?:does|do) (?:this|the) (?:company|firm|business|consultancy|site|website) do|what kind of (?:company|firm|business) (?:is this|are you|is nexalia)|que tipo de (?:empresa|firma|compania) (?:es|son)|que hace(?:n)? (?:su|la|tu|ustedes|exactamente|nexalia)|que hacen(?: ustedes| exactamente)?$|what do you(?: guys| folks| people| all)? do$|what do you do (?:exactly|here)|what (?:exactly )?does (?:nexalia|(?:your|the) (?:company|firm|business)) (?:actually |really |exactly )?do|what (?:exactly )?do you(?: guys| folks| people| all)? do)\b/,
);
const WHO_YOU_ARE = /\b(quienes son|quien es nexalia|que es nexalia|who are you|what is nexalia|who is nexalia)\b/;

/** A visitor's company, not a candidate: "antes de trabajar con ustedes como proveedor", "to work with you as a vendor". */
const AS_CLIENT =
  /\b(como (?:proveedor(?:es)?|clientes?|socios?)|as (?:a |an |your )?(?:supplier|vendor|provider|client|customer|partner))\b/;

/** An assistant that serves the visitor's customers (answers them, books for them): an AI agent, not a staff assistant. */
const SERVES_CUSTOMERS = [
  /\b(asistentes?|assistants?|chat ?bots?|bots?|agentes?|agents?|virtual\w*|ia|ai)\b/,
  /\b(?:conteste|contesten|responda|respondan|atienda|atiendan|answers?|answering|responds?|replies|talks? to|handles?|serves?) (?:solo |solamente |only |just )?(?:a |to )?(?:los |las |nuestros |nuestras |mis |our |my |the )?(?:clientes|customers|visitantes|visitors|usuarios|users|pacientes|patients|compradores|buyers|proveedores|suppliers|vendors)\b/,
];

/** Data the visitor has and does not know what to do with: the AI and data overview's. */
const DATA_VALUE = [
  /\b(datos|data)\b/,
  /\b(no (?:se|sabemos) (?:que|como) hacer|que hacer con|sacar(?:le|les)? (?:algo|partido|provecho|valor|jugo)|nadie (?:los|las) (?:mira|usa|analiza|consulta)|(?:just )?sitting there|do something (?:\w+ )?with (?:it|them|this)|make (?:sense|use) of|do with (?:it|them|all)|get (?:value|insights?) (?:from|out)|no idea (?:what|how) to (?:do|use))\b/,
];

/** One of the firm's articles the visitor has read or heard of ("I read your post about…", "vi un artículo suyo"). */
const POST =
  /\b((?:a |an |the |un |una |el |la )?(?:post|article|articulo|entrada) (?:on|in|from|en|de) (?:your|su|sus|el|this|este) (?:blog|site|website|web|sitio|pagina)|(?:remember|recall|recuerdo) (?:a |an |un |una |the |el |la )?(?:\w+ )?(?:post|article|articulo|entrada)|(?:one of|uno de) (?:your|sus|tus) (?:articles|posts|articulos)|(?:your|su|sus|tu|vuestro|vuestra) (?:\w+ )?(?:post|article|articulo|blog post|nota)|(?:read|lei|vi|saw) (?:a |an |un |una |your |su |the |el )?(?:\w+ )?(?:post|article|articulo|nota) (?:suyo|de ustedes|of yours|on|about|sobre|de)|(?:articulo|post|entrada|nota) (?:suyo|su|tuyo|de ustedes))\b/;

/** Who the firm's clients are: the home page shows them. */
const CLIENTS =
  /\b((?:who|quienes|cuales) (?:are|son) (?:some of )?(?:your|sus|tus|vuestros) (?:clients|clientes|customers)|(?:que|which|what) (?:empresas|companies|firms|marcas|brands) (?:son|are) (?:sus|tus|your) (?:clients|clientes|customers)|big names?|grandes marcas|(?:some|algunos) (?:of )?(?:your|sus|tus) (?:clients|clientes|customers))\b/;

/** The firm's past work: what it has done, for whom, examples, sectors. */
const CASES = [
  /\b(han (?:trabajado|hecho|realizado|implementado|desarrollado|colaborado)|(?:hicieron|realizaron|implementaron|desarrollaron) (?:\w+ ){0,3}?(?:para|con|en)|(?:client|customer|cliente) (?:examples?|cases?|references?|stor(?:y|ies))|case stud\w*|casos? (?:de exito|de clientes?|reales?)|tienen (?:proyectos|ejemplos|casos)|have you (?:done|worked|built|delivered|implemented|helped)|(?:you ve|you have) (?:done|built|delivered|worked)|work (?:you ve|you have|you) (?:done|did|delivered|built)|(?:previous|past) (?:work|projects)|proyectos (?:anteriores|previos|realizados)|trabajos (?:anteriores|previos|realizados)|did you (?:do|work|build)|worked (?:for|with)|you did for|examples? of|ejemplos? de|(?:some|any) examples|algun(?:os)? ejemplos?|(?:show|give|send) (?:me|us) (?:some )?examples|portafolio|portfolio|referencias|references|track record)\b/,
  /\b(bancos?|banca|bancari[oa]s?|financier[oa]s?|aseguradoras?|seguros|retail|minoristas?|tiendas|manufactur\w*|industria\w*|fabric\w*|gobierno|publico|sector|salud|hospital\w*|farmaceutic\w*|educacion|universidades|logistic\w*|transporte|energia|mineria|telecom\w*|automotri\w*|banks?|banking|financial|insurance|insurers|retailers?|government|public sector|healthcare|pharma\w*|education|universities|logistics|energy|mining|automotive)\b/,
];

/**
 * A piece of the firm's past work the visitor recounts, to hear how it went ("you moved 180 servers to
 * Azure for an insurer, right?", "¿es cierto que montaron un agente…?"): the case that tells it. (Spain's
 * "montasteis" is read as "montaron" by `words`.)
 */
const PAST_WORK =
  /\b(you (?:moved|migrated|got|took|cut|brought|reduced|built|deployed|rolled out|set up|implemented|delivered) (?:\w+ ){1,6}?(?:for|at|with) (?:a|an|the|one|some)|you helped (?:a|an|one) |(?:ustedes )?ayudaron a (?:una?|otra|otro) |(?:es cierto|es verdad) que (?:ustedes )?\w+(?:aron|ieron)|(?:montaron|migraron|llevaron|bajaron|redujeron|implantaron|desplegaron) (?:\w+ ){0,5}?(?:para|en) (?:una?|el|la|los|las))\b/;

/** Whether a question names a client's sector ("retail", "banks", "aseguradoras"). */
export const namesSector = (folded: string): boolean => CASES[1].test(folded);

/** A request to have something built: an app, a website, a portal, a system. */
const BUILD = [
  /\b(desarroll\w+|constru\w+|renov\w+|moderniz\w+|modernis\w+|rehac\w+|reescrib\w+|rewrit\w+|rebuild\w*|revamp\w*|fix|fixing|arregl\w+|mejor(?:ar|en)|improve|updat\w*|actualiz\w+|redesign\w*|redisen\w+|entreg\w+|deliver\w*|cre(?:ar|en|an)|hac(?:er|en|ernos)|hagan|program(?:ar|en)|disen\w+|build\w*|built|develop\w*|make|create|design|code|(?:quiero|queremos|necesito|necesitamos|want|need) (?:un|una|a|an|nuestra|nuestro|our))\b/,
  /\b(app|apps|aplicacion\w*|application|applications|sitio|sitios|pagina web|website|websites|web|portal\w*|plataforma\w*|platform|tienda en linea|tienda online|e ?commerce|online shop|online store|shop|store|sistema\w*|system|software|(?:algo|something|una solucion|a solution|una herramienta|a tool) (?:\w+ )?(?:a medida|hecho a medida|bespoke|custom(?: built| made)?|tailor made))\b/,
];

/** An old system nobody can keep up: one to rebuild. */
const LEGACY =
  /\b(legacy|legado|heredad[oa]|obsolet[oa]s?|obsolete|outdated|antiguo|antigua|viej[oa]|old|visual basic|vb6|cobol|mainframe|as400|nadie (?:lo|la) (?:puede )?mant\w+|no one can maintain|nobody can maintain)\b/;

/** A whole project handed over finished, not people lent. */
const DELIVERED =
  /\b(turnkey|turn key|llave en mano|end to end|de punta a punta|de principio a fin|de inicio a fin|(?:from )?start to finish|(?:complete|full|whole) ownership|take ownership|un equipo que lo haga|done by you|hecho por ustedes|fixed price|precio cerrado|a team (?:to|that will|that can) (?:do|deliver|run) it|whole project|entire project|proyecto completo|todo el proyecto|(?:run|runs|lead|own|do) the (?:whole|entire|full) (?:\w+ ){0,2}?(?:project|conversion|migration|implementation|rollout|upgrade)|(?:toda la|todo el) (?:\w+ ){0,1}?(?:migracion|implantacion|implementacion|conversion|proyecto) (?:de punta a punta|completa|completo|entera|entero)|terminad[oa]|entregad[oa]|entreguen|delivered)\b/;

/** The visitor's need, said as such. */
const NEEDS = /\b(?:necesit\w+|need|needs|needed|requerimos|requerir\w*|require|requires|buscamos|we re looking for|we are looking for)\b/;

/** The countries and regions a visitor asks the firm works in. */
const PLACES = `(?:the )?(?:uk|united kingdom|reino unido|usa|us|united states|estados unidos|chile|mexico|colombia|argentina|peru|espana|spain|latam|latin america|latinoamerica|america latina|europe|europa|other countries|otros paises)`;

/** Which countries, asked as such ("which countries are you in", "¿solo operan en México?"). */
const WHICH_COUNTRIES_FORMS = String.raw`en que (?:paises|pais)|which countries|what countries|in which countries|where do you (?:operate|work)|(?:operate|operan|operais|trabajan) (?:\w+ ){0,2}?(?:in|en) ${PLACES}`;

/** Which countries, asked as such: the about page, though an office is named too. */
const WHICH_COUNTRIES = new RegExp(String.raw`\b(${WHICH_COUNTRIES_FORMS})\b`);

/** Which countries the firm works in, asked as such or by a place the visitor names: the about page names them. */
const COUNTRIES = new RegExp(
  String.raw`\b(${WHICH_COUNTRIES_FORMS}|(?:o|or) (?:solo|solamente|only|just) (?:en|in) (?:espana|spain|madrid|europa|europe|mexico|latam)|(?:fuera de|outside(?: of)?) (?:espana|spain)|(?:are you|estan|trabajan|work|operate|operan) (?:only|just|solo|solamente|unicamente) (?:in|en) (?:espana|spain|europa|europe|mexico)|(?:clients|clientes|customers|proyectos|projects) (?:\w+ )?(?:in|en) (?:latin america|latam|latinoamerica|america latina|europe|europa|other countries|otros paises)|(?:work|tienen presencia|have (?:a )?presence|estan presentes|are you present) (?:\w+ ){0,2}?(?:in|en) ${PLACES})\b`,
);

const OFFICE = /\b(offices?|oficinas?|sedes?|headquarters|hq)\b/;

/**
 * Where the firm is: its offices' address is the contact block's. (Which countries it works in is
 * COUNTRIES', read before this: WHICH_COUNTRIES' forms are not repeated here.)
 */
const LOCATION =
  /\b(donde (?:estan|se encuentran|quedan|tienen|se ubican)|en que ciudad|where are you|where is (?:nexalia|the company|your (?:company|firm|office|headquarters))|where are your (?:offices?|headquarters|hq|locations?|teams?)|oficinas? en|offices? in|sedes? en|whereabouts|(?:do you have|have you got|tienen|teneis|tiene) (?:an? |una? |alguna )?(?:office|offices|oficina|oficinas|sede|sedes)|based in|ubicad[oa]s|ubicacion|location|located)\b/;

/** Something that acts on its own: what the AI agents page offers. */
const AUTONOMOUS =
  /\b(on its own|on their own|by itself|by themselves|without (?:human|anyone|any human|a human|people|us|our) ?\w*|autonomous\w*|agentic\w*|agentic[oa]s?|autonomously|autonom[oa]s?|autonomamente|de forma autonoma|por si (?:mism[oa]s?|sol[oa]s?)|(?:compu|computadora|ordenador|maquina|sistema|programa|computer|machine|system|software) (?:sol[oa]s?|alone)|without (?:a |any )?(?:person|human) in the loop|no human in the loop|sin que (?:\w+ ){0,3}?interven\w+|sin que nadie (?:\w+ ){0,3}?(?:aprueb\w+|aprobar|autoriz\w+|supervis\w+|revis\w+)|without (?:anyone|anybody|someone|a person|a human|people) (?:having to )?(?:approv\w+|sign\w* off|check\w*|review\w*|supervis\w+)|sin (?:que intervenga|que nadie (?:intervenga|le diga|haga nada|lo toque)|intervencion|ayuda humana|nadie|intervenir)|solit[oa]s?)\b/;

/** Done automatically: AI automation (after the agent intent: an agent acts automatically too). */
const AUTOMATIC = /\b(automatic\w*|automaticamente|automatizad[oa]s?|automatically|automated)\b/;

/** Getting people to use an AI assistant (adoption, training): the AI productivity page. */
const ADOPTION =
  /\b(adopt\w*|adopcion|capacit\w+|licen[cs]\w*|implant\w+|roll\w* (?:it |\w+ )?out|rollout|despleg\w+|despliegue|(?:get|getting|teach\w*|train\w*|help|ensen\w+) (?:\w+ ){0,4}?(?:to )?(?:use|using|usar|utilizar|aprovech\w+)|(?:lograr|conseguir|hacer|para|a) que (?:\w+ ){0,3}?(?:use|usen|utilice|utilicen|aprovech\w+))\b/;
const AI_WORDS = /\b(copilot|ia|ai|asistentes?|assistants?|chatgpt|gpt|genai|inteligencia artificial|artificial intelligence)\b/;

/** Work done by hand, again and again: what AI automation takes over. */
const MANUAL =
  /\b(a mano|by hand|manualmente|manually|over and over|una y otra vez|(?:same|mismo|mismos|mismas) (?:\w+ ){0,3}?(?:every day|todos los dias|cada dia|over and over)|todos los dias lo mismo|repetitiv\w+|copy(?:ing)? and past\w+|copiar y pegar|copy paste|(?:copy|copies|copying|retyp\w+|re typ\w+|key(?:s|ing|ed)? in) (?:\w+ ){0,3}?(?:from|into)|(?:copiar|copiamos|copian|pasar|pasamos|teclear|tecleamos|transcrib\w+) (?:\w+ ){0,3}?(?:de|desde) (?:\w+ ){0,3}?(?:a|al|en) )\b/;

/** A machine asked to do the work ("can a machine handle that", "que lo haga el sistema"). */
const MACHINE_DOES =
  /\b(?:(?:machine|computer|software|system|ai|maquina|ordenador|computadora|sistema|programa|ia) (?:\w+ ){0,2}?(?:handle|do|take over|hacer|haga|hiciera|encargue|se encargue)|(?:handle|do|hacer|haga) (?:\w+ ){0,2}?(?:by|una|la|el|a) (?:machine|maquina|computer|ordenador|sistema))\b/;

/**
 * A task done for the visitor, never the firm's whatever it names: homework, an essay, code or a query
 * written for them, a translation, their phone plan, their taxes, a recipe. Declined.
 */
const TASKS = [
  // a task done for the visitor: homework, an essay, a piece of code or a query written for them
  /\b((?:hazme|haz|hagan|do|doing|help me with|ayudame con) (?:mi|la|my|the|this) (?:tarea|homework|deberes|ensayo|essay|assignment)|(?:(?:write|writing|escribe|redacta|genera|dame|give) me|escribeme|escribirme|redactame|generame|hazme|me (?:redactas|escribes|generas|haces)) (?:a |an |una |un |el |la )?(?:\w+ )?(?:query|queries|consulta|code|codigo|script|function|funcion|essay|ensayo|poem|poema|story|cuento|letter|carta|email|correo)|(?:write|escribir|redactar|hacer) (?:an? |una? |mi |my )?(?:essay|ensayo|poem|poema|cover letter|carta de presentacion|cuento|redaccion)|\d+ (?:palabras|words)|(?:fix|debug|correct|arregla\w*|corrige\w*|revisa\w*) (?:this|my|este|esta|mi) (?:\w+ ){0,3}?(?:code|codigo|sql|query|consulta|script|function|funcion|error|bug|loop|bucle)|(?:tesis|tesina|thesis|dissertation) (?:\w+ ){0,12}?(?:escribir|escribis|escribes|redactar|redactas|write (?:it|this|that|mine))|select \S+ from|(?:write|escribe|genera|generate|code) (?:a |an |una |un )?(?:\w+ )?(?:function|funcion|script|program|programa|algorithm|algoritmo|query|consulta sql)|translat\w* (?:to|into|this|it|the following)|traduc\w* (?:al|a|esto|este|esta|lo siguiente))\b/,
  // "help me write …", asked of the assistant as "tú" ("me ayudas a redactar una carta?")
  /\b(?:me ayudas|ayudame|me echas una mano|help me|can you help me) (?:a |to )?(?:redactar|escribir|write|draft|hacer|make|preparar|prepare) (?:\w+ ){0,2}?(?:carta|letter|email|correo|mensaje|message|cv|curriculum|resume|essay|ensayo|speech|discurso)\b/,
  // a tax worked out for the visitor
  /\b(?:(?:calcul\w+|compute|work out) (?:\w+ ){0,4}?(?:iva|vat|impuestos?|taxes|tax|irpf)|(?:iva|vat) (?:de|on|of|for) (?:una|un|a|an|the|mi|my) )/,
  // their phone or data plan
  /\b((?:plan|planes) de (?:celular|telefono|datos|movil)|(?:phone|mobile|cell|data) plans?)\b/,
  // their taxes, a recipe
  /\b((?:file|filing|pay|paying|presentar|pagar|declarar) (?:\w+ ){0,3}?(?:taxes|tax return|impuestos|declaracion anual)|recetas?|recipes?)\b/,
];

/**
 * A question about the visitor's own life, not a business: their home, family, devices, health,
 * homework or holidays ("my phone overheats", "mi tarea de historia"). Declined.
 */
const PERSONAL = [
  /\b(?:my|mi|mis) (?:own |new |old )?(?:home|house|flat|apartment|casa|hogar|depa|departamento|piso|car|coche|carro|auto|phone|cell|cellphone|mobile|iphone|celular|movil|laptop|portatil|computadora|ordenador|tablet|printer|impresora|router|wifi|tv|tele|kids?|children|son|daughter|hij[oa]s?|wife|husband|esposa|esposo|novi[oa]|girlfriend|boyfriend|mom|mum|mother|dad|father|mama|papa|madre|padre|dog|cat|perro|gato|homework|tarea|tareas|deberes|essay|ensayo|exam|examen|school|escuela|colegio|vacation|holidays?|vacaciones|trip|viaje|birthday|cumpleanos|diet|dieta|back|espalda|head|cabeza)\b/,
  // (not a team kept in-house: "no queremos gente en casa")
  /\b((?<!\b(?:gente|personal|equipo|people|staff|team) )(?:at home|en casa|de casa)|de (?:mi|la) casa|en mi casa|for my family|para mi familia)\b/,
  // something of the visitor's own, said so ("my personal blog", "mi web personal")
  /\b(?:my|mi|mis) (?:\w+ )?personal(?:es)?\b/,
  ...TASKS,
  // how the visitor does something in an office program ("¿cómo hago un BUSCARV en Excel?")
  /\b(?:como (?:hago|puedo hacer|se hace|pongo|quito|cambio|arreglo|recupero)|how (?:do|can) i|how to) (?:\w+ ){0,6}?(?:en|in|on|de|of) (?:excel|word|powerpoint|outlook|gmail|google sheets|google docs|windows|macos|iphone|android)\b/,
  // the visitor's own device or program failing ("my Teams keeps crashing", "mi Outlook no arranca")
  /\b(?:my|mi|mis) (?:\w+ ){0,2}?(?:keeps? (?:crashing|freezing)|crash\w*|won t (?:start|open|work)|doesn t (?:work|open|start)|se cuelga|no (?:me )?funciona|no arranca|no abre)\b/,
  // advice on the visitor's own job or contracts (days off, being fired, a clause to invoke)
  /\b(?:me corresponden|me tocan|am i entitled|i m entitled|(?:can|could) (?:my|our) (?:employer|boss|company|landlord) (?:fire|sack|dismiss|evict)|(?:puede|podria) (?:mi|nuestra|nuestro) (?:jefe|empresa|empleador|casero) (?:despedirme|echarme)|clausula (?:\w+ ){0,3}?(?:invoc\w+|aplic\w+)|(?:romper|rescindir|break|terminate) (?:\w+ ){0,2}?(?:contrato|contract) (?:\w+ ){0,6}?(?:penalizacion|penalty|penalties)|legal advice|asesoria legal)\b/,
  // the visitor's own accounts with other vendors
  /\b(?:my|mi|mis) (?:\w+ )?(?:subscription|subscriptions|suscripcion|suscripciones|account|cuenta|password|contrasena|order|pedido)\b|\b(?:contrasena|password|cuenta|account) (?:de|of|for|to) (?:mi|my) \w+/,
];

/**
 * A question about other firms or the markets: how they compare, what one thinks of them, how their
 * shares trade ("is Deloitte better than Accenture", "a cuánto cotizan las acciones de SAP"). Declined.
 */
const ELSEWHERE = [
  /\b(?:is|are|es|son) (?!(?:nexalia|you|ustedes|su|your|vuestr\w*)\b)\w+ (?:better|worse|cheaper|bigger|mejor|peor|mas barat[oa]|mas grande) (?:than|que)\b/,
  /\b(?:que opinas? de|que piensas de|what do you think (?:of|about)|opinion (?:of|about|sobre|de)) (?!(?:nexalia|ustedes|you|your|su|sus)\b)/,
  // another firm's customer support ("el soporte de Microsoft", "Apple support")
  /\b(?:contacto|contactar|llamo|llamar|hablo con|hablar con|reach|contact|call) (?:al |a |the |con el )?(?:soporte|servicio al cliente|atencion al cliente|customer (?:support|service)|support)(?: tecnico)? (?:de|of|at|for) (?!nexalia\b)\w+/,
  // films and shows, and crypto-currencies
  /\b(worth (?:watching|seeing)|vale la pena (?:ver|verla)|peliculas?|movies?|netflix|tv series|tv show|series de tv|bitcoin|ethereum|crypto\w*|cripto\w*)\b/,
  // arithmetic ("cuánto es el 15% de 3,200", "what is 12 times 7")
  /\b(?:(?:cuanto es|cuanto son|how much is|what is|whats|calcula\w*|calculate) (?:el |la |the )?\d|\d+ (?:mas|menos|por|entre|plus|minus|times|divided by) \d)/,
  // an equation's unknown ("si 3x + 7 = 25, ¿cuánto vale x?", "solve for x")
  /\b(?:cuanto vale|el valor de|despej\w+|the value of|solve for|what is|whats) (?:la )?x\b/,
  // the weather
  /\b(?:que tiempo (?:hace|hara|va a hacer)|(?:el )?clima (?:en|de|para) (?:hoy|manana|el fin|este|esta)|pronostico del tiempo|va a llover|(?:the )?weather|will it rain|is it going to rain)\b/,
  /\b(?:quien (?:crees que )?(?:va a ganar|ganara|gano)|who (?:do you think )?(?:will win|is going to win|won)|elecciones|elections?)\b/,
  /\b(a cuanto (?:esta|estan|cotiza\w*|cierra\w*) (?:hoy )?(?:la |las )?acci(?:on|ones)|acciones (?:de \w+ )?(?:en bolsa|hoy)|en (?:la )?bolsa|bolsa de valores|cotiza\w* (?:hoy|en bolsa)|stock price|share price|stock market|stocks? (?:go|went|going) (?:up|down))\b/,
];

/**
 * Where to begin with AI, asked by someone who does not yet know what they need ("an AI strategy but no
 * idea where to start", "no sabemos ni por dónde empezar con la IA"): the AI overview page, not one offer.
 */
const BEGIN = [
  /\b(where (?:do we|do i|to|should we|should i|can we|would we) (?:even |best )?(?:start|begin)|no idea where to (?:start|begin)|por donde (?:empezar|empezamos|empiezo|comenzar|comenzamos|arrancar|arrancamos|iniciar)|first steps?|primeros pasos|get(?:ting)? started|how to (?:start|begin)|como (?:empezar|empezamos|comenzar|arrancar)|(?:ai|ia) strategy|estrategia de (?:ia|inteligencia artificial)|overview|panorama|vision general|en general|in general)\b/,
  /\b(ia|ai|inteligencia artificial|artificial intelligence|genai|ia generativa|generative ai)\b/,
];

/** Guessing what comes next from past figures (demand, sales, next month): machine learning, the AI overview's. */
const PREDICT =
  /\b(?:guess|predict\w*|forecast\w*|pronostic\w*|predec\w*|predecir|predig\w*|anticip\w*|adivin\w*) (?:\w+ ){0,4}?(?:next|coming|future|upcoming|proxim\w+|futur\w+|demand|demanda|sales|ventas)\b/;

export type Intent =
  | 'staffing'
  | 'candidate'
  | 'company'
  | 'overview'
  | 'location'
  | 'cases'
  | 'post'
  | 'clients'
  | 'build'
  | 'project'
  | 'agent'
  | 'automate'
  | 'adopt'
  | 'beginAi'
  | 'personal'
  | 'elsewhere';

/** The intents the answerer declines: the visitor's own life, other firms and the markets. */
export type DeclinedIntent = 'personal' | 'elsewhere';
export const isDeclined = (intent: Intent | undefined): intent is DeclinedIntent => intent === 'personal' || intent === 'elsewhere';

/**
 * A visitor who says what they are ("soy analista de datos") only to ask what the firm does in their
 * field: no job application unless the question speaks of a job too (the other forms).
 */
const asksOfferOnly = (folded: string) => OFFER_IN_FIELD.test(folded) && !CANDIDATE.slice(1).some((p) => p.test(folded));

const all = (patterns: RegExp[], folded: string) => patterns.every((p) => p.test(folded));
const any = (patterns: RegExp[], folded: string) => patterns.some((p) => p.test(folded));

/** A staffing request: people (a role) with a quantity, a time span, the visitor's team or a lending verb. */
function asksForPeople(folded: string): boolean {
  // People the visitor says they do not want ("no queremos gente en casa sino el proyecto") are no request for them.
  const wanted = folded.replace(NOT_PEOPLE, ' ').replace(FOR_PEOPLE, ' ');
  return ROLE.test(wanted) && any(STAFFING_TERMS, wanted);
}

/**
 * The question without the clauses that say what the visitor does not want or seek ("No busco
 * trabajo, busco gente", "I'm not looking for a job, I want…", "we don't want people, we want the
 * app"): from the negated wish to the clause's end (a punctuation mark, "sino", "but", "rather").
 */
function withoutUnwanted(question: string): string {
  return question
    .split(/[.,;:!?¿¡()]+|\b(?:sino|but|rather|instead)\b/i)
    .filter((clause) => !UNWANTED.test(words(clause).join(' ')))
    .join(' , ');
}

const UNWANTED =
  /^(?:\w+ )?(?:no|not|don t|dont|do not|i m not|im not|i am not|we re not|we are not|ni) (?:\w+ ){0,2}?(?:quiero|queremos|busco|buscamos|buscando|necesito|necesitamos|want|need|looking|seeking|interested)\b/;

/** People something is for, not people asked for: "Power Apps for our field staff", "para nuestros vendedores". */
const FOR_PEOPLE = new RegExp(`\\b(?:for|to|para|a) (?:our|my|nuestros?|nuestras?|mis?) (?:\\w+ )?${ROLE_WORDS}\\b`, 'g');

/** A negated request for people: "no queremos gente", "we don't need more staff", "not people". */
const NOT_PEOPLE = new RegExp(
  `\\b(?:no (?:queremos|quiero|necesitamos|necesito|buscamos|busco)|(?:don t|do not|we don t|dont) (?:want|need)|not|ni|sin|(?:or|o) (?:do you |you )?(?:solo|solamente|unicamente|just|only|simply|merely)) (?:\\w+ ){0,4}?${ROLE_WORDS}\\b`,
  'g',
);

/**
 * What a question asks for, the strongest intent when several fit: a candidate's words win over a
 * request for people (a candidate names a role too), a request for people over a project ("a
 * developer for our app"), and so on down the list. Undefined when the form says nothing.
 */
export function intentOf(question: string): Intent | undefined {
  // An e-mail address or a web address says nothing of the intent ("example.com" is no example); nor
  // does what the visitor says they do not want ("no busco trabajo, busco gente").
  const folded = words(withoutUnwanted(question.replace(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi, ' '))).join(' ');
  // A task done for the visitor (homework, code, a recipe, their taxes) is never the firm's, whatever it names ("salary", "10 personas").
  if (any(TASKS, folded)) return 'personal';
  const hiringForUs = HIRING_FOR_US.test(folded);
  if (any(CANDIDATE, folded) && !hiringForUs && !AS_CLIENT.test(folded) && !asksOfferOnly(folded)) return 'candidate';
  if (DELIVERED.test(folded)) {
    // People the visitor says they need, asking whether the firm also lends them or only delivers
    // whole projects ("necesitaríamos perfiles que se integren en nuestro equipo … ¿o únicamente proyectos llave en mano?").
    if (NEEDS.test(folded) && asksForPeople(folded.split(/\b(?:or|o)\b/)[0] ?? '')) return 'staffing';
    // A whole project delivered (turnkey, end to end) of a thing to build, even beside people ("or just supply people?").
    if (BUILD[1].test(folded)) return 'build';
    // Which kind of work the firm takes, a whole project or people lent ("¿llave en mano o solo prestan personal?"):
    // the home page's overview of both.
    // (Not when the people are counted: "or just borrow two of your devs" asks about that option too.)
    const people = ROLE.test(folded) || /\b(?:body ?shopping|staffing|outsourcing)\b/.test(folded);
    if (/\b(?:or|o)\b/.test(folded) && people && !STAFFING_TERMS[0].test(folded)) return 'overview';
    // A project of one offer done whole ("our Azure migration end to end"): that offer's page.
    return 'project';
  }
  // How old or how big the firm is, though it names consultants ("¿cuántos consultores son?").
  if (COMPANY[1].test(folded) || COMPANY[2].test(folded)) return 'company';
  // An assistant that answers the visitor's customers is an agent, not one their staff adopt.
  if (all(SERVES_CUSTOMERS, folded)) return 'agent';
  // A client example asked for, whatever it is about ("a client example of AI adoption in banks").
  if (CASES[0].test(folded) && /\b(?:client|customer|cliente|case|caso)/.test(folded)) return 'cases';
  if (PAST_WORK.test(folded)) return 'cases';
  // An article of the firm's the visitor read, whatever it is about ("your article about Copilot licensing").
  if (POST.test(folded)) return 'post';
  // Getting staff to use an AI assistant, though it names staff ("roll Copilot out to 800 staff").
  if (ADOPTION.test(folded) && AI_WORDS.test(folded)) return 'adopt';
  // Work done by hand that the visitor wants automated, though it counts the people doing it ("dos personas los pasan a mano").
  if (MANUAL.test(folded) && (/\bautomat/.test(folded) || MACHINE_DOES.test(folded))) return 'automate';
  // A company hiring people for itself through the firm ("I'm a recruiter hiring devs for my company").
  if (hiringForUs) return 'staffing';
  if (asksForPeople(folded)) return 'staffing';
  // Where the firm is, asked with what it is ("how big are you, where are your offices"): the about page says both.
  // … and so are the countries it works in ("¿en qué países operan?"); an office's address is the contact block's.
  // (An office asked for is the contact block's: "do you have one in London or only in Spain?")
  if (COUNTRIES.test(folded) && (!OFFICE.test(folded) || WHICH_COUNTRIES.test(folded))) return 'company';
  if (LOCATION.test(folded)) return any(COMPANY, folded) ? 'company' : 'location';
  if (any(PERSONAL, folded)) return 'personal';
  if (any(ELSEWHERE, folded)) return 'elsewhere';
  // Work done by hand names no firm fact, whatever words it uses ("revisamos a mano certificados de análisis").
  if (MANUAL.test(folded)) return 'automate';
  if (WHAT_YOU_DO.test(folded) && !WHO_YOU_ARE.test(folded)) return 'overview';
  if (any(COMPANY, folded)) return 'company';
  if (CASES[0].test(folded)) return 'cases';
  // Something acting on its own, asked by someone who names their sector ("I work in IT at a hospital").
  if (AUTONOMOUS.test(folded)) return 'agent';
  if (CASES[1].test(folded) && /\b(proyectos?|projects?|clientes?|clients?|customers?|empresas?|companies|trabajo|work)\b/.test(folded))
    return 'cases';
  if (CLIENTS.test(folded)) return 'clients';
  if (AUTOMATIC.test(folded)) return 'automate';
  if (all(BEGIN, folded) || PREDICT.test(folded) || all(DATA_VALUE, folded)) return 'beginAi';
  if (all(BUILD, folded) || (LEGACY.test(folded) && BUILD[1].test(folded))) return 'build';
  return undefined;
}
