import { fold } from "../language/fold.ts";

/*
 * A compact gazetteer: the exonyms a buyer types for European business cities ("Munich" for
 * München, "Florence" for Firenze), the municipalities that belong to a few metropolitan areas
 * (a supplier in Fiesole is "around Florence"), and regions by their cities. Hand-kept because
 * no data package in the install carries exonyms; a city not listed is matched by its own name.
 */

// Own name | exonyms | neighbouring municipalities of the metro area.
const CITIES = [
  "münchen|munich,monaco di baviera,munique,monachium|garching,unterschleißheim,ismaning,unterföhring,haar,grünwald,pullach,planegg,gräfelfing,germering,ottobrunn,neubiberg,oberhaching,taufkirchen,feldkirchen,aschheim,kirchheim bei münchen,dachau,freising,fürstenfeldbruck,starnberg,erding",
  "köln|cologne,colonia,kolonia|leverkusen,hürth,frechen,pulheim,bergisch gladbach,brühl,wesseling,troisdorf",
  "nürnberg|nuremberg,norimberga,núremberg,norymberga|fürth,erlangen,schwabach,zirndorf,stein,oberasbach",
  "frankfurt am main|frankfurt,francfort,francoforte,fráncfort|offenbach am main,eschborn,bad homburg,oberursel,neu-isenburg,dreieich,langen,bad vilbel,hofheim am taunus",
  "hamburg|hambourg,amburgo,hamburgo|norderstedt,pinneberg,ahrensburg,wedel,reinbek,buxtehude,seevetal,glinde",
  "berlin|berlino,berlín,berlim|potsdam,teltow,kleinmachnow,falkensee,schönefeld,hennigsdorf,bernau",
  "stuttgart|stoccarda|esslingen am neckar,ludwigsburg,böblingen,sindelfingen,leinfelden-echterdingen,fellbach,waiblingen,filderstadt,ostfildern,kornwestheim,ditzingen,gerlingen",
  "düsseldorf|dusseldorf|neuss,ratingen,hilden,erkrath,meerbusch,mettmann,langenfeld",
  "hannover|hanover,hanovre|langenhagen,garbsen,laatzen,hemmingen,isernhagen",
  "braunschweig|brunswick|wolfenbüttel",
  "wien|vienna,vienne,viena,wiedeń,wenen|schwechat,mödling,klosterneuburg,perchtoldsdorf,brunn am gebirge,wiener neudorf,vösendorf",
  "zürich|zurich,zurigo,zúrich,zurych|winterthur,dübendorf,wallisellen,kloten,opfikon,schlieren,dietikon,adliswil,thalwil,uster",
  "genève|geneva,genf,ginevra,ginebra,genewa|carouge,meyrin,vernier,lancy,plan-les-ouates",
  "paris|parigi,parís,paryż|boulogne-billancourt,saint-denis,montreuil,nanterre,courbevoie,issy-les-moulineaux,levallois-perret,neuilly-sur-seine,créteil,vincennes,rungis,massy",
  "lyon|lione,lyons,lión|villeurbanne,vénissieux,saint-priest,bron,vaulx-en-velin,caluire-et-cuire,écully,rillieux-la-pape,décines-charpieu,meyzieu,corbas,genas",
  "marseille|marseilles,marsiglia,marsella,marsylia|aubagne,vitrolles,marignane,la ciotat,aix-en-provence",
  "firenze|florence,florenz,florencia,florencja,florença|fiesole,sesto fiorentino,scandicci,bagno a ripoli,campi bisenzio,calenzano,impruneta,lastra a signa,signa,pontassieve",
  "milano|milan,mailand,milán,mediolan,milão|sesto san giovanni,cinisello balsamo,rho,assago,rozzano,segrate,san donato milanese,cologno monzese,monza,corsico,pero,bollate,paderno dugnano",
  "torino|turin,turín,turyn,turim|moncalieri,collegno,grugliasco,rivoli,nichelino,settimo torinese,orbassano,venaria reale,beinasco",
  "roma|rome,rom,rzym|fiumicino,guidonia montecelio,pomezia,tivoli,ciampino,frascati",
  "napoli|naples,neapel,nápoles,neapol|pozzuoli,casoria,portici,ercolano,torre del greco,afragola",
  "venezia|venice,venedig,venise,venecia,wenecja,veneza|mestre,marghera,mira,spinea,mogliano veneto",
  "genova|genoa,genua,gênes,génova",
  "bologna|bologne,bolonia,bolonha|casalecchio di reno,san lazzaro di savena,castel maggiore,zola predosa,granarolo dell'emilia",
  "madrid|madryt|alcobendas,getafe,leganés,alcorcón,móstoles,fuenlabrada,las rozas,pozuelo de alarcón,san sebastián de los reyes,coslada,torrejón de ardoz,majadahonda,tres cantos,alcalá de henares",
  "barcelona|barcelone,barcellona|l'hospitalet de llobregat,badalona,sabadell,terrassa,cornellà de llobregat,sant cugat del vallès,el prat de llobregat,santa coloma de gramenet,mataró,granollers,rubí",
  "sevilla|seville,séville,siviglia,sewilla,sevilha|dos hermanas,alcalá de guadaíra,mairena del aljarafe,camas,tomares,la rinconada",
  "valencia|valence,walencja|paterna,torrent,mislata,burjassot,manises,alboraya,quart de poblet,sagunto,alzira,silla,riba-roja de túria",
  "zaragoza|saragossa,saragosse,saragozza",
  "lisboa|lisbon,lissabon,lisbonne,lisbona,lizbona|amadora,oeiras,odivelas,loures,sintra,cascais,almada,barreiro,seixal,vila franca de xira",
  "porto|oporto|vila nova de gaia,matosinhos,maia,gondomar,valongo,póvoa de varzim",
  "den haag|the hague,la haye,l'aia,la haya,haga,'s-gravenhage,haag|rijswijk,delft,leidschendam-voorburg,voorburg,zoetermeer,wassenaar",
  "amsterdam|amsterdã|amstelveen,diemen,zaandam,haarlemmermeer,hoofddorp,schiphol,ouder-amstel,duivendrecht,badhoevedorp",
  "rotterdam|roterdão|schiedam,vlaardingen,capelle aan den ijssel,barendrecht,ridderkerk,spijkenisse,krimpen aan den ijssel",
  "antwerpen|antwerp,anvers,anversa,amberes,antwerpia",
  "bruxelles|brussels,brüssel,brussel,bruxelas,bruselas,bruksela|anderlecht,ixelles,schaerbeek,uccle,zaventem,vilvoorde,molenbeek-saint-jean,etterbeek,evere,woluwe-saint-lambert",
  "warszawa|warsaw,warschau,varsovie,varsavia,varsovia,varsóvia|piaseczno,pruszków,ząbki,marki,legionowo,józefów,otwock,łomianki,raszyn,janki,ożarów mazowiecki",
  "kraków|cracow,krakow,krakau,cracovie,cracovia|wieliczka,skawina,niepołomice,zabierzów",
  "wrocław|breslau,breslavia|oleśnica,siechnice,kobierzyce",
  "gdańsk|danzig,danzica|gdynia,sopot,pruszcz gdański",
  "poznań|posen|luboń,swarzędz,tarnowo podgórne,komorniki",
  "łódź|lodz|zgierz,pabianice,aleksandrów łódzki",
  "göteborg|gothenburg,goteborg,gotemburgo|mölndal,partille,kungälv,lerum,härryda,kungsbacka",
  "stockholm|estocolmo,stoccolma,sztokholm|solna,sundbyberg,nacka,huddinge,täby,sollentuna,danderyd,lidingö,järfälla,botkyrka,haninge,södertälje",
  "malmö|malmo|lund,burlöv,vellinge,staffanstorp,svedala",
  "københavn|copenhagen,kopenhagen,copenhague,copenaghen,kopenhaga",
  "praha|prague,prag,praga",
  "london|londres,londra,londyn|croydon,wembley,harrow,ealing,watford,slough,uxbridge",
  "edinburgh|édimbourg,edimburgo",
];

// Region | its names | its main cities (for "in Bavaria" profiles).
const REGIONS = [
  "bayern|bavaria,bavière,baviera,bawaria|münchen,nürnberg,augsburg,regensburg,ingolstadt,würzburg,erlangen,fürth",
  "nordrhein-westfalen|north rhine-westphalia,nrw|köln,düsseldorf,dortmund,essen,duisburg,bochum,wuppertal,bielefeld,bonn,münster",
  "baden-württemberg|baden-wurttemberg|stuttgart,karlsruhe,mannheim,freiburg im breisgau,heidelberg,ulm,heilbronn,pforzheim",
  "hessen|hesse,assia|frankfurt am main,wiesbaden,kassel,darmstadt,offenbach am main",
  "sachsen|saxony,saxe,sassonia|leipzig,dresden,chemnitz,zwickau",
  "toscana|tuscany,toskana,toscane|firenze,prato,livorno,pisa,arezzo,siena,lucca,pistoia",
  "lombardia|lombardy,lombardei,lombardie|milano,bergamo,brescia,monza,como,varese,pavia,cremona",
  "piemonte|piedmont,piemont|torino,novara,alessandria,asti,cuneo",
  "veneto|venetien|venezia,verona,padova,vicenza,treviso",
  "emilia-romagna|emilia romagna|bologna,modena,parma,reggio emilia,ferrara,rimini",
  "cataluña|catalonia,catalunya,katalonien,catalogne|barcelona,tarragona,girona,lleida,sabadell,terrassa",
  "andalucía|andalusia,andalusien,andalousie|sevilla,málaga,córdoba,granada,cádiz,almería,huelva,jaén",
  "île-de-france|ile de france,paris region|paris,boulogne-billancourt,saint-denis,versailles,nanterre",
  "auvergne-rhône-alpes|auvergne rhone alpes|lyon,grenoble,saint-étienne,clermont-ferrand,annecy",
  "randstad||amsterdam,rotterdam,den haag,utrecht,leiden,haarlem,delft",
  "mazowieckie|masovia,mazowsze,masovian|warszawa,radom,płock,siedlce",
  "västra götaland|vastra gotaland,west sweden|göteborg,borås,trollhättan,skövde",
];

type Entry = { own: string; names: string[]; near: string[] };

const parse = (line: string): Entry => {
  const [own = "", names = "", near = ""] = line.split("|");
  const list = (s: string) =>
    s
      .split(",")
      .map((n) => fold(n.trim()))
      .filter(Boolean);
  return { own: fold(own), names: [fold(own), ...list(names)], near: list(near) };
};
const CITY_TABLE = CITIES.map(parse);
const REGION_TABLE = REGIONS.map(parse);

/**
 * A city's names (own name and exonyms, plus the municipalities of its metro area), or a
 * region's names and main cities; a city we do not know goes by its own name.
 */
export function cityAliases(folded: string): { city: string[]; region: string[] } {
  const city = CITY_TABLE.find((e) => e.names.includes(folded));
  if (city) return { city: [...city.names, ...city.near], region: [] };
  const region = REGION_TABLE.find((e) => e.names.includes(folded));
  if (region) {
    const cities = region.near.flatMap((c) => {
      const known = CITY_TABLE.find((e) => e.own === c);
      return known ? known.names : [c];
    });
    return { city: cities, region: region.names };
  }
  return { city: [folded], region: [] };
}
