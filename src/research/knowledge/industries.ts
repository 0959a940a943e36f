/*
 * Industries with their names and products in every language we read: the engine's glossary
 * (an aid to matching and planning, never the only way to match) and the sandbox generator's
 * industries, which import it from here. Each multilingual entry is one
 * "en|de|fr|it|es|nl|pl|sv|pt" string: compact to read and to extend, split once at load.
 */

type Language = "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "sv" | "pt";
type CompanyType = "manufacturer" | "distributor" | "wholesaler" | "service company" | "retailer";

const LANGUAGE_ORDER: readonly Language[] = ["en", "de", "fr", "it", "es", "nl", "pl", "sv", "pt"];

/** A term in every sandbox language. */
export type Multilingual = Record<Language, string>;

export interface Industry {
  id: string;
  name: Multilingual;
  /** A word for company names: "Pumpentechnik", "Pompes", ... */
  stem: Multilingual;
  products: Multilingual[];
  /** Company types that exist in this industry (a software consultancy is never a wholesaler). */
  types: readonly CompanyType[];
}

function ml(spec: string): Multilingual {
  const parts = spec.split("|");
  if (parts.length !== LANGUAGE_ORDER.length) throw new Error(`bad multilingual entry: ${spec}`);
  return Object.fromEntries(LANGUAGE_ORDER.map((lang, i) => [lang, parts[i]])) as Multilingual;
}

export const GOODS: readonly CompanyType[] = [
  "manufacturer",
  "distributor",
  "wholesaler",
  "retailer",
];
export const MAKERS: readonly CompanyType[] = ["manufacturer", "distributor", "wholesaler"];

export function industry(
  id: string,
  name: string,
  stem: string,
  products: string[],
  types: readonly CompanyType[],
): Industry {
  return { id, name: ml(name), stem: ml(stem), products: products.map(ml), types };
}

export const industries: readonly Industry[] = [
  industry(
    "industrial-pumps",
    "industrial pumps|Industriepumpen|pompes industrielles|pompe industriali|bombas industriales|industriële pompen|pompy przemysłowe|industripumpar|bombas industriais",
    "Pumps|Pumpentechnik|Pompes|Pompe|Bombas|Pompen|Pompy|Pumpar|Bombas",
    [
      "centrifugal pumps|Kreiselpumpen|pompes centrifuges|pompe centrifughe|bombas centrífugas|centrifugaalpompen|pompy odśrodkowe|centrifugalpumpar|bombas centrífugas",
      "submersible pumps|Tauchpumpen|pompes submersibles|pompe sommerse|bombas sumergibles|dompelpompen|pompy zatapialne|dränkbara pumpar|bombas submersíveis",
      "dosing pumps|Dosierpumpen|pompes doseuses|pompe dosatrici|bombas dosificadoras|doseerpompen|pompy dozujące|doseringspumpar|bombas doseadoras",
    ],
    [...MAKERS, "service company"],
  ),
  industry(
    "packaging-machinery",
    "packaging machinery|Verpackungsmaschinen|machines d'emballage|macchine per imballaggio|maquinaria de envasado|verpakkingsmachines|maszyny pakujące|förpackningsmaskiner|máquinas de embalagem",
    "Packaging|Verpackungstechnik|Emballage|Imballaggi|Envases|Verpakking|Pakowanie|Förpackning|Embalagens",
    [
      "carton erectors|Kartonaufrichter|formeuses de cartons|formatrici di cartoni|formadoras de cajas|dozenoprichters|formowarki kartonów|kartongresare|formadoras de caixas",
      "shrink wrapping machines|Schrumpfmaschinen|fardeleuses|fardellatrici|enfardadoras|krimpmachines|zgrzewarki termokurczliwe|krympmaskiner|máquinas de retração",
      "labelling machines|Etikettiermaschinen|étiqueteuses|etichettatrici|etiquetadoras|etiketteermachines|etykieciarki|etiketteringsmaskiner|rotuladoras",
    ],
    MAKERS,
  ),
  industry(
    "organic-food",
    "organic food|Bio-Lebensmittel|alimentation biologique|alimenti biologici|alimentos ecológicos|biologische voeding|żywność ekologiczna|ekologiska livsmedel|alimentos biológicos",
    "Organic Foods|Naturkost|Bio Nature|Bio Alimenti|Ecológicos|Natuurvoeding|Eko Żywność|Ekomat|Bio Alimentos",
    [
      "organic flour|Bio-Mehl|farine bio|farina biologica|harina ecológica|biologisch meel|mąka ekologiczna|ekologiskt mjöl|farinha biológica",
      "organic coffee|Bio-Kaffee|café bio|caffè biologico|café ecológico|biologische koffie|kawa ekologiczna|ekologiskt kaffe|café biológico",
      "dried fruit and nuts|Trockenfrüchte und Nüsse|fruits secs|frutta secca|frutos secos|gedroogd fruit en noten|bakalie|torkad frukt och nötter|frutos secos",
    ],
    GOODS,
  ),
  industry(
    "furniture",
    "furniture|Möbel|meubles|mobili|muebles|meubelen|meble|möbler|móveis",
    "Furniture|Möbelwerk|Meubles|Mobili|Muebles|Meubelen|Meble|Möbler|Móveis",
    [
      "office chairs|Bürostühle|chaises de bureau|sedie da ufficio|sillas de oficina|bureaustoelen|krzesła biurowe|kontorsstolar|cadeiras de escritório",
      "solid wood tables|Massivholztische|tables en bois massif|tavoli in legno massello|mesas de madera maciza|massief houten tafels|stoły z litego drewna|massiva träbord|mesas de madeira maciça",
      "kitchen cabinets|Küchenschränke|meubles de cuisine|mobili da cucina|muebles de cocina|keukenkasten|szafki kuchenne|köksskåp|armários de cozinha",
    ],
    GOODS,
  ),
  industry(
    "software-consulting",
    "software consulting|Softwareberatung|conseil en logiciels|consulenza software|consultoría de software|softwareadvies|doradztwo informatyczne|mjukvarukonsulting|consultoria de software",
    "Software Solutions|IT-Beratung|Informatique Conseil|Informatica|Sistemas|ICT Advies|Systemy IT|IT-Konsult|Sistemas Informáticos",
    [
      "custom software development|Individualsoftware|développement sur mesure|sviluppo software su misura|desarrollo a medida|maatwerksoftware|oprogramowanie na zamówienie|systemutveckling|desenvolvimento à medida",
      "ERP implementation|ERP-Einführung|intégration ERP|implementazione ERP|implantación ERP|ERP-implementatie|wdrożenia ERP|ERP-implementering|implementação ERP",
      "cloud migration|Cloud-Migration|migration cloud|migrazione cloud|migración a la nube|cloudmigratie|migracja do chmury|molnmigrering|migração para a nuvem",
    ],
    ["service company"],
  ),
  industry(
    "logistics",
    "logistics|Logistik|logistique|logistica|logística|logistiek|logistyka|logistik|logística",
    "Logistics|Logistik|Transports|Trasporti|Transportes|Logistiek|Transport|Logistik|Transportes",
    [
      "road freight|Straßengüterverkehr|transport routier|autotrasporto|transporte por carretera|wegtransport|transport drogowy|vägtransport|transporte rodoviário",
      "warehousing|Lagerlogistik|entreposage|magazzinaggio|almacenaje|warehousing|magazynowanie|lagerhållning|armazenagem",
      "customs clearance|Zollabfertigung|dédouanement|sdoganamento|despacho de aduanas|douane-inklaring|odprawa celna|tullklarering|desalfandegamento",
    ],
    ["service company"],
  ),
  industry(
    "textiles",
    "textiles|Textilien|textiles|tessuti|textiles|textiel|tekstylia|textilier|têxteis",
    "Textiles|Textil|Textiles|Tessuti|Textil|Textiel|Tekstylia|Textil|Têxteis",
    [
      "cotton fabrics|Baumwollstoffe|tissus en coton|tessuti di cotone|tejidos de algodón|katoenen stoffen|tkaniny bawełniane|bomullstyger|tecidos de algodão",
      "workwear|Arbeitskleidung|vêtements de travail|abbigliamento da lavoro|ropa laboral|werkkleding|odzież robocza|arbetskläder|vestuário de trabalho",
      "technical textiles|technische Textilien|textiles techniques|tessuti tecnici|textiles técnicos|technisch textiel|tekstylia techniczne|tekniska textilier|têxteis técnicos",
    ],
    GOODS,
  ),
  industry(
    "medical-devices",
    "medical devices|Medizintechnik|dispositifs médicaux|dispositivi medici|productos sanitarios|medische hulpmiddelen|wyroby medyczne|medicintekniska produkter|dispositivos médicos",
    "Medical|Medizintechnik|Médical|Medicale|Médica|Medical|Medyczne|Medicinteknik|Médica",
    [
      "surgical instruments|chirurgische Instrumente|instruments chirurgicaux|strumenti chirurgici|instrumental quirúrgico|chirurgische instrumenten|narzędzia chirurgiczne|kirurgiska instrument|instrumentos cirúrgicos",
      "patient monitors|Patientenmonitore|moniteurs patients|monitor paziente|monitores de paciente|patiëntmonitoren|kardiomonitory|patientmonitorer|monitores de pacientes",
      "hospital beds|Krankenhausbetten|lits médicalisés|letti ospedalieri|camas hospitalarias|ziekenhuisbedden|łóżka szpitalne|sjukhussängar|camas hospitalares",
    ],
    MAKERS,
  ),
  industry(
    "solar-installation",
    "solar installation|Solaranlagen|installation solaire|impianti solari|instalaciones solares|zonnepanelen|instalacje fotowoltaiczne|solcellsinstallation|instalação solar",
    "Solar|Solartechnik|Solaire|Solare|Solar|Zonne-energie|Solar|Solenergi|Solar",
    [
      "photovoltaic systems|Photovoltaikanlagen|systèmes photovoltaïques|impianti fotovoltaici|sistemas fotovoltaicos|pv-installaties|systemy fotowoltaiczne|solcellsanläggningar|sistemas fotovoltaicos",
      "battery storage|Batteriespeicher|stockage par batterie|accumulo a batteria|baterías de almacenamiento|thuisbatterijen|magazyny energii|batterilager|armazenamento em baterias",
      "heat pumps|Wärmepumpen|pompes à chaleur|pompe di calore|bombas de calor|warmtepompen|pompy ciepła|värmepumpar|bombas de calor",
    ],
    ["service company", "distributor", "wholesaler"],
  ),
  industry(
    "wine",
    "wine|Wein|vin|vino|vino|wijn|wino|vin|vinho",
    "Wines|Weingut|Vins|Vini|Bodegas|Wijnen|Winnica|Vin|Vinhos",
    [
      "red wine|Rotwein|vin rouge|vino rosso|vino tinto|rode wijn|wino czerwone|rött vin|vinho tinto",
      "white wine|Weißwein|vin blanc|vino bianco|vino blanco|witte wijn|wino białe|vitt vin|vinho branco",
      "sparkling wine|Sekt|vin mousseux|spumante|cava|mousserende wijn|wino musujące|mousserande vin|espumante",
    ],
    GOODS,
  ),
  industry(
    "auto-parts",
    "auto parts|Autoteile|pièces automobiles|ricambi auto|recambios de automóvil|auto-onderdelen|części samochodowe|bildelar|peças automóveis",
    "Auto Parts|Autoteile|Pièces Auto|Ricambi|Recambios|Auto-onderdelen|Auto Części|Bildelar|Peças Auto",
    [
      "brake discs|Bremsscheiben|disques de frein|dischi freno|discos de freno|remschijven|tarcze hamulcowe|bromsskivor|discos de travão",
      "clutch kits|Kupplungssätze|kits d'embrayage|kit frizione|kits de embrague|koppelingssets|zestawy sprzęgieł|kopplingssatser|kits de embraiagem",
      "engine filters|Motorfilter|filtres moteur|filtri motore|filtros de motor|motorfilters|filtry silnikowe|motorfilter|filtros de motor",
    ],
    GOODS,
  ),
  industry(
    "chemicals",
    "chemicals|Chemikalien|produits chimiques|prodotti chimici|productos químicos|chemicaliën|chemikalia|kemikalier|produtos químicos",
    "Chemicals|Chemie|Chimie|Chimica|Química|Chemie|Chemia|Kemi|Química",
    [
      "industrial solvents|Industrielösungsmittel|solvants industriels|solventi industriali|disolventes industriales|industriële oplosmiddelen|rozpuszczalniki przemysłowe|industriella lösningsmedel|solventes industriais",
      "adhesives|Klebstoffe|adhésifs|adesivi|adhesivos|lijmen|kleje|lim|adesivos",
      "cleaning agents|Reinigungsmittel|produits de nettoyage|detergenti|productos de limpieza|reinigingsmiddelen|środki czyszczące|rengöringsmedel|produtos de limpeza",
    ],
    MAKERS,
  ),
  industry(
    "printing",
    "printing|Druckerei|imprimerie|tipografia|imprenta|drukkerij|drukarnia|tryckeri|gráfica",
    "Print|Druck|Imprimerie|Tipografia|Gráficas|Drukkerij|Drukarnia|Tryck|Gráfica",
    [
      "offset printing|Offsetdruck|impression offset|stampa offset|impresión offset|offsetdruk|druk offsetowy|offsettryck|impressão offset",
      "labels|Etiketten|étiquettes|etichette|etiquetas|etiketten|etykiety|etiketter|rótulos",
      "brochures|Broschüren|brochures|brochure|folletos|brochures|broszury|broschyrer|brochuras",
    ],
    ["manufacturer", "service company"],
  ),
  industry(
    "electronic-components",
    "electronic components|elektronische Bauelemente|composants électroniques|componenti elettronici|componentes electrónicos|elektronische componenten|komponenty elektroniczne|elektroniska komponenter|componentes eletrónicos",
    "Electronics|Elektronik|Électronique|Elettronica|Electrónica|Elektronica|Elektronika|Elektronik|Eletrónica",
    [
      "printed circuit boards|Leiterplatten|circuits imprimés|circuiti stampati|placas de circuito impreso|printplaten|płytki drukowane|kretskort|placas de circuito impresso",
      "connectors|Steckverbinder|connecteurs|connettori|conectores|connectoren|złącza|kontaktdon|conectores",
      "sensors|Sensoren|capteurs|sensori|sensores|sensoren|czujniki|sensorer|sensores",
    ],
    MAKERS,
  ),
  industry(
    "construction-materials",
    "construction materials|Baustoffe|matériaux de construction|materiali edili|materiales de construcción|bouwmaterialen|materiały budowlane|byggmaterial|materiais de construção",
    "Building Supplies|Baustoffe|Matériaux|Edilizia|Materiales|Bouwmaterialen|Budmat|Bygg|Materiais",
    [
      "concrete blocks|Betonsteine|blocs béton|blocchi in calcestruzzo|bloques de hormigón|betonblokken|bloczki betonowe|betongblock|blocos de betão",
      "roof tiles|Dachziegel|tuiles|tegole|tejas|dakpannen|dachówki|takpannor|telhas",
      "insulation panels|Dämmplatten|panneaux isolants|pannelli isolanti|paneles aislantes|isolatieplaten|płyty izolacyjne|isoleringsskivor|painéis isolantes",
    ],
    GOODS,
  ),
  industry(
    "cosmetics",
    "cosmetics|Kosmetik|cosmétiques|cosmetici|cosméticos|cosmetica|kosmetyki|kosmetika|cosméticos",
    "Cosmetics|Kosmetik|Cosmétiques|Cosmetici|Cosmética|Cosmetica|Kosmetyki|Kosmetik|Cosmética",
    [
      "skin care creams|Hautpflegecremes|crèmes de soin|creme per la pelle|cremas faciales|huidverzorgingscrèmes|kremy pielęgnacyjne|hudkrämer|cremes de rosto",
      "natural soaps|Naturseifen|savons naturels|saponi naturali|jabones naturales|natuurlijke zeep|mydła naturalne|naturliga tvålar|sabonetes naturais",
      "hair care|Haarpflege|soins capillaires|cura dei capelli|cuidado del cabello|haarverzorging|pielęgnacja włosów|hårvård|cuidados capilares",
    ],
    GOODS,
  ),
  industry(
    "bakery-equipment",
    "bakery equipment|Bäckereimaschinen|équipement de boulangerie|attrezzature per panifici|maquinaria de panadería|bakkerijmachines|maszyny piekarnicze|bagerimaskiner|equipamento de padaria",
    "Bakery Equipment|Backtechnik|Équipement Boulangerie|Panificio Tecnica|Panadería Técnica|Bakkerijtechniek|Piekarnictwo|Bageriteknik|Panificação",
    [
      "deck ovens|Etagenbacköfen|fours à sole|forni a platea|hornos de pisos|etageovens|piece piekarnicze|stenugnar|fornos de lastro",
      "dough mixers|Teigknetmaschinen|pétrins|impastatrici|amasadoras|deegmengers|miesiarki do ciasta|degblandare|amassadeiras",
      "proofing cabinets|Gärschränke|chambres de pousse|celle di lievitazione|cámaras de fermentación|rijskasten|komory fermentacyjne|jässkåp|câmaras de fermentação",
    ],
    [...MAKERS, "service company"],
  ),
  // Added after the first 17 (the generator's random draw picks among those only; the rest reach
  // its web through the per-segment top-up): common product families people ask for.
  industry(
    "industrial-valves",
    "industrial valves|Industrieventile|vannes industrielles|valvole industriali|válvulas industriales|industriële afsluiters|zawory przemysłowe|industriventiler|válvulas industriais",
    "Valves|Armaturen|Robinetterie|Valvole|Válvulas|Afsluiters|Armatura|Ventiler|Válvulas",
    [
      "ball valves|Kugelhähne|vannes à boisseau sphérique|valvole a sfera|válvulas de bola|kogelkranen|zawory kulowe|kulventiler|válvulas de esfera",
      "butterfly valves|Absperrklappen|vannes papillon|valvole a farfalla|válvulas de mariposa|vlinderkleppen|przepustnice|vridspjällsventiler|válvulas borboleta",
      "control valves|Regelventile|vannes de régulation|valvole di regolazione|válvulas de control|regelkleppen|zawory regulacyjne|reglerventiler|válvulas de controlo",
    ],
    [...MAKERS, "service company"],
  ),
  industry(
    "machine-tools",
    "machine tools|Werkzeugmaschinen|machines-outils|macchine utensili|máquinas herramienta|gereedschapswerktuigen|obrabiarki|verktygsmaskiner|máquinas-ferramenta",
    "Machines|Maschinenbau|Machines|Macchine|Maquinaria|Machinebouw|Maszyny|Maskin|Máquinas",
    [
      "CNC milling machines|CNC-Fräsmaschinen|fraiseuses CNC|fresatrici CNC|fresadoras CNC|CNC-freesmachines|frezarki CNC|CNC-fräsmaskiner|fresadoras CNC",
      "lathes|Drehmaschinen|tours|torni|tornos|draaibanken|tokarki|svarvar|tornos mecânicos",
      "grinding machines|Schleifmaschinen|rectifieuses|rettificatrici|rectificadoras|slijpmachines|szlifierki|slipmaskiner|retificadoras",
    ],
    [...MAKERS, "service company"],
  ),
  industry(
    "dental-supplies",
    "dental supplies|Dentalbedarf|fournitures dentaires|forniture dentali|suministros dentales|tandheelkundige benodigdheden|materiały stomatologiczne|dentalmaterial|material dentário",
    "Dental|Dental|Dentaire|Dentale|Dental|Dental|Stomatologia|Dental|Dentária",
    [
      "dental implants|Zahnimplantate|implants dentaires|impianti dentali|implantes dentales|tandimplantaten|implanty stomatologiczne|tandimplantat|implantes dentários",
      "dental chairs|Dentalbehandlungsstühle|fauteuils dentaires|poltrone odontoiatriche|sillones dentales|tandartsstoelen|fotele stomatologiczne|tandläkarstolar|cadeiras dentárias",
      "dental impression materials|Dentalabformmaterialien|matériaux d'empreinte dentaire|materiali da impronta dentale|materiales de impresión dental|tandheelkundige afdrukmaterialen|dentystyczne masy wyciskowe|dentala avtrycksmaterial|materiais de impressão dentária",
    ],
    GOODS,
  ),
];

/** The industry with this id; throws on an unknown id (a corpus bug, not user input). */
export function industryById(id: string): Industry {
  const found = industries.find((i) => i.id === id);
  if (!found) throw new Error(`unknown industry ${id}`);
  return found;
}
