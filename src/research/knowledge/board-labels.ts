import type { Language } from "../language/stopwords.ts";

/*
 * The labels imprints, registers and board pages print over the names of a company's owners,
 * partners and governing bodies ("Unbeschränkt haftende Gesellschafter:", "Kommanditistin:",
 * "Soci:", "Ledamöter:", "Directie:", "Gérants :", "Zarząd:"), in the nine languages the engine
 * reads. The catalogue of decision-maker titles knows few of them (a limited partner, a board
 * member or a union representative is no catalogue role), yet each is the title as printed of
 * every name the label introduces. Folded words; a label is one of these words, or one of them
 * after words that qualify it ("unbeschränkt haftende", "fackliga", "stellvertretende").
 */

export const BOARD_LABELS = {
  en: `partner partners member members director directors trustee trustees officer officers
    board governors governor shareholder shareholders owners secretary representative
    representatives`,
  de: `gesellschafter gesellschafterin gesellschafterinnen kommanditist kommanditistin
    kommanditisten komplementar komplementarin komplementare vorstand vorstande vorstandsmitglied
    vorstandsmitglieder aufsichtsrat aufsichtsrate aufsichtsratsmitglieder beirat beirate
    geschaftsfuhrung geschaftsleitung inhaber inhaberin inhaberinnen teilhaber teilhaberin
    prokura prokuristen prokuristin vertreter vertreterin mitglieder`,
  fr: `associe associee associes associees gerant gerante gerants gerantes administrateur
    administratrice administrateurs membres direction directoire conseil representant
    representante representants commissaire commissaires`,
  it: `socio socia soci socie amministratori consiglieri consigliere sindaci sindaco
    membri direzione rappresentante rappresentanti titolari`,
  es: `socio socia socios socias administradores administradora consejeros consejera consejo
    miembros vocales vocal direccion representante representantes apoderado apoderados`,
  pt: `socio socia socios socias gerentes gerencia administradores administracao conselho
    membros vogais diretoria representante representantes`,
  nl: `vennoot vennoten directie bestuur bestuurders bestuurder commissaris commissarissen leden
    eigenaren eigenaars aandeelhouders vertegenwoordiger vertegenwoordigers`,
  pl: `wspolnik wspolnicy wspolniczka zarzad czlonkowie prokurent prokurenci prokurentka
    przedstawiciel przedstawiciele`,
  sv: `ledamot ledamoter styrelse styrelseledamoter suppleant suppleanter delagare agare
    foretradare representant representanter firmatecknare`,
} as const satisfies Record<Language, string>;
