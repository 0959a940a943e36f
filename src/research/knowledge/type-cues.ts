/*
 * How companies say what they are, as their own sites write it, in de, fr, it, es, nl, pl, sv,
 * pt and en. Folded word sequences; a trailing "*" matches any ending ("hersteller*").
 *
 * - self:  the phrase carries its own subject (a first-person verb "produciamo", "fabricamos",
 *          "our factory", "eigene Fertigung"): it is a claim wherever it stands.
 * - verb:  a verb whose subject must be the company ("we", "wir", the company's name, "the
 *          company"), before it or, in German, Dutch and Swedish, right after it.
 * - role:  a role noun ("Hersteller", "grossiste"); a claim only in an identity statement ("wir
 *          sind ein ... Hersteller", "as a manufacturer", "Ihr Großhändler"), a tagline that
 *          opens with it, or after the company's name.
 *
 * Makers also say it by their process ("we machine", "wir spritzen" for injection moulders,
 * "usinons"), in the perfect ("we have manufactured", "abbiamo prodotto", "hemos fabricado",
 * "vi har tillverkat"), and by the workshop they are ("a subcontract machine shop",
 * "Lohnfertiger"), as engineering and moulding sites in every one of the languages write.
 */

/** A comma-separated list, written compactly over several lines. */
const list = (text: string): string[] =>
  text
    .split(",")
    .map((cue) => cue.trim())
    .filter(Boolean);

export type CompanyKind =
  | "manufacturer"
  | "distributor"
  | "wholesaler"
  | "service company"
  | "retailer"
  | "importer"
  | "agent";

export interface KindCues {
  self: string[];
  verb: string[];
  role: string[];
}

export const TYPE_CUES: Record<CompanyKind, KindCues> = {
  manufacturer: {
    self: list(`
      we manufacture, we produce, we design and manufacture, we develop and manufacture,
      our factory, our own factory, our plant, our production, our own production,
      our manufacturing, in-house production, in house production, in-house manufacturing,
      manufactured in our, made in our, produced in our, built in our, eigene* fertigung,
      eigene* produktion, unsere* fertigung, unsere* produktion, in unserem werk,
      unserem eigenen werk, im eigenen werk, bei uns gefertigt, bei uns hergestellt,
      eigenen werk, fabriquons, produisons, concevons et fabriquons, notre usine, nos usines,
      notre site de production, notre production, nos ateliers de fabrication, produciamo,
      fabbrichiamo, costruiamo, realizziamo, progettiamo e produciamo, nostro stabilimento,
      nostri stabilimenti, nostra produzione, produzione propria, produce il proprio,
      produce i propri, produce la propria, fabricamos, producimos, elaboramos,
      fabricacion propia, produccion propia, nuestra fabrica, nuestra planta,
      nuestras fabricas, eigen productie, eigen fabriek, onze fabriek, onze productie,
      produceren wij, produkujemy, wytwarzamy, produkcja wlasna, wlasna produkcja,
      naszym zakladzie, nasz zaklad, wlasnym zakladzie, egen tillverkning, egen produktion,
      var fabrik, vara fabriker, egen fabrik, produzimos, producao propria, nossa fabrica,
      nossa unidade fabril,
      we machine, we mould, we mold, we injection mould, we injection mold,
      wir spritzen, spritzen wir, usinons, avons fabrique, avons produit, avons concu et fabrique,
      abbiamo prodotto, abbiamo costruito, abbiamo fabbricato, abbiamo realizzato,
      hemos fabricado, hemos producido, hemos elaborado, produkowalismy, wytwarzalismy,
      har vi tillverkat, vi har tillverkat, temos fabricado, temos produzido
    `),
    verb: list(`
      manufacture, manufactures, produce, produces, fabricate, fabricates, fertigen, fertigt,
      produzieren, produziert, herstellen, fabrique, fabriquent, concoit et fabrique,
      costruisce, realizza, producono, fabbrica, fabrica, fabrican, elabora, produceert,
      produceren, vervaardigt, vervaardigen, fabriceert, produkuje, wytwarza, tillverkar,
      producerar, produz, produzem, fabricam,
      have manufactured, has manufactured, have produced, has produced,
      have been manufacturing, has been manufacturing, have been producing, has been producing
    `),
    role: list(`
      manufacturer*, producer*, maker, makers, hersteller*, produzent*, fabricant*,
      producteur*, produttor*, fabbricant*, azienda produttrice, fabricante*, productor*,
      fabrikant*, producent*, wytworca*, tillverkare*, produtor*,
      machine shop, lohnfertiger*, atelier d usinage
    `),
  },
  distributor: {
    self: list(`
      distribuons, distribuiamo, distribuimos, dystrybuujemy, vertreiben wir
    `),
    verb: list(`
      distribute, distributes, resell, resells, vertreiben, vertreibt, distribue, distribuisce,
      distribuye, distribueren, distribueert, distribuerar, distribui
    `),
    role: list(`
      distributor*, reseller*, dealer*, vertriebspartner*, vertriebsgesellschaft,
      vertragshandler*, fachhandler*, handler, distributeur*, revendeur*, distributor*,
      rivenditor*, concessionari*, distribuidor*, revendedor*, dystrybutor*, aterforsaljare*,
      forhandlare*
    `),
  },
  wholesaler: {
    self: [],
    verb: [],
    role: list(`
      wholesaler*, wholesale, grosshandler*, grosshandel*, grosshandlung, fachgrosshandel*,
      grossiste*, commerce de gros, grossista, grossisti, ingrosso, mayorista*,
      venta al por mayor, groothandel*, hurtownia*, hurtownie, grossist*, partihandel*,
      atacadista*, comercio por grosso
    `),
  },
  "service company": {
    self: list(`
      installation and maintenance, maintenance and repair,
      we install, we maintain, we repair, we provide services, our services include,
      installation und wartung, wartung und reparatur, montage und wartung,
      installation et maintenance, installons, entretenons, reparons,
      installazione e assistenza, installazione e manutenzione, installiamo, ripariamo,
      instalacion y mantenimiento, instalamos, reparamos, ofrecemos servicios,
      installatie en onderhoud, montaz i serwis, instalujemy, serwisujemy, montujemy,
      swiadczymy uslugi, installation och service, instalacao e manutencao, prestamos servicos
    `),
    verb: list(`
      install, installs, maintain, maintains, repair, repairs, installieren, warten,
      reparieren, montieren, installeren, repareren, onderhouden, installerar, reparerar,
      servar
    `),
    role: list(`
      service provider*, service company, service firm, agency, consultancy, consulting firm,
      law firm, clinic, laboratory, logistics company, logistics provider, freight forwarder*,
      engineering office, installer*, dienstleister*, dienstleistungsunternehmen, agentur,
      beratungsunternehmen, kanzlei, klinik, labor, praxis, arztpraxis, praktijk, gabinet, logistikdienstleister, spedition,
      ingenieurburo, installateur*, fachbetrieb, meisterbetrieb, servicepartner, prestataire*,
      societe de services, agence, cabinet, clinique, laboratoire, transporteur,
      bureau d etudes, fornitore di servizi, societa di servizi, agenzia, studio legale,
      clinica, laboratorio, societa di consulenza, installatore, installatori,
      proveedor de servicios, empresa de servicios, agencia, consultora, despacho, instalador*,
      empresa de mantenimiento, dienstverlener*, adviesbureau, kliniek, laboratorium,
      installatiebedrijf, onderhoudsbedrijf, firma uslugowa, agencja, kancelaria, klinika,
      instalator*, tjansteforetag, konsultforetag, klinik, installator*, serviceforetag,
      prestador de servicos, empresa de servicos, agencia, clinica
    `),
  },
  retailer: {
    self: list(`
      visit our store, visit our shop, our shop, our store, our stores, our showroom,
      unser* geschaft, unser* laden, unser* ladengeschaft, unser* fachgeschaft, notre magasin,
      nos magasins, notre boutique, nostro negozio, nel nostro negozio, nostri negozi,
      nuestra tienda, nuestras tiendas, onze winkel, onze winkels, nasz sklep, naszym sklepie,
      naszych sklepach, var butik, vara butiker, nossa loja, nossas lojas
    `),
    verb: [],
    role: list(`
      retailer*, retail store, einzelhandler*, einzelhandel, fachgeschaft, detaillant*,
      commerce de detail, dettagliante, negozio, minorista*, detailhandel, sklep, detaljhandel,
      butik, retalhista, varejista, loja
    `),
  },
  importer: {
    self: list(`
      importons, importiamo, importamos, importujemy, importieren wir
    `),
    verb: list(`
      import, imports, importieren, importiert, importeren, importeert, importerar
    `),
    role: list(`
      importer*, importeur*, importateur*, importator*, importador*, importor*
    `),
  },
  agent: {
    self: list(`
      rappresentiamo, representamos, reprezentujemy, representons
    `),
    verb: list(`
      represent, represents, vertreten, vertegenwoordigen, representerar
    `),
    role: list(`
      sales agent*, manufacturers agent, handelsvertreter*, handelsvertretung*,
      agent commercial, agence commerciale, agente di commercio, agenzia di rappresentanza,
      rappresentante, rappresentanze, agente comercial, representante*, handelsagent*,
      vertegenwoordiger*, przedstawiciel*, agent handlowy
    `),
  },
};

/**
 * Activity nouns a site opens a statement with: "Herstellung von Industriepumpen", "Entwicklung,
 * Herstellung und Vertrieb von ...", "Fabrication de vannes". They claim making when they open
 * the sentence and name what is made.
 */
export const MAKING_ACTIVITIES = list(`
  manufacturing, manufacture, production, herstellung, fertigung, produktion, fabrication,
  production, produzione, fabbricazione, fabricacion, produccion, elaboracion, productie,
  vervaardiging, produkcja, wytwarzanie, tillverkning, fabricacao, producao, verarbeitung,
  bewerking, bearbetning
`);

/**
 * Words of a legal status: "registered with the MHRA as a manufacturer of custom-made devices",
 * "als Hersteller registriert". A role held in law, which a dental lab or an optician holds
 * while it sells a service.
 */
export const REGULATORY = list(`
  registered, licensed, certified, approved, accredited, notified, registriert, zugelassen,
  zertifiziert, gemeldet, enregistre, enregistree, agree, agreee, certifie, certifiee,
  registrato, registrata, autorizzato, autorizzata, certificato, certificata, registrado,
  registrada, autorizado, autorizada, certificado, certificada, geregistreerd, erkend,
  gecertificeerd, zarejestrowany, zarejestrowana, certyfikowany, registrerad, certifierad,
  registado, registada
`);

/**
 * Aftercare words: "repairs and inspections, also on tanks of other manufacturers" is a maker
 * servicing others' products, not a dealer selling them. Stems, matched at a word's start.
 */
export const AFTERCARE = list(`
  repair, maintenanc, inspection, servicing, overhaul, retrofit, reparatur, wartung, prufung,
  instandhaltung, instandsetzung, umbau, reparation, entretien, maintenance, revision, riparazion,
  manutenzion, revision, reparacion, mantenimiento, inspeccion, reparatie, onderhoud, inspectie,
  naprawa, napraw, serwis, przeglad, reparation, underhall, besiktning, reparacao, manutencao
`);

/** Words that make the company the subject of a verb cue ("we", "wir", "the company"). */
export const SUBJECTS = list(`
  we, wir, nous, noi, nosotros, wij, my, vi, nos, nós, company, unternehmen, firma, entreprise,
  societe, azienda, societa, ditta, empresa, bedrijf, onderneming, spolka, foretaget, bolaget
`);

/** An identity statement before a role noun: "we are", "wir sind", "as a", "en tant que". */
export const IDENTITY = list(`
  we are, we re, is a, is an, is the, are the, as a, as an, as, your, wir sind, ist ein, ist eine, ist der, ist die, ist das, sind ein,
  sind eine, als, ihr, ihre, ihren, nous sommes, est un, est une, est le, est la, en tant que, comme, votre,
  siamo, e un, e una, in qualita di, come, il vostro, la vostra, vostro, vostra, somos, es un,
  es una, como, su, wij zijn, we zijn, is een, is de, is het, zijn de, uw, jestesmy, jest, jako, twoj, twoja, vi ar,
  ar en, ar ett, ar den, ar det, som, er, e um, e uma, seu, sua, one of, einer der, eines der, eine der,
  l un des, un des, une des, uno dei, una delle, uno de los, una de las, een van de, jednym z,
  jeden z, en av, ett av, um dos, uma das
`);

/**
 * First-person possessives: "unsere Praxis", "our agency", "notre cabinet" name the company
 * itself when the role is an establishment (a practice, a shop, an agency).
 */
export const OWN = [
  "our",
  "unser",
  "unsere",
  "unserer",
  "unserem",
  "unseren",
  "notre",
  "nos",
  "nostro",
  "nostra",
  "nostri",
  "nostre",
  "nuestro",
  "nuestra",
  "nuestros",
  "nuestras",
  "onze",
  "ons",
  "nasz",
  "nasza",
  "nasze",
  "naszych",
  "naszym",
  "naszej",
  "var",
  "vart",
  "vara",
  "nosso",
  "nossa",
  "nossos",
  "nossas",
];

/** Words before a role noun that make it about others: "leading manufacturers". */
export const OTHERS = list(`
  leading, renowned, well-known, known, top, major, other, various, fuhrende*, namhafte*,
  renommierte*, bekannte*, verschiedene*, anderer, leaders, grands, grandes, renommes,
  differents, principali, primari, rinomati, noti, diversi, principales, reconocidos, diversos,
  toonaangevende, gerenommeerde, bekende, diverse, wiodacych, renomowanych, znanych, roznych,
  ledande, kanda, olika, principais, renomados, conhecidos, von, of, de, di, van, av, dei,
  degli, des, der
`);

/** Headings over a list of other makers' brands: a reseller's tell. */
export const BRAND_LIST_CUES = list(`
  brands we carry, brands carried, brands we distribute, brands we stock,
  marken in unserem sortiment, marken im sortiment, marques distribuees,
  marques que nous distribuons, marchi trattati, marchi distribuiti, marcas que distribuimos,
  merken in ons assortiment, marki w ofercie, varumarken i sortimentet,
  marcas que representamos
`);
