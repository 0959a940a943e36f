import type { PrimaryTitle } from "../decision-makers.ts";
import { TAKES_OFFICE_VERBS } from "./office-words.ts";
import { withoutElidedArticle } from "./sentence-tokens.ts";
import { fold, wordSet } from "./text.ts";

/*
 * The words around a person named in a sentence, in the nine languages the engine reads: the
 * verbs that say someone holds a title ("is", "ist", "est", "è", "es", "är", "jest", "é"), that
 * announce an appointment ("ernennt … zum", "a été nommé", "has been appointed", "utses till"),
 * that say someone runs a department ("leitet den Einkauf", "dirige les achats"), the articles and
 * adjectives that may stand before a title ("the new", "la nouvelle", "ny"), and the words that
 * end a title in running text. Patterns, never any one page's phrase.
 */

/** Alternatives of a regular expression, longest first so that "has been" wins over "has". */
const alternatives = (spec: string): string =>
  spec
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .join("|");

/**
 * "Anna Weber is …", "Per Ek är …": a present-tense copula, or "works as"; and the perfect that
 * English and Swedish use for a role held up to now ("has been our CFO since 2015", "har varit vd
 * sedan 2015"), where German, French and the others say "ist seit", "est depuis".
 */
export const COPULA = alternatives(`
  is|serves as|works as|acts as|has been|has served as|has worked as|har varit|ist|arbeitet als|fungiert als|ist als|est|travaille comme|è|lavora come|
  ne è|en est|
  es|trabaja como|ejerce como|is|werkt als|fungeert als|är|arbetar som|jest|pracuje jako|é|trabalha como|atua como|
  został|została|zostanie|zostaje
`);

/** Verbs of staying on in an office: "Vito Marchetti, che …, resta presidente". */
export const STAYS = alternatives(
  "remains|bleibt|reste|demeure|resta|rimane|sigue siendo|blijft|förblir|pozostaje|permanece",
);

/**
 * A verb of staying or becoming between a title and the name after it, in a sentence that names
 * the role first: "Kaufmännischer Leiter bleibt Sönke Hansen", "Nieuwe directeur wordt Jan de
 * Vries", "Inköpschef blir Anna Berg", "Our chairman remains John Smith", and Polish news's
 * passive of appointing ("na stanowisko dyrektora generalnego została powołana Beata
 * Czarnecka", the title in the genitive). The future's
 * auxiliaries ("will be", "sera", "będzie") are left out: they join far more than a title.
 */
export const STAYS_OR_BECOMES = alternatives(`
  becomes|wird|devient|diventa|wordt|blir|
  została powołana|został powołany|powołano|została mianowana|został mianowany|mianowano|
  została wybrana|został wybrany|wybrano|
  ${STAYS}
`);

/** The copula alone, before the name in a V2 sentence: "Från 1 januari är Per Ek ny VD". */
export const V2_COPULA = alternatives("ist|är|is|est|è|es|jest|é");

/**
 * "… has been appointed", "… wurde zum", "… a été nommée", "… devient": after the name, before
 * the title. The future only with "new" ("será el nuevo gerente"): an appointment announced.
 */
export const APPOINTED_AFTER = alternatives(`
  has been appointed as|has been appointed|was appointed as|was appointed|is appointed|will be appointed|
  has been named|was named|has been promoted to|was promoted to|has been elected|was elected|
  wurde zum|wurde zur|wird zum|wird zur|ist zum|ist zur|wurde mit wirkung zum|
  a été nommé au poste de|a été nommée au poste de|a été nommé|a été nommée|est nommé|est nommée|
  a été promu|a été promue|vient d'être nommé|vient d'être nommée|a été élu|a été élue|
  è stato nominato|è stata nominata|è stato nominato nuovo|è stata nominata nuova|è il nuovo|è la nuova|
  è stato eletto|è stata eletta|viene nominato|viene nominata|
  ha sido nombrado|ha sido nombrada|fue nombrado|fue nombrada|ha sido designado|ha sido designada|
  es el nuevo|es la nueva|ha sido elegido|ha sido elegida|
  is benoemd tot|is benoemd als|wordt benoemd tot|werd benoemd tot|is aangesteld als|is aangesteld tot|
  is de nieuwe|wordt de nieuwe|
  została powołana na stanowisko|został powołany na stanowisko|została mianowana|został mianowany|
  została|został|zostanie|
  utses till|utsågs till|har utsetts till|har utnämnts till|blir ny|blir|utsågs|utses|har utsetts|
  utnämndes|har utnämnts|
  appointed new|appointed as|appointed to|named new|named as|promoted to|elected new|elected as|
  nommé|nommée|nominato|nominata|nombrado|nombrada|nomeado|nomeada|élu|élue|eletto|eletta|
  elegido|elegida|eleito|eleita|
  benoemd tot|benoemd als|aangesteld als|aangesteld tot|
  foi nomeado|foi nomeada|foi nomeado para o cargo de|foi nomeada para o cargo de|foi eleito|foi eleita|
  é o novo|é a nova|é nomeado|é nomeada|é eleito|é eleita|
  becomes|will become|has become|wird|devient|deviendra|est devenu|est devenue|diventa|diventerà|
  will be the new|will be our new|sera le nouveau|sera la nouvelle|sarà il nuovo|sarà la nuova|
  será el nuevo|será la nueva|zal de nieuwe|będzie nowym|będzie nową|será o novo|será a nova|
  kommer att bli ny|
  se convierte en|pasa a ser|wordt|zostaje|torna-se|passa a ser|
  is promoted to|wurde befördert zum|wurde befördert zur|wird befördert zum|wird befördert zur|
  est promu|est promue|est promu au poste de|est promue au poste de|
  è stato promosso|è stata promossa|è stato promosso a|è stata promossa a|viene promosso a|viene promossa a|
  fue ascendido a|fue ascendida a|ha sido ascendido a|ha sido ascendida a|asciende a|
  is gepromoveerd tot|wordt gepromoveerd tot|werd gepromoveerd tot|
  befordras till|befordrades till|har befordrats till|
  awansował na|awansowała na|awansuje na|został awansowany na|została awansowana na|
  foi promovido a|foi promovida a|é promovido a|é promovida a
`);

/** "… ernennt Anna Weber zum …", "… appoints Jane Doe as …": before the name. */
export const APPOINTS_BEFORE = alternatives(`
  appoints|has appointed|appointed|names|has named|named|promotes|has promoted|welcomes|
  ernennt|ernannte|hat ernannt|beruft|berief|bestellt|bestellte|
  nomme|a nommé|promeut|a promu|nomina|ha nominato|nombra a|ha nombrado a|nombró a|
  benoemt|heeft benoemd|stelt aan|utser|har utsett|utnämner|nomeia|nomeou|
  powołał|powołała|powołuje|mianował|mianowała|mianuje|
  confirmed|confirms|has confirmed|the appointment of|appointment of|bestätigt|die ernennung von|
  die berufung von|la nomination de|nomination de|confirme|a confirmé|la nomina di|nomina di|conferma|
  confermata|confermato|el nombramiento de|nombramiento de|confirma|de benoeming van|benoeming van|
  bevestigt|utnämningen av|bekräftar|nominacja|a nomeação de|nomeação de|
  l'arrivée de|l’arrivée de|arrivée de|the arrival of|l'arrivo di|l’arrivo di|la llegada de|
  la incorporación de|de komst van|a chegada de|die Verstärkung durch|
  promoted|the promotion of|die Beförderung von|la promotion de|la promozione di|el ascenso de|
  de promotie van|befordras|befordrades|har befordrat|befordrar|befordran av|awans|
  a promoção de|promove
`);

/** Between the name and the title after an appointing verb: "zum", "as", "comme", "tot", "till". */
export const APPOINTS_LINK = alternatives(`
  as|as the|as our|to the position of|to|zum|zur|zu|comme|au poste de|en tant que|come|a|como|tot|als|
  till|na stanowisko|jako|para o cargo de|para|in the role of|nel ruolo di|au poste d'|en el cargo de|
  no cargo de|in de functie van
`);

/** A relative clause that gives the title: "…, who is our CEO", "…, qui conserve ses fonctions de". */
export const RELATIVE_COPULA = alternatives(`
  who is|who remains|which is|der ist|die ist|der bleibt|die bleibt|qui est|qui reste|
  qui conserve ses fonctions de|qui demeure|che è|che resta|che rimane|que es|que sigue siendo|
  que continúa como|die is|die blijft|som är|som förblir|który jest|która jest|który pozostaje|
  która pozostaje|que é|que continua como|que permanece
`);

/** "still": between the relative copula and the title. */
export const STILL =
  "still|noch|immer noch|toujours|ancora|todavía|nog|nog steeds|fortfarande|nadal|ainda";

/** "Anna Weber leitet den Einkauf": a verb for running a department. */
export const LEADS = alternatives(`
  leitet|verantwortet|führt|heads|leads|runs|manages|heads up|oversees|supervises|dirige|gère|pilote|guida|gestisce|
  amministra|conduce|lidera|gestiona|administra|leidt|dirigeert|kieruje|zarządza|prowadzi|leder|
  styr|ansvarar för|gere|coordena
`);

/**
 * The cleft that stresses who runs the company: "c'est Thomas Girard qui dirige", "är det Oskar
 * Nilsson som leder", "è Marco Bianchi che guida", "it is Tom Lee who runs". Before the name…
 */
export const CLEFT_OPENS = alternatives(`
  c'est|c’est|è|es|é|är det|var det|is het|was het|it is|it's|it’s|it was|ist es|war es
`);
/** …and after it, the relative pronoun before the verb. */
export const CLEFT_RELATIVE = alternatives(
  "qui|che|quien|quem|que|som|die|der|who|that|który|która",
);

/**
 * "ist verantwortlich für den Einkauf", "odpowiada za sprzedaż", "está a cargo de las compras":
 * a phrase of responsibility whose object is a department, after the name (and a copula).
 */
export const RESPONSIBLE = alternatives(`
  responsible for|in charge of|takes over|has taken over|at the helm of|at the head of|
  an der spitze von|an der spitze des|an der spitze der|steht an der spitze des|
  steht an der spitze der|steht an der spitze von|alla guida|al timone|
  à la tête de|à la tête du|à la tête des|à la tête d'|
  al timone di|al timone del|al timone della|al timone dell|alla guida di|alla guida del|alla guida della|alla guida dell|
  al frente del|aan het hoofd van|aan het roer van|i spetsen för|står i spetsen för|na czele|
  verantwortlich für|zuständig für|übernimmt die leitung|übernimmt|hat die leitung|
  responsable de|responsable des|responsable du|en charge de|en charge des|en charge du|
  prend la direction de|prend la direction des|prend la direction du|a pris la direction de|
  a pris la direction des|a pris la direction du|prend la tête de|prend la tête des|prend la tête du|
  a pris la tête de|a pris la tête des|a pris la tête du|took charge of|has taken charge of|
  takes charge of|
  responsabile del|responsabile della|responsabile dei|responsabile degli|responsabile dell|
  a capo del|a capo della|a capo dell|assume la direzione|
  a cargo de|al frente de|asume la dirección|está a cargo de|está al frente de|está à frente da|está à frente do|
  verantwoordelijk voor|neemt de leiding over|
  ansvarig för|ansvarar för|tar över|
  odpowiada za|odpowiedzialny za|odpowiedzialna za|obejmuje kierownictwo|
  responsável pela|responsável pelo|responsável por|assume a direção|à frente da|à frente do
`);

/**
 * A verb of taking on a role, in a sentence that names the role first and the person after it:
 * "Die Leitung des Einkaufs übernimmt zum 1. Juli Thomas Berger", "Funkcję dyrektora handlowego
 * obejmie Anna Nowak", "Stanowisko prezesa zarządu objął Piotr Zieliński", "funkcję prezesa pełni
 * Anna Nowak". The verbs are office-words.ts's verbs of taking an office; the verb is no part of
 * the title before it.
 */
export const TAKES_OVER = alternatives(TAKES_OFFICE_VERBS);

/** The one-word verbs of TAKES_OVER, folded: skipped between a title and the name after it. */
export const TAKES_OVER_WORD = wordSet(
  TAKES_OVER.split("|")
    .filter((verb) => !verb.includes(" "))
    .join(" "),
);

/**
 * "succeeds", before the predecessor's name: "Marie Dubois succède à Paul Girard … au poste de
 * directrice générale". The role the sentence names is the successor's. Present and future only:
 * "Tom Baker replaced Anna Weber as CEO" may be history a later change undid. (office-words.ts's
 * SUCCEEDS, single words of every tense, keeps a role word from going to the predecessor.)
 */
export const SUCCEEDS_NOW = alternatives(`
  succeeds|will succeed|replaces|will replace|takes over from|will take over from|
  folgt auf|tritt die nachfolge von|ersetzt|
  succède à|succédera à|remplace|remplacera|
  subentra a|subentrerà a|succede a|sostituisce|sostituirà|prende il posto di|
  sucede a|sucederá a|reemplaza a|reemplazará a|sustituye a|sustituirá a|releva a|
  volgt|vervangt|
  zastąpi|zastępuje|
  efterträder|ersätter|
  substitui|substituirá|sucederá
`);

/**
 * Kinship nouns, in the nominative and the cases a sentence names a relative in ("übernahm sein
 * Sohn Thomas", "par sa fille, Sophie", "dal nipote Andrea", "przez jego syna, Piotra").
 */
export const KIN_NOUNS = `
  sohn tochter frau mann bruder schwester enkel enkelin neffe nichte
  son daughter wife husband brother sister grandson granddaughter nephew niece
  fils fille femme mari frère sœur petit-fils petite-fille neveu nièce
  figlio figlia moglie marito fratello sorella nipote
  hijo hija esposa marido hermano hermana nieto nieta sobrino sobrina
  zoon dochter vrouw man broer zus kleinzoon kleindochter neef nicht
  syn córka żona mąż brat siostra syna córki żony męża brata siostry wnuka wnuczki
  dotter fru hustru make bror syster barnbarnet sonen dottern
  filho filha mulher irmão irmã neto neta sobrinho sobrinha
`;
/** The kinship nouns as a set of folded words. */
export const KIN = wordSet(KIN_NOUNS);

/** Possessives before a kinship noun: "sein", "sa", "suo", "zijn", "jego", "hans", "seu". */
export const KIN_POSSESSIVES = `
  sein seine seinen seinem ihr ihre ihren ihrem his her their sa son leur suo sua su sus zijn haar
  hun jego jej ich hans hennes deras seu
`;

/** A relative pronoun that opens a clause about the person: "…, die seit 30 Jahren … führt". */
export const RELATIVE = alternatives(
  "who|der|die|qui|che|que|die|dat|som|który|która|que|welche|welcher",
);

/** One word for running something, also at a clause's end ("… unsere Buchhaltung führt"). */
export const RUNS = wordSet(`
  leitet führt verantwortet heads leads runs manages oversees supervises dirige gère pilote guida gestisce dirige
  amministra conduce lidera gestiona administra leidt dirigeert kieruje prowadzi zarządza leder
  driver styr gere coordena coordina coordinates odpowiada
`);

/**
 * "new" right after a name opens a headline's title: "Marloes Vos nieuwe directeur", "Jan
 * Malinowski nowym prezesem", "Claire Petit nouvelle directrice générale".
 */
export const NEW = alternatives(`
  new|neuer|neue|neuen|nouveau|nouvel|nouvelle|nuovo|nuova|nuevo|nueva|nieuwe|nowy|nowa|nowym|nową|nowemu|nowej|
  ny|nya|novo|nova
`);

/**
 * "now", "today": after "and" in an apposition the title held now follows ("… e oggi
 * amministratore unico"); between a verb of running and its subject they say nothing of the role
 * ("Firmą zarządza obecnie Piotr Zieliński").
 */
export const NOW_WORDS =
  "now today currently heute jetzt inzwischen derzeit aktuell aujourd'hui aujourd’hui désormais actuellement oggi ora attualmente hoy ahora actualmente nu vandaag tegenwoordig momenteel idag numera dziś obecnie teraz hoje agora atualmente".split(
    " ",
  );
export const NOW = new Set(NOW_WORDS.map(fold));

/** "since", before a year: "seit 2019", "od 2017 roku", "depuis 2015", "dall'anno". */
export const SINCE_WORDS = wordSet("since seit ab depuis dal dall dai desde sinds sedan od från");

/** "also", "moreover" between an appointing verb and the name: "Confermata inoltre Giulia …". */
export const ALSO = alternatives(`
  also|too|moreover|auch|ebenfalls|zudem|außerdem|aussi|également|en outre|inoltre|anche|altresì|
  además|también|asimismo|ook|eveneens|även|också|dessutom|również|także|ponadto|também|ainda
`);

/** Words before the department after a verb of running: "den Bereich", "le service des". */
export const DEPARTMENT_LEAD = wordSet(`
  the our department division team of den die das bereich abteilung des der unser unsere unseren
  leitung direction direzione direccion leiding kierownictwo direcao area areas
  notre nos nostro nostra nostri nuestro nuestra nuestros las los les gli onze ons var vart vara
  nasz nasza naszym nosso nossa
  le la les l service direction departement pole de du d il lo reparto ufficio settore dell della del
  el departamento area de het afdeling dzial dzialem avdelningen for o a departamento setor da do
`);

/**
 * "our long-serving Technical Director", "der langjährige Finanzvorstand", "wieloletniej
 * kierowniczce działu kadr", "storico capo reparto": how long a person has held a title says
 * nothing of the title, which a careful reader prints without it.
 */
const TENURE = `
  long-serving longtime long-time langjährige langjähriger langjährigen langjährigem
  storico storica longevo longeva veterano veterana mångårig mångåriga jarenlange langjarige
  wieloletni wieloletnia wieloletniej wieloletniego wieloletnim wieloletnią
`;

/** Articles, possessives and "new" before a title: "the new", "unsere neue", "ny", "la nouvelle". */
export const TITLE_LEAD = wordSet(`
  the a an our their its new interim
  der die das den dem ein eine einen einem unser unsere unseren unserem unserer unseres
  neue neuer neuen neues
  le la l les un une notre nos nouveau nouvel nouvelle
  il lo gli un una uno nostro nostra nuovo nuova
  el los las nuestro nuestra nuevo nueva
  de het een onze ons nieuwe
  en ett var vart nya ny
  nowy nowa nowym nowa nasz nasza naszym
  o os um uma nosso nossa novo nova
  ${TENURE}
`);

/**
 * Words that end a title in running text: "… Geschäftsführer ernannt", "… CEO since 2019", "…
 * partner who …". Conjunctions and "of" do not end it ("Founder and CEO", "Head of Sales").
 */
export const TITLE_END = wordSet(`
  who which that since until from with in at for on by about is was has have will
  seit bis ab von mit bei im am ist war hat wird ernannt berufen bestellt gewahlt befordert worden
  depuis jusqu avec chez dans pour est etait nomme nommee
  dal fino con presso nel nella per stato stata nominato nominata
  desde hasta con para es fue ha sido nombrado nombrada
  sinds tot met bij benoemd
  sedan fran med hos ar var utsedd
  efter nach dopo despues apos
  od z w przy dla jest byl byla zostal zostala zostanie zostaje
  ate com em foi nomeado nomeada
`);

/**
 * Participles of appointing, which say how a person came to a title and are no part of it: "est
 * promu vice-président", "è stata nominata direttrice", "ist zum … ernannt", "utsedd till vd".
 */
export const APPOINTED_PARTICIPLE = wordSet(`
  appointed named elected promoted ernannt gewählt befördert bestellt berufen
  promu promue nommé nommée élu élue nominato nominata eletto eletta promosso promossa
  nombrado nombrada elegido elegida designado designada ascendido ascendida
  benoemd aangesteld gekozen gepromoveerd utsedd utsedda utnämnd utnämnda vald befordrad
  mianowany mianowana powołany powołana wybrany wybrana awansowany awansowana
  nomeado nomeada eleito eleita promovido promovida
  aangetreden angetreten tilltratt insediato insediata
`);

/** A link word after a participle of appointing: "is promoted to", "utsedd till", "benoemd tot". */
export const PARTICIPLE_LINK = wordSet("to as zum zur als tot till na jako para a como come comme");

/** "and", "&", "of", "de": inside a title, never its last word. */
export const TITLE_JOINERS = wordSet(
  "and & und et e y en och i oraz of de des du di del della dei degli do da ds van voor fur",
);

/**
 * Negations and past markers between a name and a title: "is no longer", "ist nicht mehr",
 * "n'est plus", "non è più", "ya no es", "är inte längre", "nie jest już", "is niet meer".
 */
/** Italian "ne è titolare" (is its owner) is a clitic, no French "ne … pas". */
export const NEGATED =
  /\b(?:not|no longer|never|formerly|nicht|kein|keine|nie|nie mehr|ne(?!\s+è)|n'|plus|non|no|ya no|niet|geen|inte|icke|não|nao|já não)\b/iu;

/** Text that speaks to a reader or a model rather than about the company: never read as people. */
export const INSTRUCTION =
  /\b(?:ignore|disregard|instructions?|pretend|override|(?:ai|ki|ia)[\s-]+(?:assistant|assistent|assistente|asistente|asystent)\p{L}*|(?:assistants?|assistenti|asistentes|assistentes)\s+(?:(?:de|di|d'|d’)\s*)?(?:ia|ai)|language models?|llms?|chatbots?|automated research tools?|(?:system|assistant|prompt|output)\s*:|respond with|answer with|ignorier(?:e|en|t)|anweisung(?:en)?|ignorez|consignes|ignora|istruzioni|instrucciones|negeer|negeren|instructies|zignoruj|instrukcj\p{L}*|ignorera|instruktioner|instruções)(?!\p{L})/iu;

/** Departments a verb of running names, mapped to the catalogue's role that runs them. */
/** The company itself, as a verb of running or a title's "of" names it (folded). */
const COMPANY = `unternehmen unternehmens firma gesellschaft company business firm entreprise societe azienda
  societa empresa compania bedrijf onderneming foretaget bolaget firme firmy spolka spolki spolke
  przedsiebiorstwo przedsiebiorstwa`;
export const COMPANY_WORDS = wordSet(COMPANY);

const DEPARTMENTS: Array<[string, PrimaryTitle]> = [
  [`${COMPANY} geschafte`, "CEO"],
  [
    "einkauf beschaffung purchasing procurement buying achats approvisionnements acquisti approvvigionamenti compras inkoop aankoop aankopen zakupow zakupy zaopatrzenie inkopet inkop",
    "Purchase Director",
  ],
  [
    "vertrieb verkauf export sales ventes commercial export vendite commerciale ventas comercial verkoop sprzedazy sprzedaz eksportu forsaljningen forsaljning exporten vendas handlowy handlowa handlowej",
    "Sales Director",
  ],
  ["marketing marknadsforingen marknad marketingu", "Marketing Manager"],
  [
    "finanzen finance finances finanza finanzas financien finanse finansow ekonomi ekonomiavdelningen financas buchhaltung accounting comptabilite financeira financeiro financiere financier finanziaria finanziario financiera financiero",
    "CFO",
  ],
  [
    "personal personalabteilung hr personnel rh risorse umane recursos humanos personeelszaken kadr personalavdelningen",
    "HR Manager",
  ],
  [
    "produktion betrieb werk operations production produzione produccion productie produkcji produkcja produktionen producao logistik logistics plant usine stabilimento planta fabriek fabrik fabriken fabrica fabbrica fabryka zaklad zakladu",
    "Operations Manager",
  ],
  [
    "technik entwicklung engineering technology technique tecnologia techniek techniki tekniken tecnica tecnico",
    "CTO",
  ],
];

const DEPARTMENT_ROLE = new Map<string, PrimaryTitle>(
  DEPARTMENTS.flatMap(([words, role]) => [...wordSet(words)].map((word) => [word, role] as const)),
);

/**
 * The role that runs a department named by one word ("Einkauf", "achats"), if any; a German
 * genitive ("des Einkaufs", "des Vertriebes") names the same department.
 */
export function departmentRole(word: string): PrimaryTitle | undefined {
  // An elided article glued to the noun: "l'entreprise", "dell'azienda".
  const folded = withoutElidedArticle(fold(word));
  const role = DEPARTMENT_ROLE.get(folded) ?? DEPARTMENT_ROLE.get(folded.replace(/e?s$/, ""));
  if (role) return role;
  // "aankoopafdeling", "Einkaufsabteilung", "inköpsavdelningen": a department's compound.
  const head = DEPARTMENT_COMPOUND.exec(folded)?.[1];
  return head
    ? (DEPARTMENT_ROLE.get(head) ?? DEPARTMENT_ROLE.get(head.replace(/s$/u, "")))
    : undefined;
}

/** A department noun before "department" in one compound: "aankoopafdeling", "Vertriebsabteilung". */
const DEPARTMENT_COMPOUND =
  /^(\p{L}{4,}?)-?(?:afdeling|abteilung|avdelningen|avdelning|bereich|dienst)$/u;
