import { fold, wordSet } from "./text.ts";

/*
 * The words that tie a title to the person a clause is about, in the nine languages the engine
 * reads: a role word ("als", "as", "come", "som", "jako", "en tant que", "in the role of"), a verb
 * of taking an office ("übernimmt", "takes over", "pasa a ocupar", "tar över", "obejmuje"), the
 * offices such a verb takes ("den Vorsitz", "la présidence", "la direzione generale"), and the
 * words that hand a title to someone else ("appoints", "his successor", "ihn").
 */

/** Phrases as lists of folded words, longest first so that "en tant que" wins over "en". */
const phrases = (spec: string): string[][] =>
  spec
    .split("|")
    .map((phrase) => phrase.trim().split(/\s+/).filter(Boolean).map(fold))
    .filter((words) => words.length > 0)
    .sort((a, b) => b.length - a.length);

/**
 * Words right before a title that make it the role of the clause's subject: "works there as
 * CEO", "resterà nel Consiglio come presidente", "ricopre la carica di presidente".
 */
export const ROLE_MARKERS = phrases(`
  as|in the role of|the role of|the position of|the post of|in his role as|in her role as|
  als|in der funktion des|in der funktion der|in seiner funktion als|in ihrer funktion als|das amt des|das amt der|
  die funktion des|die funktion der|die position des|die position der|
  comme|en tant que|en qualité de|au poste de|la fonction de|les fonctions de|le poste de|
  come|in qualità di|nel ruolo di|il ruolo di|la carica di|la funzione di|l'incarico di|l’incarico di|
  como|en calidad de|el cargo de|en el cargo de|el puesto de|las funciones de|
  als|in de functie van|de functie van|de rol van|het ambt van|
  som|posten som|rollen som|i rollen som|
  jako|na stanowisku|stanowisko|funkcję|w roli|
  como|na qualidade de|o cargo de|no cargo de|a função de|as funções de
`);

/** Verbs of taking or holding an office, before the office: "übernimmt den Vorsitz". */
export const TAKES_OFFICE_VERBS = `
  takes over|took over|has taken over|will take over|assumes|assumed|has assumed|takes up|took up|holds|
  übernimmt|übernahm|übernehmen|bekleidet|
  prend|a pris|reprend|a repris|assume|assure|occupe|occupera|
  assume|ha assunto|assumerà|prende|ricopre|ricoprirà|occupa|
  asume|asumió|asumirá|ocupa|ocupará|pasa a ocupar|pasará a ocupar|
  neemt|nam|bekleedt|
  tar över|tog över|övertar|tillträder|innehar|
  obejmuje|objął|objęła|obejmie|przejmuje|przejął|przejęła|pełni|
  assume|assumiu|assumirá|ocupa|passa a ocupar|passará a ocupar
`;
export const TAKES_OFFICE = phrases(TAKES_OFFICE_VERBS);

/**
 * Offices a verb of taking an office names, each with the title of whoever holds it in the same
 * language: "la presidencia" is held by a "presidente", "die Geschäftsführung" by a
 * "Geschäftsführer". The holder's title is what the catalogue reads for the office's role.
 */
const OFFICE_HOLDERS = new Map<string, string>(
  [
    ["presidency", "president"],
    ["chairmanship", "chairman"],
    ["directorship", "director"],
    ["geschäftsführung", "Geschäftsführer"],
    ["leitung", "Leiter"],
    ["präsidentschaft", "Präsident"],
    ["vorsitz", "Vorsitzender"],
    ["vorstandsvorsitz", "Vorstandsvorsitzender"],
    ["direction", "directeur"],
    ["présidence", "président"],
    ["gérance", "gérant"],
    ["presidenza", "presidente"],
    ["direzione", "direttore"],
    ["presidencia", "presidente"],
    ["dirección", "director"],
    ["gerencia", "gerente"],
    ["directie", "directeur"],
    ["leiding", "leider"],
    ["voorzitterschap", "voorzitter"],
    ["ordförandeskapet", "ordförande"],
    ["ordförandeposten", "ordförande"],
    ["prezesura", "prezes"],
    ["dyrekcja", "dyrektor"],
    ["kierownictwo", "kierownik"],
    ["przewodnictwo", "przewodniczący"],
    ["presidência", "presidente"],
    ["direção", "diretor"],
    ["direcção", "director"],
    ["gerência", "gerente"],
  ].map(([office, holder]) => [fold(office ?? ""), holder ?? ""]),
);

/**
 * Offices of direction that say nothing of what is directed when an object follows them ("die
 * Leitung des Projekts"): read alone at the clause's end, or with "general" or a department.
 */
export const DIRECTION = wordSet(
  "direction leitung direzione dirección direção direcção directie leiding dyrekcja kierownictwo",
);

/**
 * Swedish, German and Dutch name an office by a compound of its holder's title: "vd-posten",
 * "vd-rollen", "Geschäftsführerposten", "directeursfunctie".
 */
export const OFFICE_COMPOUND =
  /^(.{2,}?)-?(?:posten|rollen|tjänsten|uppdraget|amt|functie|positie)$/iu;

/** "general" after an office of direction: its holder runs the whole company. */
export const GENERAL = wordSet(
  "general generale générale general geral algemene algemeen allmän ogólna ogólny gesamt",
);

/**
 * Verbs of succeeding: "Tom Baker replaced Anna Weber as CEO", "Moretti subentra a Carla Venturi
 * come …": the role word after them is the successor's, never the name's after the verb.
 */
export const SUCCEEDS = wordSet(`
  replaces replaced succeeds succeeded ersetzt ersetzte folgt volgt remplace remplacé succède sostituisce
  subentra succede sustituye sucede reemplaza vervangt opvolgt ersätter efterträder zastępuje
  zastąpił zastąpiła substitui sucedeu
`);

/** An appointing verb after a name, in the active: "Anna Weber named Tom Berg as CEO". */
export const ELSEWHERE = wordSet(`
  appoints appointed names hires hired promotes promoted recruits recruited
  ernennt ernannte beruft berief bestellt bestellte stellt stellte eingestellt eingesetzt setzt
  nomme nommé nommée promeut promu embauche recrute
  nomina nominato nominata promuove
  nombra nombró nombrado nombrada contrata contrató
  benoemt benoemde benoemd stelt aangesteld
  utser utsåg utsett anställer anställde
  powołał powołała powołuje mianował mianowała zatrudnił
  nomeia nomeou nomeado nomeada contrata contratou
`);

/** Object pronouns: after a verb of succeeding they name the predecessor ("succède à lui"). */
export const OBJECT_PRONOUNS = wordSet(
  "him them ihn ihm ihnen lui gli le hem hen honom jego jej mu",
);

/**
 * Words that open a new clause after its comma: "…, mentre l'ing. Elena Pesenti assume …",
 * "…, während sich Tom Berg als …", "…, medan Eva Ek sköter …": the names and verbs of the clause
 * before say nothing of the next clause's subject.
 */
export const CLAUSE_OPENERS = wordSet(`
  while whereas and but während wohingegen und aber sondern tandis alors et mais mentre e ma invece
  mientras y pero terwijl en maar medan och men podczas natomiast a i ale enquanto mas
`);

/** An object pronoun or a person noun after a name: "her successor as", "seinen Sohn als". */
export const OTHER_PERSON = wordSet(`
  him them ihn ihm ihnen lui hem hen honom jego
  successor nachfolger nachfolgerin successeur successeure successore succeditrice sucesor sucesora
  opvolger opvolgster efterträdare efterträdaren następca następczyni następcę sucessor sucessora
  son daughter sohn tochter fils fille figlio figlia hijo hija zoon dochter dotter syn córka filho filha
`);

/**
 * Passive auxiliaries: "was appointed as", "wurde … als … bestellt", "è stata nominata come";
 * with one, an appointing verb is said of the subject itself.
 */
export const PASSIVE = wordSet(`
  was were been wurde wurden worden été est fut stato stata stati viene fue sido
  werd is blev blivit utsågs został została zostanie foi é
`);

/** Relative pronouns after a name's comma: the clause they open is about that name. */
export const RELATIVE_PRONOUNS = wordSet(
  "who der die qui che que dat som który która którzy welche welcher",
);

/**
 * The holder's title of an office named by a folded word, in any case: "prezesurę" and
 * "dyrekcję" (Polish accusative), "des Vorsitzes" (German genitive) name the same offices.
 */
export function officeHolder(word: string): string | undefined {
  const forms = [word, word.replace(/[eyi]$/u, "a"), word.replace(/(?<=\p{L}{4})e?s$/u, "")];
  for (const form of forms) {
    const holder = OFFICE_HOLDERS.get(form);
    if (holder) return holder;
  }
  return undefined;
}

/** A present copula, as printed (the Italian "è" and Portuguese "é" fold to "and"). */
export const PRESENT_COPULA = new Set(
  `is remains ist bleibt est reste demeure è resta rimane es sigue blijft är förblir jest pozostaje
   é continua permanece`.split(/\s+/),
);

/**
 * Function words that end a predicate before a title: prepositions and conjunctions ("Anna Weber
 * ist mit unserem Geschäftsführer verheiratet", "Tom is with our CEO", "et le directeur"). The
 * stop-word lists hold them beside the articles and adverbs a predicate may hold.
 */
export const NOT_PREDICATE = wordSet(`
  with mit avec con met med z com for fur pour per para voor for dla to zu a al au aan till do of
  von de di van av at bei chez presso bij hos przy in im dans nel en i w em on auf sur su op pa na
  by par por door przez from aus da und and et e y och oraz or oder ou o eller lub but aber mais ma
  pero maar men ale mas than als que che dass that who
`);

/**
 * "kommer närmast från rollen som försäljningschef", "comes from the role of": a role word after
 * "from" names the role the person held before.
 */
export const FROM_ROLE = wordSet("from från aus vanuit desde");

/**
 * A past tense or "formerly" between a name and a role word: "war … als Geschäftsführerin
 * tätig", "arbeitete früher als", "was previously our CEO": no current role.
 */
export const FORMERLY = wordSet(`
  was were war waren arbeitete était fut travaillait era fue foi var było był była
  held bekleidete occupait ricopriva occupava ocupaba desempeñaba ejercía bekleedde innehade
  pełnił pełniła ocupava desempenhava exercia
  formerly previously once früher zuvor zuletzt närmast einst vormals autrefois auparavant anciennement
  precedentemente anteriormente antes vroeger eerder voorheen tidigare förut dawniej wcześniej
  poprzednio
`);
