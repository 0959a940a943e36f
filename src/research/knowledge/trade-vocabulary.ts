import { GOODS, type Industry, industry, MAKERS } from "./industries.ts";

/*
 * Trades the glossary knows beyond the sandbox's industries (which the sandbox generator builds
 * sites from, so they stay as they are). Each names its trade in the nine languages and the
 * products its small makers and dealers name on their pages instead of the trade: a canner
 * writes "anchoas en aceite" and "conservas de atún", not "canned fish"; a machine builder
 * "sezionatrici" and "centri di lavoro per il legno"; a subcontract machine shop "turned parts"
 * and "milled components"; a lab dealer "fournitures de laboratoire". A profile naming the trade
 * meets each of them (glossary.ts takes a trade's products under its name).
 */

export const tradeVocabulary: readonly Industry[] = [
  industry(
    "canned-fish",
    "canned fish|Fischkonserven|conserves de poisson|conserve ittiche|conservas de pescado|visconserven|konserwy rybne|fiskkonserver|conservas de peixe",
    "Canned fish|Fischkonserven|Conserverie|Conserve|Conservas|Visconserven|Konserwy|Fiskkonserver|Conservas",
    [
      "canned tuna|Thunfischkonserven|thon en conserve|tonno in scatola|atún en conserva|tonijn in blik|tuńczyk w puszce|tonfisk på burk|atum em conserva",
      "anchovies in oil|Sardellenfilets in Öl|anchois à l'huile|acciughe sott'olio|anchoas en aceite|ansjovis in olie|anchois w oleju|sardellfiléer i olja|anchovas em azeite",
      "sardines in oil|Sardinen in Öl|sardines à l'huile|sardine sott'olio|sardinas en aceite|sardines in olie|sardynki w oleju|sardiner i olja|sardinhas em azeite",
    ],
    GOODS,
  ),
  industry(
    "woodworking-machinery",
    "woodworking machinery|Holzbearbeitungsmaschinen|machines à bois|macchine per la lavorazione del legno|maquinaria para madera|houtbewerkingsmachines|maszyny do obróbki drewna|träbearbetningsmaskiner|máquinas para madeira",
    "Woodworking|Holzbearbeitung|Machines à bois|Macchine legno|Maquinaria madera|Houtbewerking|Obróbka drewna|Träbearbetning|Máquinas madeira",
    [
      "panel saws|Plattenaufteilsägen|scies à panneaux|sezionatrici|seccionadoras|paneelzagen|piły panelowe|plattuppdelningssågar|seccionadoras",
      "CNC machining centres for wood|CNC-Bearbeitungszentren für Holz|centres d'usinage pour le bois|centri di lavoro per il legno|centros de mecanizado para madera|CNC-bewerkingscentra voor hout|centra obróbcze do drewna|CNC-bearbetningscenter för trä|centros de maquinagem para madeira",
      "edge banders|Kantenanleimmaschinen|plaqueuses de chants|bordatrici|chapeadoras de cantos|kantenlijmmachines|okleiniarki|kantlistmaskiner|orladoras",
    ],
    MAKERS,
  ),
  industry(
    "laboratory-equipment",
    "laboratory equipment|Laborausstattung|équipement de laboratoire|attrezzature da laboratorio|equipamiento de laboratorio|laboratoriumapparatuur|wyposażenie laboratoryjne|laboratorieutrustning|equipamento de laboratório",
    "Lab|Labortechnik|Labo|Laboratorio|Laboratorio|Labo|Laboratorium|Labb|Laboratório",
    [
      "laboratory supplies|Laborbedarf|fournitures de laboratoire|forniture per laboratorio|suministros de laboratorio|laboratoriumbenodigdheden|artykuły laboratoryjne|laboratorieförnödenheter|material de laboratório",
      "laboratory glassware|Laborglas|verrerie de laboratoire|vetreria da laboratorio|vidrio de laboratorio|laboratoriumglaswerk|szkło laboratoryjne|laboratorieglas|vidraria de laboratório",
      "laboratory consumables|Laborverbrauchsmaterial|consommables de laboratoire|materiale di consumo per laboratorio|consumibles de laboratorio|laboratoriumverbruiksmaterialen|materiały eksploatacyjne do laboratorium|laboratorieförbrukningsmaterial|consumíveis de laboratório",
    ],
    GOODS,
  ),
  industry(
    "machined-components",
    "CNC machined components|CNC-Zerspanungsteile|pièces usinées CNC|componenti lavorati CNC|piezas mecanizadas CNC|CNC-verspaande onderdelen|detale obrabiane CNC|CNC-bearbetade detaljer|peças maquinadas CNC",
    "Precision|Präzisionsteile|Usinage|Meccanica|Mecanizados|Verspaning|Obróbka|Bearbetning|Maquinagem",
    [
      "turned parts|Drehteile|pièces de décolletage|particolari torniti|piezas torneadas|draaidelen|detale toczone|svarvade detaljer|peças torneadas",
      "milled parts|Frästeile|pièces fraisées|particolari fresati|piezas fresadas|freesdelen|detale frezowane|frästa detaljer|peças fresadas",
    ],
    MAKERS,
  ),
];
