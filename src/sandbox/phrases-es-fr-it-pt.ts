import type { Phrases } from "./phrases.ts";

/* What a company site says in French, Italian, Spanish and Portuguese (see phrases.ts). */

export const fr: Phrases = {
  nav: {
    home: "Accueil",
    about: "À propos",
    products: "Produits",
    contact: "Contact",
    team: "Équipe",
    imprint: "Mentions légales",
  },
  slugs: {
    about: "a-propos",
    products: "produits",
    contact: "contact",
    team: "equipe",
    imprint: "mentions-legales",
  },
  welcome: "Bienvenue chez {name}",
  describe: {
    manufacturer: "Nous concevons et fabriquons des {products} dans notre usine de {city}.",
    distributor:
      "Distributeur agréé des grandes marques, nous livrons des {products} depuis notre stock.",
    wholesaler:
      "Grossiste en {products}, nous approvisionnons revendeurs et professionnels dans toute la {country}.",
    "service company": "Nous assurons conseil, installation et maintenance pour vos {products}.",
    retailer:
      "Dans notre magasin de {city}, retrouvez des {products} pour particuliers et professionnels.",
  },
  vagueSupplier:
    "Nous fournissons les meilleurs {products} – une qualité sur laquelle vous pouvez compter.",
  founded: "Fondée en {year} à {city}.",
  productsHeading: "Nos produits",
  brandsCarried: "Marques distribuées",
  teamHeading: "Notre équipe",
  phone: "Téléphone",
  email: "E-mail",
  address: "Adresse",
  writeUs: "Écrivez-nous",
  imprintIntro: "Éditeur du site",
  representedBy: "Directeur de la publication",
  vat: "N° TVA",
  rights: "Tous droits réservés",
};

export const it: Phrases = {
  nav: {
    home: "Home",
    about: "Chi siamo",
    products: "Prodotti",
    contact: "Contatti",
    team: "Il team",
    imprint: "Note legali",
  },
  slugs: {
    about: "chi-siamo",
    products: "prodotti",
    contact: "contatti",
    team: "team",
    imprint: "note-legali",
  },
  welcome: "Benvenuti in {name}",
  describe: {
    manufacturer: "Progettiamo e produciamo {products} nel nostro stabilimento di {city}.",
    distributor:
      "Distributore autorizzato dei principali marchi, forniamo {products} pronta consegna.",
    wholesaler: "Ingrosso di {products} per rivenditori e aziende in tutta {country}.",
    "service company": "Offriamo consulenza, installazione e assistenza per {products}.",
    retailer: "Nel nostro negozio di {city} trovate {products} per privati e aziende.",
  },
  vagueSupplier: "Forniamo i migliori {products}: una qualità su cui potete contare.",
  founded: "Fondata nel {year} a {city}.",
  productsHeading: "I nostri prodotti",
  brandsCarried: "Marchi trattati",
  teamHeading: "Il nostro team",
  phone: "Telefono",
  email: "E-mail",
  address: "Indirizzo",
  writeUs: "Scriveteci",
  imprintIntro: "Dati societari",
  representedBy: "Legale rappresentante",
  vat: "P.IVA",
  rights: "Tutti i diritti riservati",
};

export const es: Phrases = {
  nav: {
    home: "Inicio",
    about: "Quiénes somos",
    products: "Productos",
    contact: "Contacto",
    team: "Equipo",
    imprint: "Aviso legal",
  },
  slugs: {
    about: "quienes-somos",
    products: "productos",
    contact: "contacto",
    team: "equipo",
    imprint: "aviso-legal",
  },
  welcome: "Bienvenido a {name}",
  describe: {
    manufacturer: "Diseñamos y fabricamos {products} en nuestra planta de {city}.",
    distributor:
      "Distribuidor oficial de las principales marcas, suministramos {products} desde stock.",
    wholesaler: "Mayorista de {products} para tiendas y empresas de toda {country}.",
    "service company": "Ofrecemos asesoramiento, instalación y mantenimiento de {products}.",
    retailer: "En nuestra tienda de {city} encontrará {products} para particulares y empresas.",
  },
  vagueSupplier: "Suministramos los mejores {products}: calidad en la que puede confiar.",
  founded: "Fundada en {year} en {city}.",
  productsHeading: "Nuestros productos",
  brandsCarried: "Marcas que distribuimos",
  teamHeading: "Nuestro equipo",
  phone: "Teléfono",
  email: "Correo electrónico",
  address: "Dirección",
  writeUs: "Escríbanos",
  imprintIntro: "Datos identificativos",
  representedBy: "Representante legal",
  vat: "CIF",
  rights: "Todos los derechos reservados",
};

export const pt: Phrases = {
  nav: {
    home: "Início",
    about: "Sobre nós",
    products: "Produtos",
    contact: "Contactos",
    team: "Equipa",
    imprint: "Informação legal",
  },
  slugs: {
    about: "sobre-nos",
    products: "produtos",
    contact: "contactos",
    team: "equipa",
    imprint: "informacao-legal",
  },
  welcome: "Bem-vindo à {name}",
  describe: {
    manufacturer: "Concebemos e fabricamos {products} na nossa fábrica em {city}.",
    distributor:
      "Distribuidor autorizado das principais marcas, fornecemos {products} a partir de stock.",
    wholesaler: "Grossista de {products} para lojas e empresas em todo {country}.",
    "service company": "Prestamos consultoria, instalação e manutenção de {products}.",
    retailer: "Na nossa loja em {city} encontra {products} para particulares e empresas.",
  },
  vagueSupplier: "Fornecemos os melhores {products} – qualidade em que pode confiar.",
  founded: "Fundada em {year} em {city}.",
  productsHeading: "Os nossos produtos",
  brandsCarried: "Marcas que representamos",
  teamHeading: "A nossa equipa",
  phone: "Telefone",
  email: "E-mail",
  address: "Morada",
  writeUs: "Fale connosco",
  imprintIntro: "Identificação da empresa",
  representedBy: "Gerência",
  vat: "NIF",
  rights: "Todos os direitos reservados",
};
