import {
  type CompanyKind,
  kindOf,
  kindsSatisfying,
  RESELLING_KINDS,
} from "../knowledge/company-types.ts";
import { OTHERS, REGULATORY } from "../knowledge/type-cues.ts";
import { EMPHATIC_SELF } from "../language/emphatic-self.ts";
import { isStopword } from "../language/stopwords.ts";
import { clauseAround, findingAt } from "./page-words.ts";
import type { Claim, TypeReading } from "./type-claims.ts";
import type { Criterion } from "./verdict.ts";

/*
 * The company-type criterion from the site's own claims: met on a claim of a satisfying kind
 * that no claim undoes. A maker must not also resell (a dealer praising "leading manufacturers"
 * is no maker), a service company must not make what it services, and a denial ("kein
 * Hersteller") outweighs any claim of the kind it denies.
 */

// The two verdicts below that quote the company's own denial of the type or of making.
const OWN_DENIAL = /: the site says it (?:is not one|does not make the products)$/;

/** Whether a type verdict is the company denying, in its own words, the type or making. */
export function isOwnDenial(criterion: Criterion): boolean {
  return (
    criterion.criterion === "companyType" &&
    !criterion.met &&
    criterion.quote !== undefined &&
    OWN_DENIAL.test(criterion.reason)
  );
}

const article = (kind: string) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

const evidenceOf = (claim: Claim) => findingAt(claim.sentence, claim.from, claim.to);

/** The criterion's verdict, quoting the claim that decided it when there is one. */
const typeVerdict = (met: boolean, reason: string, claim?: Claim): Criterion => ({
  criterion: "companyType",
  met,
  reason,
  ...(claim ? evidenceOf(claim) : {}),
});

/**
 * Judges the company type against what the site says of itself. `named` is where the site names
 * itself by the service the profile asks for ("Empresa de limpieza industrial"), an offer;
 * `doing` is where it says, in its own voice, that it does what the type does with the
 * profile's products (activity-evidence.ts); `staffing` where it says it is a staffing agency
 * and the profile asks for none.
 */
export function typeCriterion(
  companyType: string,
  reading: TypeReading,
  named?: Claim,
  doing?: Claim,
  staffing?: Claim,
  /** The company denies making the products ("wir bauen keine Backöfen"). */
  deniedMaking?: Claim,
): Criterion {
  const wanted = kindOf(companyType);
  if (!wanted) {
    return typeVerdict(false, `Unknown company type "${companyType}"`);
  }
  const satisfying = kindsSatisfying(wanted);
  const positive = (kinds: readonly CompanyKind[]) =>
    reading.claims.filter((c) => !c.negated && kinds.includes(c.kind));
  const denial = reading.claims.find(
    (c) => c.negated && c.kind === wanted && !outweighed(c, positive(satisfying)),
  );
  if (denial) {
    return typeVerdict(false, `Not ${article(wanted)}: the site says it is not one`, denial);
  }
  if (deniedMaking) {
    return typeVerdict(
      false,
      `Not ${article(wanted)}: the site says it does not make the products`,
      deniedMaking,
    );
  }
  // A staffing agency supplies the workers ("Reinigungskräfte"), not the service they do: it is
  // the service asked only where the site also says it does the service itself.
  if (staffing && !doing) {
    return typeVerdict(
      false,
      "Not the service asked: the site describes a staffing agency",
      staffing,
    );
  }
  const claim = positive(satisfying)[0];
  const undoing = contrary(wanted, reading, positive);
  if (claim && !undoing) {
    return typeVerdict(true, `The site says it is ${article(claim.kind)}`, claim);
  }
  if (undoing) {
    return typeVerdict(false, `Not ${article(wanted)}: ${undoingWhy(undoing, reading)}`, undoing);
  }
  const activity = doing && byActivity(wanted, doing, positive);
  if (activity) return activity;
  if (wanted === "service company" && !claim) {
    const offered = offerCriterion([...reading.offers, ...(named ? [named] : [])], reading);
    if (offered) return offered;
  }
  const other = positive(
    (["manufacturer", ...RESELLING_KINDS, "service company", "retailer"] as const).filter(
      (k) => !satisfying.includes(k),
    ),
  )[0];
  if (other) {
    return typeVerdict(
      false,
      `Not ${article(wanted)}: the site describes ${article(other.kind)}`,
      other,
    );
  }
  return typeVerdict(false, `The site never says it is ${article(wanted)}`);
}

const GOODS_TRADERS: readonly CompanyKind[] = ["distributor", "wholesaler", "retailer"];

const DOING: Partial<Record<CompanyKind, string>> = {
  manufacturer: "The site says it makes the products itself",
  distributor: "The site says it sells on to the trade what others make",
  wholesaler: "The site says it sells on to the trade what others make",
  "service company": "The site says it does the service itself",
};

/**
 * What the company says it does decides where it names no kind: a service company offers the
 * service (its customers, "for importers", are not what it is); a distributor sells on to the
 * trade, unless it says it makes; a maker makes the product itself.
 */
function byActivity(
  wanted: CompanyKind,
  doing: Claim,
  positive: (kinds: readonly CompanyKind[]) => Claim[],
): Criterion | undefined {
  if (RESELLING_KINDS.includes(wanted) && positive(["manufacturer"]).length > 0) return undefined;
  // A service named like the goods a trader sells ("As a distributor, we ship pumps").
  if (wanted === "service company" && positive(GOODS_TRADERS).length > 0) return undefined;
  const reason = DOING[wanted];
  return reason ? typeVerdict(true, reason, doing) : undefined;
}

/**
 * A denial about one product line ("Nie produkujemy mebli tapicerowanych", "we do not make
 * upholstered sofas") is outweighed by a claim of the same kind elsewhere on the site: the
 * company makes other things. A bare denial ("kein Hersteller", "nous ne fabriquons pas") stands.
 */
function outweighed(denial: Claim, claims: Claim[]): boolean {
  const { words, index } = clauseAround(denial.sentence, denial.from);
  const after = words.slice(index + (denial.to - denial.from));
  const language = denial.sentence.language;
  const scoped =
    !after.some((w) => EMPHATIC_SELF.has(w)) &&
    after.some((w) => w.length >= 4 && !isStopword(w, language));
  return scoped && claims.some((c) => c.sentence !== denial.sentence);
}

/**
 * What an undoing claim shows, in words that never repeat the wanted kind as the company's: a
 * maker noun in a reseller's tell names the other makers whose goods it sells.
 */
function undoingWhy(undoing: Claim, reading: TypeReading): string {
  if (!reading.resellerTells.includes(undoing))
    return `the site describes ${article(undoing.kind)}`;
  return undoing.kind === "manufacturer"
    ? "the site sells other manufacturers' products"
    : "the site lists the brands it carries";
}

function contrary(
  wanted: CompanyKind,
  reading: TypeReading,
  positive: (kinds: readonly CompanyKind[]) => Claim[],
): Claim | undefined {
  if (wanted === "manufacturer") {
    return positive(RESELLING_KINDS)[0] ?? reading.resellerTells.find((t) => !toCustomers(t));
  }
  // A maker in law only ("registered with the MHRA as a manufacturer of custom-made devices")
  // is still the service company the rest of its site describes.
  if (wanted === "service company") return positive(["manufacturer"]).find((c) => !regulatory(c));
  return undefined;
}

// "We supply leading manufacturers", "Wir beliefern führende Hersteller", "for leading
// manufacturers": other makers as the customers a maker delivers to, not makers whose goods it
// resells ("products of leading manufacturers", "Produkte führender Hersteller").
const TO_CUSTOMERS = new Set(
  "supply supplies equip serve beliefern beliefert ausstatten fournissons equipons approvisionnons forniamo riforniamo serviamo suministramos abastecemos equipamos servimos beleveren bedienen zaopatrujemy obslugujemy forser levererar till for to fur an pour aux per para voor aan dla".split(
    " ",
  ),
);
const CUSTOMER_WORDS =
  /^(customers?|clients?|kunden|clienti|clientes|klanten|klienci|klientow|kunder)$/;
// Articles between the verb and the makers: "Nous équipons les grands fabricants".
const ARTICLES = new Set("the die les le la il i gli los las el het os as".split(" "));
const OF_WORDS = new Set("von of de di van av dei degli des der".split(" "));
const OTHER_QUALIFIERS = new Set(OTHERS.filter((w) => !w.endsWith("*")));
const OTHER_STEMS = OTHERS.filter((w) => w.endsWith("*")).map((w) => w.slice(0, -1));

/** Whether a reseller's tell names other makers as the company's customers. */
function toCustomers(tell: Claim): boolean {
  const { words, index } = clauseAround(tell.sentence, tell.from);
  if (words.slice(0, index).some((w) => CUSTOMER_WORDS.test(w))) return true;
  let i = index - 1;
  const qualifier = (w: string) =>
    ARTICLES.has(w) || OTHER_QUALIFIERS.has(w) || OTHER_STEMS.some((stem) => w.startsWith(stem));
  while (i >= 0 && qualifier(words[i] ?? "") && !OF_WORDS.has(words[i] ?? "")) i--;
  return TO_CUSTOMERS.has(words[i] ?? "");
}

const REGULATORY_WORDS = new Set(REGULATORY);
const REGULATORY_REACH = 6;

/** Whether a claim states a legal status: a registration word shortly before the role. */
function regulatory(claim: Claim): boolean {
  const { words, index } = clauseAround(claim.sentence, claim.from);
  const before = words.slice(Math.max(0, index - REGULATORY_REACH), index);
  // "als Hersteller von Sonderanfertigungen registriert": the status word after the role.
  const end = index + (claim.to - claim.from);
  const after = words.slice(end, end + REGULATORY_REACH - 2);
  return [...before, ...after].some((w) => REGULATORY_WORDS.has(w));
}

/**
 * Offers of services make a service company where the site claims no other kind (a maker's or a
 * dealer's "our services" is after-sales); a denied offer ("no realizamos servicios de
 * limpieza") makes none.
 */
function offerCriterion(offers: Claim[], reading: TypeReading): Criterion | undefined {
  const denial = offers.find((c) => c.negated);
  if (denial) {
    return typeVerdict(
      false,
      "Not a service company: the site says it does not offer the service",
      denial,
    );
  }
  const offer = offers[0];
  const otherKind = reading.claims.some((c) => !c.negated && c.kind !== "service company");
  if (!offer || otherKind || reading.resellerTells.length > 0) return undefined;
  return typeVerdict(true, "The site says it offers services", offer);
}
