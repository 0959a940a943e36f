import { type CountryCode, getCountryCallingCode } from "libphonenumber-js";
import { countryNameIn, languageOf } from "../research/knowledge/countries.ts";
import type { Language } from "./corpus.ts";

/*
 * Countries of the sandbox web: language, cities (with region and telephone area code, so that
 * generated numbers are valid for libphonenumber-js and local to the city), legal forms and the
 * country's names in English and its own language (both are indexed for search).
 */

export interface City {
  name: string;
  /** English exonym when it differs ("Munich"), also indexed for search. */
  nameEn?: string;
  region: string;
  regionEn?: string;
  /** National area code without trunk prefix (Italy keeps its 0). */
  areaCode: string;
  /** A city whose language differs from the country's default (Genève in CH). */
  language?: Language;
}

export interface Country {
  code: string;
  nameEn: string;
  nameLocal: string;
  language: Language;
  callingCode: string;
  /** Allowed lengths of the national significant number. */
  nsnLengths: readonly number[];
  cities: readonly City[];
  legalForms: readonly string[];
}

function cities(spec: string): City[] {
  return spec.split(";").map((entry) => {
    const [name = "", region = "", areaCode = "", nameEn, regionEn, language] = entry.split("|");
    return {
      name,
      region,
      areaCode,
      ...(nameEn ? { nameEn } : {}),
      ...(regionEn ? { regionEn } : {}),
      ...(language ? { language: language as Language } : {}),
    };
  });
}

/** Each country's cities (name|region|area code|English name|English region|language). */
const CITIES: Record<string, string> = {
  DE: "München|Bayern|89|Munich|Bavaria;Nürnberg|Bayern|911|Nuremberg|Bavaria;Augsburg|Bayern|821||Bavaria;Berlin|Berlin|30;Hamburg|Hamburg|40;Köln|Nordrhein-Westfalen|221|Cologne|North Rhine-Westphalia;Düsseldorf|Nordrhein-Westfalen|211||North Rhine-Westphalia;Stuttgart|Baden-Württemberg|711;Frankfurt am Main|Hessen|69|Frankfurt|Hesse;Leipzig|Sachsen|341||Saxony",
  AT: "Wien|Wien|1|Vienna|Vienna;Graz|Steiermark|316||Styria;Linz|Oberösterreich|732||Upper Austria;Salzburg|Salzburg|662;Innsbruck|Tirol|512||Tyrol",
  CH: "Zürich|Zürich|44|Zurich;Basel|Basel-Stadt|61;Bern|Bern|31;Genève|Genève|22|Geneva|Geneva|fr;Lausanne|Vaud|21|||fr",
  FR: "Paris|Île-de-France|1;Lyon|Auvergne-Rhône-Alpes|4;Marseille|Provence-Alpes-Côte d'Azur|4;Toulouse|Occitanie|5;Lille|Hauts-de-France|3;Nantes|Pays de la Loire|2;Bordeaux|Nouvelle-Aquitaine|5",
  IT: "Milano|Lombardia|02|Milan|Lombardy;Torino|Piemonte|011|Turin|Piedmont;Bologna|Emilia-Romagna|051;Roma|Lazio|06|Rome;Napoli|Campania|081|Naples;Firenze|Toscana|055|Florence|Tuscany;Verona|Veneto|045",
  ES: "Madrid|Comunidad de Madrid|91;Barcelona|Cataluña|93||Catalonia;Valencia|Comunidad Valenciana|96;Sevilla|Andalucía|95|Seville|Andalusia;Bilbao|País Vasco|94||Basque Country;Zaragoza|Aragón|976",
  PT: "Lisboa|Lisboa|21|Lisbon;Porto|Porto|22;Braga|Braga|253;Coimbra|Coimbra|239;Aveiro|Aveiro|234",
  NL: "Amsterdam|Noord-Holland|20||North Holland;Rotterdam|Zuid-Holland|10||South Holland;Utrecht|Utrecht|30;Eindhoven|Noord-Brabant|40||North Brabant;Den Haag|Zuid-Holland|70|The Hague|South Holland;Groningen|Groningen|50",
  PL: "Warszawa|Mazowieckie|22|Warsaw;Kraków|Małopolskie|12|Krakow;Wrocław|Dolnośląskie|71|Wroclaw;Poznań|Wielkopolskie|61|Poznan;Gdańsk|Pomorskie|58|Gdansk;Łódź|Łódzkie|42|Lodz",
  SE: "Stockholm|Stockholms län|8;Göteborg|Västra Götaland|31|Gothenburg;Malmö|Skåne|40;Uppsala|Uppsala län|18;Västerås|Västmanland|21",
  GB: "London|England|20;Manchester|England|161;Birmingham|England|121;Leeds|England|113;Glasgow|Scotland|141;Bristol|England|117",
  US: "New York|New York|212;Chicago|Illinois|312;Houston|Texas|713;Seattle|Washington|206;Boston|Massachusetts|617;Atlanta|Georgia|404",
};

/**
 * A sandbox country from what the sandbox adds (its numbers' lengths, its cities and legal forms);
 * its names, language and calling code come from their owners (ICU, the knowledge tables,
 * libphonenumber) rather than typed again here.
 */
function country(code: string, nsnLengths: number[], legalForms: string[]): Country {
  const language = languageOf(code) as Language;
  return {
    code,
    nameEn: countryNameIn(code, "en"),
    nameLocal: countryNameIn(code, language),
    language,
    callingCode: getCountryCallingCode(code as CountryCode),
    nsnLengths,
    cities: cities(CITIES[code] ?? ""),
    legalForms,
  };
}

export const countries: readonly Country[] = [
  country("DE", [10, 11], ["GmbH", "GmbH", "GmbH & Co. KG", "AG", "e.K."]),
  country("AT", [9, 10], ["GmbH", "GmbH", "KG", "AG"]),
  country("CH", [9], ["AG", "GmbH", "SA"]),
  country("FR", [9], ["SAS", "SARL", "SA", "SAS"]),
  country("IT", [9, 10], ["S.r.l.", "S.r.l.", "S.p.A.", "S.n.c."]),
  country("ES", [9], ["S.L.", "S.L.", "S.A."]),
  country("PT", [9], ["Lda.", "Lda.", "S.A."]),
  country("NL", [9], ["B.V.", "B.V.", "N.V.", "V.O.F."]),
  country("PL", [9], ["sp. z o.o.", "sp. z o.o.", "S.A."]),
  country("SE", [8, 9], ["AB"]),
  country("GB", [10], ["Ltd", "Ltd", "Limited", "PLC"]),
  country("US", [10], ["Inc.", "LLC", "Corp."]),
];

/** The country with this ISO code; undefined when the sandbox has none. */
export function countryByCode(code: string): Country | undefined {
  return countries.find((c) => c.code === code.toUpperCase());
}
