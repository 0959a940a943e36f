/*
 * Bundled domain and mailbox lists. Deliberately small: they flag the common cases in the
 * markets the product serves; a miss only means a flag is not set, never a rejected lead.
 */

/** A set from a whitespace-separated list; lines starting with // are comments. */
function words(list: string): ReadonlySet<string> {
  const tokens = list.split("\n").filter((line) => !line.trim().startsWith("//"));
  return new Set(tokens.join(" ").split(/\s+/).filter(Boolean));
}

/** Free mailbox providers: a company using one is often small, and the address personal. */
export const WEBMAIL_DOMAINS: ReadonlySet<string> = words(`
  gmail.com googlemail.com outlook.com hotmail.com live.com msn.com yahoo.com ymail.com
  rocketmail.com aol.com aim.com icloud.com me.com mac.com proton.me protonmail.com
  protonmail.ch pm.me tutanota.com tutanota.de tuta.io mailbox.org posteo.de posteo.net zoho.com
  zohomail.com fastmail.com hey.com gmx.de gmx.net gmx.at gmx.ch gmx.com web.de t-online.de
  freenet.de arcor.de online.de email.de orange.fr wanadoo.fr free.fr sfr.fr laposte.net neuf.fr
  bbox.fr libero.it virgilio.it alice.it tin.it tiscali.it email.it wp.pl o2.pl onet.pl
  interia.pl op.pl gazeta.pl seznam.cz centrum.cz atlas.cz azet.sk telefonica.net terra.es
  sapo.pt ziggo.nl kpnmail.nl planet.nl home.nl telenet.be skynet.be bluewin.ch btinternet.com
  sky.com virginmedia.com talktalk.net yandex.ru yandex.com mail.ru bk.ru inbox.ru list.ru
  rambler.ru ukr.net qq.com 163.com 126.com sina.com naver.com daum.net hanmail.net
  rediffmail.com comcast.net att.net verizon.net bellsouth.net
`);

// Providers with a domain per country (yahoo.co.uk, hotmail.fr, outlook.de, live.it ...).
const WEBMAIL_FAMILIES =
  /^(yahoo|hotmail|outlook|live|gmx|aol)\.(?:[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** Whether the (lower-case, ASCII) domain is a free mailbox provider. */
export function isWebmailDomain(domain: string): boolean {
  return WEBMAIL_DOMAINS.has(domain) || WEBMAIL_FAMILIES.test(domain);
}

/** Throwaway mailbox services: an address there is never a company contact. */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = words(`
  mailinator.com mailinator.net guerrillamail.com guerrillamail.net guerrillamail.org
  guerrillamail.de sharklasers.com grr.la 10minutemail.com 10minutemail.net 10minemail.com
  tempmail.com temp-mail.org tempmail.net tempmailo.com tempr.email yopmail.com yopmail.fr
  yopmail.net trashmail.com trashmail.de trashmail.net wegwerfmail.de wegwerfmail.net einrot.com
  spambog.com mailnesia.com maildrop.cc dispostable.com getnada.com nada.email throwawaymail.com
  fakeinbox.com mintemail.com mohmal.com emailondeck.com mytemp.email discard.email
  spamgourmet.com mailcatch.com jetable.org moakt.com burnermail.io 33mail.com trbvm.com
`);

/** Whether the domain, or a parent of it, is a disposable-mail service. */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.split(".");
  // Some services hand out subdomains (x.mailinator.com), so parents count too.
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join("."))) return true;
  }
  return false;
}

/** Mailboxes of a function rather than a person, in the product's main languages. */
export const ROLE_MAILBOXES: ReadonlySet<string> = words(`
  // English
  info information sales contact contacts office admin administrator support help helpdesk hello
  hi service services customerservice mail email team hr jobs careers career recruiting billing
  accounts accounting finance invoice invoices orders order purchasing procurement export
  marketing press media pr webmaster postmaster hostmaster abuse noreply no-reply donotreply
  enquiries enquiry inquiries inquiry general reception feedback privacy legal compliance
  security it tech technical shop store booking bookings quotes rfq
  // German
  kontakt vertrieb verkauf buero zentrale anfrage anfragen bestellung bestellungen einkauf
  buchhaltung rechnung rechnungen personal bewerbung bewerbungen karriere kundenservice
  kundendienst datenschutz presse technik auftrag auftraege post
  // French
  contactez-nous commercial ventes vente accueil direction compta comptabilite facturation
  recrutement emploi devis commande commandes secretariat administration
  // Spanish / Portuguese / Italian
  contacto ventas informacion administracion pedidos comercial atencion contato vendas geral
  informacoes contatti vendite ufficio amministrazione ordini commerciale segreteria assistenza
  // Dutch / Polish / Nordic / Czech
  verkoop algemeen klantenservice biuro sprzedaz handel zamowienia salg forsaljning myynti
  obchod prodej objednavky
`);
