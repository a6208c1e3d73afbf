// `npm run knowledge:build`: builds the categoriser's merchant knowledge from its sources and writes
// src/engine/categorize/merchant-data/merchant-knowledge.json (committed; the engine imports it).
//
// Sources:
// - name-suggestion-index (installed package, BSD-3-Clause): real brands with the OpenStreetMap kind
//   of place they run (shop=supermarket, amenity=fuel, ...), mapped here to our concepts;
// - the MCC list (src/engine/categorize/merchant-data/mcc-codes, Unlicense): each code mapped to a
//   concept, the airline, car rental and hotel names of codes 3000-3999, and the words of the
//   other descriptions;
// - our curated list (src/engine/categorize/merchant-data/curated-merchants.json): online services, utilities,
//   telecoms, insurers and payment processors the others lack.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONCEPTS, isConceptId, type ConceptId } from '../src/engine/categorize/concepts.ts';
import { KEYWORD_GROUPS } from '../src/engine/categorize/keywords.ts';
import { singularize, splitWords, toKey } from '../src/engine/categorize/text.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'src/engine/categorize/merchant-data');
const outFile = path.join(dataDir, 'merchant-knowledge.json');
const require = createRequire(import.meta.url);

// ---- name-suggestion-index kinds -> concepts ----

/** Kinds of place (tree/key/value without the tree) and the concept a purchase there belongs to. */
const NSI_KINDS: Record<string, ConceptId> = {
  'amenity/animal_boarding': 'pets',
  'amenity/bank': 'bank',
  'amenity/bar': 'bars',
  'amenity/bicycle_rental': 'transit',
  'amenity/cafe': 'coffee',
  'amenity/car_rental': 'carrental',
  'amenity/car_sharing': 'transit',
  'amenity/car_wash': 'carcare',
  'amenity/casino': 'gambling',
  'amenity/charging_station': 'evcharging',
  'amenity/childcare': 'childcare',
  'amenity/cinema': 'entertainment',
  'amenity/clinic': 'healthcare',
  'amenity/college': 'education',
  'amenity/dentist': 'healthcare',
  'amenity/doctors': 'healthcare',
  'amenity/driving_school': 'education',
  'amenity/fast_food': 'fastfood',
  'amenity/fuel': 'fuel',
  'amenity/gambling': 'gambling',
  'amenity/hospital': 'healthcare',
  'amenity/ice_cream': 'fastfood',
  'amenity/internet_cafe': 'entertainment',
  'amenity/karaoke_box': 'entertainment',
  'amenity/kindergarten': 'childcare',
  'amenity/language_school': 'education',
  'amenity/money_transfer': 'transfer',
  'amenity/motorcycle_rental': 'carrental',
  'amenity/music_school': 'education',
  'amenity/parcel_locker': 'postage',
  'amenity/parking': 'parking',
  'amenity/pharmacy': 'pharmacy',
  'amenity/post_depot': 'postage',
  'amenity/post_office': 'postage',
  'amenity/prep_school': 'education',
  'amenity/pub': 'bars',
  'amenity/restaurant': 'dining',
  'amenity/school': 'education',
  'amenity/training': 'education',
  'amenity/university': 'education',
  'amenity/vehicle_inspection': 'carcare',
  'amenity/vending_machine': 'fastfood',
  'amenity/veterinary': 'pets',
  'craft/carpenter': 'home',
  'craft/cleaning': 'home',
  'craft/electrician': 'home',
  'craft/electronics_repair': 'electronics',
  'craft/glaziery': 'home',
  'craft/handicraft': 'hobbies',
  'craft/painter': 'home',
  'craft/plumber': 'home',
  'craft/window_construction': 'home',
  'healthcare/alternative': 'healthcare',
  // Motorway service areas: what a card pays there is mostly food and coffee.
  'highway/services': 'fastfood',
  'healthcare/audiologist': 'healthcare',
  'healthcare/counselling': 'healthcare',
  'healthcare/dialysis': 'healthcare',
  'healthcare/laboratory': 'healthcare',
  'healthcare/physiotherapist': 'healthcare',
  'healthcare/rehabilitation': 'healthcare',
  'healthcare/sample_collection': 'healthcare',
  'leisure/adult_gaming_centre': 'gambling',
  'leisure/amusement_arcade': 'entertainment',
  'leisure/bowling_alley': 'entertainment',
  'leisure/dance': 'hobbies',
  'leisure/escape_game': 'entertainment',
  'leisure/fitness_centre': 'fitness',
  'leisure/high_ropes_course': 'entertainment',
  'leisure/indoor_play': 'entertainment',
  'leisure/miniature_golf': 'entertainment',
  'leisure/sauna': 'personalcare',
  'leisure/sports_centre': 'fitness',
  'leisure/trampoline_park': 'entertainment',
  'man_made/charge_point': 'evcharging',
  'office/insurance': 'insurance',
  'office/lawyer': 'services',
  'office/moving_company': 'home',
  'office/tax_advisor': 'services',
  'office/telecommunication': 'phone',
  'shop/agrarian': 'garden',
  'shop/alcohol': 'alcohol',
  'shop/anime': 'hobbies',
  'shop/appliance': 'electronics',
  'shop/art': 'hobbies',
  'shop/baby_goods': 'toys',
  'shop/bag': 'clothing',
  'shop/bakery': 'groceries',
  'shop/bathroom_furnishing': 'home',
  'shop/bbq': 'home',
  'shop/beauty': 'personalcare',
  'shop/bed': 'furniture',
  'shop/beverages': 'groceries',
  'shop/bicycle': 'sportsgear',
  'shop/boat': 'hobbies',
  'shop/bookmaker': 'gambling',
  'shop/books': 'books',
  'shop/butcher': 'groceries',
  'shop/camera': 'electronics',
  'shop/candles': 'gifts',
  'shop/cannabis': 'tobacco',
  'shop/car': 'carcare',
  'shop/car_parts': 'carcare',
  'shop/car_repair': 'carcare',
  'shop/caravan': 'carcare',
  'shop/carpet': 'furniture',
  'shop/catalogue': 'shopping',
  'shop/charity': 'shopping',
  'shop/cheese': 'groceries',
  'shop/chemist': 'drugstore',
  'shop/chocolate': 'groceries',
  'shop/clothes': 'clothing',
  'shop/coffee': 'groceries',
  'shop/computer': 'electronics',
  'shop/confectionery': 'groceries',
  'shop/convenience': 'groceries',
  'shop/copyshop': 'services',
  'shop/cosmetics': 'personalcare',
  'shop/country_store': 'shopping',
  'shop/craft': 'hobbies',
  'shop/curtain': 'furniture',
  'shop/dairy': 'groceries',
  'shop/deli': 'groceries',
  'shop/department_store': 'shopping',
  'shop/doityourself': 'home',
  'shop/doors': 'home',
  'shop/dry_cleaning': 'laundry',
  'shop/e-cigarette': 'tobacco',
  'shop/electrical': 'home',
  'shop/electronics': 'electronics',
  'shop/erotic': 'shopping',
  'shop/fabric': 'hobbies',
  'shop/fashion_accessories': 'clothing',
  'shop/fishing': 'hobbies',
  'shop/flooring': 'home',
  'shop/florist': 'gifts',
  'shop/frame': 'hobbies',
  'shop/frozen_food': 'groceries',
  'shop/funeral_directors': 'services',
  'shop/furniture': 'furniture',
  'shop/games': 'games',
  'shop/garden_centre': 'garden',
  'shop/gas': 'utilities',
  'shop/general': 'shopping',
  'shop/gift': 'gifts',
  'shop/glaziery': 'home',
  'shop/greengrocer': 'groceries',
  'shop/groundskeeping': 'garden',
  'shop/hairdresser': 'personalcare',
  'shop/hairdresser_supply': 'personalcare',
  'shop/hardware': 'home',
  'shop/health_food': 'groceries',
  'shop/hearing_aids': 'healthcare',
  'shop/herbalist': 'pharmacy',
  'shop/hifi': 'electronics',
  'shop/household_linen': 'furniture',
  'shop/houseware': 'home',
  'shop/interior_decoration': 'furniture',
  'shop/jewelry': 'clothing',
  'shop/kiosk': 'groceries',
  'shop/kitchen': 'home',
  'shop/laundry': 'laundry',
  'shop/leather': 'clothing',
  'shop/lighting': 'furniture',
  'shop/locksmith': 'home',
  'shop/lottery': 'gambling',
  'shop/mall': 'shopping',
  'shop/massage': 'personalcare',
  'shop/medical_supply': 'healthcare',
  'shop/mobile_phone': 'phone',
  'shop/money_lender': 'loan',
  'shop/mobile_phone_accessories': 'electronics',
  'shop/model': 'hobbies',
  'shop/motorcycle': 'carcare',
  'shop/motorcycle_repair': 'carcare',
  'shop/music': 'hobbies',
  'shop/musical_instrument': 'hobbies',
  'shop/newsagent': 'books',
  'shop/nutrition_supplements': 'groceries',
  'shop/nuts': 'groceries',
  'shop/optician': 'healthcare',
  'shop/outdoor': 'sportsgear',
  'shop/paint': 'home',
  'shop/party': 'gifts',
  'shop/pastry': 'groceries',
  'shop/perfumery': 'personalcare',
  'shop/pest_control': 'home',
  'shop/pet': 'pets',
  'shop/photo': 'hobbies',
  'shop/plant_hire': 'home',
  'shop/pottery': 'hobbies',
  'shop/power_tools': 'home',
  'shop/printer_ink': 'electronics',
  'shop/seafood': 'groceries',
  'shop/second_hand': 'shopping',
  'shop/shoe_repair': 'personalcare',
  'shop/shoes': 'clothing',
  'shop/spices': 'groceries',
  'shop/sports': 'sportsgear',
  'shop/stationery': 'books',
  'shop/storage_rental': 'home',
  'shop/supermarket': 'groceries',
  'shop/swimming_pool': 'home',
  'shop/tailor': 'personalcare',
  'shop/tattoo': 'personalcare',
  'shop/tea': 'groceries',
  'shop/telecommunication': 'phone',
  'shop/tiles': 'home',
  'shop/tobacco': 'tobacco',
  'shop/tool_hire': 'home',
  'shop/toys': 'toys',
  'shop/trade': 'home',
  'shop/travel_agency': 'travel',
  'shop/truck': 'carcare',
  'shop/truck_repair': 'carcare',
  'shop/tyres': 'carcare',
  'shop/vacuum_cleaner': 'electronics',
  'shop/variety_store': 'shopping',
  'shop/video': 'entertainment',
  'shop/video_games': 'games',
  'shop/watches': 'clothing',
  'shop/wholesale': 'groceries',
  'shop/window_blind': 'furniture',
  'shop/wine': 'alcohol',
  'tourism/caravan_site': 'lodging',
  'tourism/hostel': 'lodging',
  'tourism/hotel': 'lodging',
  'tourism/motel': 'lodging',
  'tourism/theme_park': 'entertainment',
  'waterway/fuel': 'fuel',
};

/** Side businesses of brands whose main trade is elsewhere (a supermarket's car wash or ATM). */
const SECONDARY_KINDS = new Set([
  'amenity/car_wash',
  'amenity/charging_station',
  'man_made/charge_point',
  'amenity/vending_machine',
  'amenity/parcel_locker',
  'shop/kiosk',
  'shop/mobile_phone',
  'amenity/post_office',
]);

/** Operators and transit networks worth knowing: the concept, and which tag names the operator. */
const NSI_OPERATOR_PATHS: Record<string, ConceptId> = {
  'operators/office/energy_supplier': 'utilities',
  'operators/office/water_utility': 'utilities',
  'operators/amenity/parking': 'parking',
  'operators/amenity/car_sharing': 'transit',
  'operators/highway/toll_gantry': 'tolls',
  'operators/barrier/toll_booth': 'tolls',
  // (Charging points are run by utilities, carmakers and supermarkets as often as by charging
  // firms, and ticket validators by regions: neither names a merchant.)
  'operators/amenity/pub': 'bars',
  'operators/shop/convenience': 'groceries',
  'operators/amenity/post_office': 'postage',
  'operators/route/railway': 'transit',
  'transit/route/train': 'transit',
  'transit/route/subway': 'transit',
  'transit/route/light_rail': 'transit',
  'transit/route/tram': 'transit',
  'transit/route/ferry': 'transit',
  'transit/route/bus': 'transit',
  'transit/route/trolleybus': 'transit',
};

/** Words naming a brand's kind, which statements often leave out of its name. */
const KIND_WORDS = new Set(
  `wholesale supermarket supermarkets supermarkt supermarche supermercado supermercato pharmacy
  pharmacies chemist chemists apotheke hotel hotels restaurant restaurants bakery bakeries
  stores store shop shops foods market markets petroleum fuels garage garages tyres motors
  opticians optician furniture`.split(/\s+/),
);

/** 'Booker Wholesale' -> 'Booker'; undefined when nothing distinctive is left. */
function withoutKindWord(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3) return undefined;
  const last = toKey(words[words.length - 1]!);
  if (!KIND_WORDS.has(last)) return undefined;
  const rest = words.slice(0, -1).join(' ');
  const key = toKey(rest);
  if (key.length < 5 || /\d/.test(key)) return undefined;
  // An everyday word left alone ('Red', 'Family') names nothing.
  if (!key.includes(' ') && (COMMON_WORDS.has(key) || COMMON_WORDS.has(singularize(key))))
    return undefined;
  return rest;
}

/** When a name means several kinds equally often, the first of these wins. */
const CONCEPT_PRIORITY: ConceptId[] = [
  'groceries',
  'shopping',
  'fuel',
  'pharmacy',
  'fastfood',
  'dining',
  'coffee',
  'clothing',
  'electronics',
  'home',
];

// ---- words too common to be a brand on their own ----

// A one-word brand that is also an everyday word ('Next', 'Target', 'Total', 'Boots') is believed
// only where a statement puts the merchant: at the start of the description.
const COMMON_WORDS = new Set(
  `a about above access ace action active advance advantage after age air alpha all allied alliance
  alpine always america american angel apple arch area arena art atlas august aurora auto avenue b
  baby back balance bank bar base basic bay beach bear beauty bed bee bell best better big bird black
  blue bob body bold bon bonus boots boss box boy brand brave bread bridge bright brothers brown bubble
  budget buffalo burger bus business butcher buy c cafe call camp can capital car card care casa cash
  castle cat center central centre century champion charge chef cherry chicken choice circle citizen
  city classic clean clear click clinic cloud club coach coast coffee cold college color colour comfort
  common community company complete congress connect contact continental cool coop copper corner
  cosmos country county court cove craft cream creative crest cross crown crystal cube cup current d
  daily day deal delta design diamond diet direct discount discovery dog dollar domino don door double
  dove dragon dream dreams drink drive e eagle earth east easy eat eco edge egg eight elite emerald
  empire energy enterprise equity essential euro ever every evolution excel exchange express extra f
  fair faith falcon family famous fan farm fashion fast father favorite feather fellow field fine fire
  first fish fit five flash flex flora flow flower fly focus folk food foot force forest forever form
  fort forward fountain four fox frame free fresh friend friends front fruit fuel fun future g galaxy
  game garage garden gate general genius giant gift glass global glory go gold golden good grace grand
  graph great green grill grove growth guard guide gulf h hair half halo hand happy harbor harbour
  harmony harvest haven head health heart heaven hello hero high hill holiday home honey hope horizon
  horse hot house hub hunter i ice icon ideal image impact independent infinity inn inspire island
  ivy j jet jewel jolly joy jump junction just k key kid kids kind king kingdom kiss kitchen l lab lady
  lake land last leader leaf legacy legend liberty life light lime line link lion little live local
  lodge logic london long lord lotus love lucky luna lux luxury m magic main major mall man maple mark
  market marks master matrix max maximum meat mega memory merit metro micro mid mile milk mill mind
  mini mint mirror mission mode modern mom money moon more mother motion motor mountain move much
  music my n nation national native natural nature navy neo net network new news next nice night nine
  noble north nova now o oak ocean office old olive omega one only open optimum orange orbit orchid
  origin original out pace palace palm panda paradise paris park partner party passion path peace
  peak pearl people pepper perfect phoenix pilot pink pioneer pizza place planet plant platinum play
  plaza plus point polar pole popular port post power premier premium prestige pride prime prince
  pro progress pulse pure purple q quality queen quest quick r rainbow rapid ray real rebel red
  regal reliable republic rest rich ring rise river road rock rocket rose royal ruby run rush s safe
  safety sage sail saint salt sand save savings scout sea season second secret select sense service
  seven shadow share sharp shell shine ship shoe shop shore signal silk silver simple sister six sky
  smart smile snow social soft solar solid solo sound source south space spark special speed spice
  spirit spot spring square standard star station steel step sterling stone store storm story street
  strong studio style sun sunny sunrise sunset super superior supreme sure swan sweet swift t table
  tag target taste team tech temple ten the think three tiger time titan today top total tower town
  track trade trail train transit travel tree trend tribe trinity triple trust truth tulip twin two
  u ultimate union unique united unity universal up urban us v valley value vanguard velvet venture
  venus victoria victory view village vintage vip vision vista vital vitality vivid voice w wave way
  west white wild win wind wing winner winter wise wolf wonder wood world x xpress y yellow young
  your youth z zen zero zone hyper maxi mini eco bio inter multi uni web pay cafe bistro deli
  kebab taxi hotel motel hostel fitness gym sport sports pharmacy apotheke auto moto bike cycle
  optical optic vision beer wine liquor tobacco vape bakery ticket tickets news select gate alpine
  westside eastside northside southside central plaza centro city centre relay spot corner fresh
  paul john james peter david michael mary anna maria marie jean pierre louis carlos jose juan
  luis marco giovanni hans klaus thomas martin george henry charles william edward richard robert
  elizabeth sophie emma julia laura sarah lucy alice grace rose lily jack harry oscar leo max
  london paris berlin madrid rome roma milan milano munich munchen vienna wien zurich geneva geneve
  bern basel lausanne lyon marseille nice bordeaux lille nantes toulouse brussels amsterdam
  rotterdam hamburg frankfurt cologne koln dublin edinburgh glasgow manchester liverpool leeds
  birmingham bristol lincoln oxford cambridge york newcastle cardiff belfast boston chicago
  houston dallas phoenix denver seattle portland atlanta miami orlando vegas austin detroit
  toronto montreal vancouver ottawa calgary sydney melbourne brisbane perth adelaide auckland
  wellington cape durban johannesburg pretoria nairobi lagos cairo dubai tokyo osaka seoul
  beijing shanghai delhi mumbai bangalore singapore hongkong bangkok manila jakarta lisbon porto
  barcelona valencia sevilla seville florence venice naples napoli turin torino prague warsaw
  budapest athens istanbul moscow stockholm oslo copenhagen helsinki riga tallinn vilnius
  america europe asia africa australia canada england scotland wales ireland britain france
  germany italy spain portugal swiss switzerland austria belgium holland netherlands denmark
  sweden norway finland poland greece turkey russia china japan india brazil mexico texas florida
  california victoria queensland hampshire kent surrey essex devon cornwall yorkshire lancashire
  midland midlands westminster kensington chelsea brooklyn manhattan hollywood public cricket
  bite grange dome recharge chip arms bell lounge palace garden gardens village mill bridge rain
  visible gusto plum stash acorns hatch neon gemini kraken stake raiz spaceship superhero frankly
  selma hay article spin stan binge crave shudder dice medium calm notion zoom slack claude cursor
  meta hinge picnic factor crisp wish noon otto affirm zip lemonade travelers progressive hastings
  elephant admiral momentum clientele concordia alan kaiser condor porter scoot azul breeze indigo
  coral toto rover bark curves harrys lush rituals douglas clicks mango identity vans converse puma
  patagonia fossil selina small hall manor court abbey priory farm cross heath wood field gate
  street road lane square welcome grab wash carry justice western eastern northern southern
  mexicana regis ross lloyd hobbs wells albert roots gandhi monro charter jockey burlington
  shakespeare castle tower chapel church college school station market parade terrace broadway
  kingsway highway harbour quay dock wharf ridge valley meadow orchard grove forest hills hill
  lake river bay coast shore island point view vale dale glen brook spring springs fountain well
  windmill crown anchor plough swan lion bull horse fox hound stag bear eagle more mass andre six
  oasis village`.split(/\s+/),
);

/** Cities, regions and countries that also appear as one-word brand names in the index. */
const PLACE_NAMES = new Set(
  `london paris berlin madrid rome roma milan milano munich munchen vienna wien zurich geneva geneve
  bern basel lausanne lyon marseille nice bordeaux lille nantes toulouse brussels amsterdam
  rotterdam hamburg frankfurt cologne koln dublin edinburgh glasgow manchester liverpool leeds
  birmingham bristol lincoln oxford cambridge york newcastle cardiff belfast boston chicago
  houston dallas phoenix denver seattle portland atlanta miami orlando vegas austin detroit
  toronto montreal vancouver ottawa calgary sydney melbourne brisbane perth adelaide auckland
  wellington durban johannesburg pretoria nairobi lagos cairo dubai tokyo osaka seoul beijing
  shanghai delhi mumbai bangalore singapore bangkok manila jakarta lisbon porto barcelona valencia
  sevilla seville florence venice naples napoli turin torino prague warsaw budapest athens
  istanbul moscow stockholm oslo copenhagen helsinki riga tallinn vilnius america europe asia
  africa australia canada england scotland wales ireland britain france germany italy spain
  portugal switzerland austria belgium holland netherlands denmark sweden norway finland poland
  greece turkey russia china japan india brazil mexico texas florida california victoria
  queensland hampshire kent surrey essex devon cornwall yorkshire lancashire westminster
  kensington chelsea brooklyn manhattan hollywood`.split(/\s+/),
);

/** Names too generic to stand for one brand ('@home' is 'home'). */
const GENERIC_NAMES = new Set(
  `home house store stores shop shops market center centre city express local daily select star
  one the best super mini extra plus max online service services group company international
  global general store shop`.split(/\s+/),
);

// ---- MCC codes -> concepts ----

/** Inclusive code ranges and the concept of a purchase there; later entries refine earlier ones. */
const MCC_RANGES: [number, number, ConceptId][] = [
  [742, 742, 'pets'],
  [763, 780, 'garden'],
  [1520, 1799, 'home'],
  [2741, 2842, 'services'],
  [3000, 3350, 'airline'],
  [3351, 3500, 'carrental'],
  [3501, 3999, 'lodging'],
  [4011, 4011, 'transit'],
  [4111, 4112, 'transit'],
  [4119, 4119, 'healthcare'],
  [4121, 4121, 'taxi'],
  [4131, 4131, 'transit'],
  [4214, 4215, 'postage'],
  [4225, 4225, 'home'],
  [4411, 4411, 'travel'],
  [4457, 4468, 'hobbies'],
  [4511, 4582, 'airline'],
  [4722, 4723, 'travel'],
  [4784, 4784, 'tolls'],
  [4789, 4789, 'transit'],
  [4812, 4812, 'electronics'],
  [4814, 4815, 'phone'],
  [4816, 4816, 'internet'],
  [4821, 4821, 'phone'],
  [4829, 4829, 'transfer'],
  [4899, 4899, 'tv'],
  [4900, 4900, 'utilities'],
  [5013, 5013, 'carcare'],
  [5021, 5021, 'furniture'],
  [5039, 5039, 'home'],
  [5044, 5046, 'electronics'],
  [5047, 5047, 'healthcare'],
  [5051, 5051, 'home'],
  [5065, 5065, 'electronics'],
  [5072, 5074, 'home'],
  [5085, 5085, 'home'],
  [5094, 5094, 'clothing'],
  [5099, 5099, 'shopping'],
  [5111, 5111, 'books'],
  [5122, 5122, 'pharmacy'],
  [5131, 5139, 'clothing'],
  [5169, 5169, 'home'],
  [5172, 5172, 'fuel'],
  [5192, 5192, 'books'],
  [5193, 5193, 'gifts'],
  [5198, 5198, 'home'],
  [5199, 5199, 'shopping'],
  [5200, 5261, 'home'],
  [5262, 5262, 'shopping'],
  [5271, 5271, 'housing'],
  [5300, 5300, 'groceries'],
  [5309, 5399, 'shopping'],
  [5411, 5411, 'groceries'],
  [5422, 5499, 'groceries'],
  [5511, 5599, 'carcare'],
  [5611, 5699, 'clothing'],
  [5697, 5697, 'personalcare'],
  [5712, 5719, 'furniture'],
  [5722, 5722, 'electronics'],
  [5732, 5732, 'electronics'],
  [5733, 5733, 'hobbies'],
  [5734, 5734, 'software'],
  [5735, 5735, 'hobbies'],
  [5811, 5812, 'dining'],
  [5813, 5813, 'bars'],
  [5814, 5814, 'fastfood'],
  [5815, 5815, 'streaming'],
  [5816, 5816, 'games'],
  [5817, 5818, 'software'],
  [5832, 5832, 'shopping'],
  [5912, 5912, 'pharmacy'],
  [5921, 5921, 'alcohol'],
  [5931, 5937, 'shopping'],
  [5940, 5941, 'sportsgear'],
  [5942, 5943, 'books'],
  [5944, 5944, 'clothing'],
  [5945, 5945, 'toys'],
  [5946, 5946, 'electronics'],
  [5947, 5947, 'gifts'],
  [5948, 5948, 'clothing'],
  [5949, 5949, 'hobbies'],
  [5950, 5950, 'home'],
  [5960, 5960, 'insurance'],
  [5961, 5961, 'shopping'],
  [5962, 5962, 'travel'],
  [5963, 5967, 'shopping'],
  [5968, 5968, 'subscriptions'],
  [5969, 5969, 'shopping'],
  [5970, 5972, 'hobbies'],
  [5973, 5973, 'shopping'],
  [5975, 5976, 'healthcare'],
  [5977, 5977, 'personalcare'],
  [5978, 5978, 'electronics'],
  [5983, 5983, 'utilities'],
  [5992, 5992, 'gifts'],
  [5993, 5993, 'tobacco'],
  [5994, 5994, 'books'],
  [5995, 5995, 'pets'],
  [5996, 5996, 'home'],
  [5997, 5997, 'electronics'],
  [5998, 5998, 'home'],
  [5999, 5999, 'shopping'],
  [6010, 6011, 'cash'],
  [6012, 6012, 'transfer'],
  [6051, 6051, 'cash'],
  [6211, 6211, 'investment'],
  [6300, 6399, 'insurance'],
  [6513, 6513, 'rent'],
  [6540, 6540, 'transfer'],
  [7011, 7033, 'lodging'],
  [7210, 7217, 'laundry'],
  [7221, 7221, 'hobbies'],
  [7230, 7230, 'personalcare'],
  [7251, 7251, 'personalcare'],
  [7261, 7261, 'services'],
  [7273, 7273, 'entertainment'],
  [7276, 7277, 'services'],
  [7278, 7278, 'shopping'],
  [7296, 7296, 'clothing'],
  [7297, 7298, 'personalcare'],
  [7299, 7299, 'services'],
  [7311, 7399, 'services'],
  [7342, 7349, 'home'],
  [7372, 7379, 'software'],
  [7394, 7394, 'home'],
  [7395, 7395, 'hobbies'],
  [7511, 7511, 'fuel'],
  [7512, 7519, 'carrental'],
  [7523, 7523, 'parking'],
  [7531, 7549, 'carcare'],
  [7622, 7629, 'electronics'],
  [7631, 7631, 'clothing'],
  [7641, 7641, 'furniture'],
  [7692, 7699, 'home'],
  [7800, 7802, 'gambling'],
  [7829, 7841, 'entertainment'],
  [7911, 7911, 'hobbies'],
  [7922, 7933, 'entertainment'],
  [7941, 7941, 'entertainment'],
  [7991, 7991, 'entertainment'],
  [7992, 7992, 'hobbies'],
  [7993, 7994, 'games'],
  [7995, 7995, 'gambling'],
  [7996, 7996, 'entertainment'],
  [7997, 7997, 'fitness'],
  [7998, 7999, 'entertainment'],
  [8011, 8099, 'healthcare'],
  [8111, 8111, 'services'],
  [8211, 8299, 'education'],
  [8351, 8351, 'childcare'],
  [8398, 8398, 'charity'],
  [8641, 8641, 'charity'],
  [8651, 8651, 'charity'],
  [8661, 8661, 'charity'],
  [8675, 8675, 'carcare'],
  [8699, 8699, 'subscriptions'],
  [8734, 8999, 'services'],
  [9211, 9211, 'government'],
  [9222, 9223, 'government'],
  [9311, 9311, 'taxes'],
  [9399, 9399, 'government'],
  [9402, 9402, 'postage'],
];

/** Words of MCC descriptions that say nothing about what was bought. */
const MCC_STOPWORDS = new Set(
  `and or not the for with without of to in by including include includes except elsewhere
  classified classifie listed no longer valid first presentment presentments use only other misc
  miscellaneous service services store stores shop shops supply supplies equipment dealer dealers
  sale sales general goods product products related commercial retail non new used center centre
  local long distance merchant merchants direct marketing business businesses agency agencies
  company companies establishment establishment place places parlor parlors provider providers
  germany visa government owned licensed line lines special specialty trade system systems type
  types home accessory accessories item items part parts section industrial etc inc co below
  forfirst validfor exceptappliance professionalschool carsand classify previously exclude large
  small price piece ready stand stop private stock media children women infant wear formal data
  information processing integrated application retrieval foreign manual currency chip race racing
  terminal flying delivery help making management relation reporting testing consumer credit debt
  cost band hall lease coin stamp screen floor window covering paper writing novelty device facility
  practitioner chemical material setting building residential tool tent installation construction
  operative continuity civic political fraternal marriage temporary employment protective plate
  copy defined engineering graphic publishing advertising durable inbound outbound mail permitted
  buying department restoration salvage wrecking yard duty shopping telemarketing teleservice
  variety operation operator arrangement charter passenger suburban transportation bus ferry cable
  radio peripheral microfilm refrigeration razor bond beverage estate dispenser automated ancillary
  distribution production tape teller dating escort fery agent manager proprietor preparation
  developing locker notion precious cheque traveler junior tile watch clock`.split(/\s+/),
);

// ---- helpers ----

interface Candidate {
  concept: ConceptId;
  weight: number;
  display: string;
  /** The index's kind ('shop/supermarket'), when the candidate comes from it. */
  kind?: string;
}

interface KeyInfo {
  candidates: Candidate[];
  source: 'nsi' | 'mcc' | 'curated';
}

function cleanDisplay(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isMostlyLatin(name: string): boolean {
  const letters = name.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((ch) => /\p{Script=Latin}/u.test(ch)).length;
  return latin * 2 >= letters.length;
}

/** A word mixing Latin letters with another script's ('SANパーク', 'Skuratov Сoffee'). */
function isMixedScript(name: string): boolean {
  return name.split(/[^\p{L}\p{M}]+/u).some((word) => {
    const letters = word.match(/[\p{Lu}\p{Ll}\p{Lt}\p{Lo}]/gu) ?? [];
    const latin = letters.filter((ch) => /\p{Script=Latin}/u.test(ch)).length;
    return latin > 0 && latin < letters.length;
  });
}

function isUsableKey(key: string, source: KeyInfo['source']): boolean {
  if (key.length < 2) return false;
  // Mostly digits (a route number, a phone number) says nothing; our own list may name 'O2'.
  const letters = key.replace(/[^a-z]/g, '').length;
  return letters >= (source === 'curated' ? 1 : 2);
}

const keywordPhrases = new Set<string>();
for (const group of KEYWORD_GROUPS) for (const word of group.words) keywordPhrases.add(word);

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

// ---- build ----

interface NsiItem {
  displayName: string;
  matchNames?: string[];
  tags: Record<string, string>;
}
interface NsiFile {
  _meta: { version: string };
  nsi: Record<string, { items: NsiItem[] }>;
}
interface GenericWordsFile {
  genericWords: string[];
}
interface CuratedFile {
  groups: { concept: string; source: string; names: string[] }[];
  processors: { names: string[] };
}
interface MccRow {
  mcc: string;
  edited_description: string;
  combined_description: string;
}

function main(): void {
  // The package's "exports" map does not expose its JSON, so find its folder from its main entry.
  const nsiDir = path.resolve(path.dirname(require.resolve('name-suggestion-index')), '../..');
  const nsi = readJson<NsiFile>(path.join(nsiDir, 'dist/json/nsi.json'));
  const nsiVersion = readJson<{ version: string }>(path.join(nsiDir, 'package.json')).version;
  const generic = readJson<GenericWordsFile>(
    path.join(nsiDir, 'dist/json/genericWords.json'),
  ).genericWords.map((pattern) => new RegExp(pattern, 'i'));
  const curated = readJson<CuratedFile>(path.join(dataDir, 'curated-merchants.json'));
  const mccRows = readJson<MccRow[]>(path.join(dataDir, 'mcc-codes/mcc_codes.json'));

  const keys = new Map<string, KeyInfo>();
  const addCandidate = (rawName: string, candidate: Candidate, source: KeyInfo['source']): void => {
    const key = toKey(rawName);
    if (!isUsableKey(key, source) || keywordPhrases.has(key) || GENERIC_NAMES.has(key)) return;
    // 'Оптика 1st' is not the brand '1st': a name mostly in another script gives no Latin key.
    if (source === 'nsi' && !isMostlyLatin(rawName)) return;
    // Nor is 'SANパーク' the brand 'San': a word mixing scripts leaves a fragment once folded (the
    // brand's Latin name, when it has one, comes from its other tags).
    if (source === 'nsi' && isMixedScript(rawName)) return;
    // A one-word name that is a city or country is read as the place in a description, not a brand.
    if (source !== 'curated' && PLACE_NAMES.has(key)) return;
    // 'La Boucherie' is the word for a butcher's with an article: leave it to the keywords.
    const withoutArticle = key.replace(/^(the|la|le|les|l|el|il|der|die|das|de|het|los|las) /, '');
    if (withoutArticle !== key && keywordPhrases.has(withoutArticle)) return;
    // Two or three letters make a name only when the brand writes them so ('KFC', 'BP', 'dm').
    if (source === 'nsi' && key.length <= 3 && toKey(candidate.display).replace(/ /g, '') !== key)
      return;
    if (generic.some((re) => re.test(key))) return;
    let info = keys.get(key);
    if (!info) {
      info = { candidates: [], source };
      keys.set(key, info);
    }
    // Curated knowledge replaces what the index says about the same name.
    if (source === 'curated' && info.source !== 'curated') {
      info.candidates = [];
      info.source = 'curated';
    } else if (info.source === 'curated' && source !== 'curated') return;
    info.candidates.push(candidate);
  };
  // Statements run words together ('MARKSSPENCER', 'PIZZAHUT', 'DISCHEM'): each name of two or
  // more words is also known written as one.
  const addWithVariants = (
    rawName: string,
    candidate: Candidate,
    source: KeyInfo['source'],
  ): void => {
    addCandidate(rawName, candidate, source);
    const words = splitWords(rawName);
    if (words.length >= 2 && words.length <= 4) {
      const squashed = words.join('');
      // 'H-E-B' is also written 'HEB': initials join at any length.
      const isInitials = words.every((w) => w.length === 1);
      if ((squashed.length >= 7 || isInitials) && !keys.has(squashed))
        addCandidate(squashed, { ...candidate, weight: candidate.weight * 0.8 }, source);
    }
    if (/\s&\s/.test(rawName))
      addWithVariants(rawName.replace(/\s&\s/g, ' and '), candidate, source);
  };

  // 'Booker Wholesale' is printed 'BOOKER LIMITED': the name without the word for its kind, kept
  // for after every full name is known, so that it never takes another brand's name.
  const shortForms: [string, Candidate][] = [];
  let nsiItems = 0;
  for (const [treePath, { items }] of Object.entries(nsi.nsi)) {
    const [tree, ...rest] = treePath.split('/');
    const kind = rest.join('/');
    if (tree === 'brands') {
      const concept = NSI_KINDS[kind];
      if (!concept) continue;
      const factor = SECONDARY_KINDS.has(kind) ? 0.5 : 1;
      for (const item of items) {
        nsiItems += 1;
        const tags = item.tags;
        const display =
          cleanDisplay(item.displayName) || cleanDisplay(tags.brand ?? tags.name ?? '');
        if (!toKey(display)) continue;
        const names = new Set(
          [item.displayName, tags.name, tags.brand, tags['brand:en'], tags['name:en']]
            .filter((n): n is string => typeof n === 'string')
            .map(cleanDisplay),
        );
        for (const name of names) {
          addWithVariants(name, { concept, weight: factor, display, kind }, 'nsi');
          const short = withoutKindWord(name);
          if (short) shortForms.push([short, { concept, weight: 0.6 * factor, display, kind }]);
        }
        for (const name of item.matchNames ?? [])
          addCandidate(name, { concept, weight: 0.6 * factor, display, kind }, 'nsi');
        // The brand's other names: its full style ('Courtyard by Marriott'), a former name, and
        // the short form people and card terminals use ('Sprouts', 'M&S').
        // (Not for banks: a bank's former names are other banks' and places' names.)
        for (const tag of ['official_name', 'alt_name', 'old_name', 'short_name', 'brand:short']) {
          const other = concept === 'bank' ? undefined : tags[tag];
          // One word alone ('Standard', 'Hawthorn', 'Jeromes') is more often an everyday word or a
          // place than the brand: only names of two words or more.
          if (typeof other === 'string' && toKey(cleanDisplay(other)).includes(' '))
            addCandidate(
              cleanDisplay(other),
              { concept, weight: 0.6 * factor, display, kind },
              'nsi',
            );
        }
      }
    } else {
      const concept = NSI_OPERATOR_PATHS[treePath];
      if (!concept) continue;
      for (const item of items) {
        nsiItems += 1;
        const tags = item.tags;
        const names = [tags.operator, tags.network, tags['operator:en'], tags['network:en']]
          .filter((n): n is string => typeof n === 'string')
          .map(cleanDisplay);
        for (const name of names) {
          const key = toKey(name);
          // Networks called after a place or a bare abbreviation would catch unrelated lines.
          if (key.split(' ').length < 2) continue;
          if (
            /\b(city|county|council|municipal|gemeinde|stadt|ville|region|department|district|government|ministry|state|province|kommune)\b/.test(
              key,
            )
          )
            continue;
          addCandidate(name, { concept, weight: 0.8, display: name }, 'nsi');
        }
      }
    }
  }

  // MCC: airline, car rental and hotel chain names.
  const mccConcept = new Map<string, ConceptId>();
  const findMccConcept = (code: number): ConceptId | undefined => {
    let found: ConceptId | undefined;
    for (const [from, to, concept] of MCC_RANGES) if (code >= from && code <= to) found = concept;
    return found;
  };
  const wordConcepts = new Map<string, Map<ConceptId, number>>();
  for (const row of mccRows) {
    const code = Number(row.mcc);
    const concept = findMccConcept(code);
    if (!concept) continue;
    mccConcept.set(row.mcc, concept);
    const description = row.edited_description || row.combined_description;
    if (code >= 3000 && code <= 3999) {
      const display = description.replace(/\s+/g, ' ').trim();
      const key = toKey(display);
      // Generic rows ('Airlines', 'Hotels/Motels/Inns/Resorts') are not names.
      if (/^(airlines?|hotels?.*|car rental.*|motels?|resorts?)$/.test(key)) continue;
      // One short word ('WESTERN', 'MIDWAY') is more often something else in a description.
      if (!key.includes(' ') && key.length < 8) continue;
      addCandidate(display, { concept, weight: 1, display: toTitleCase(display) }, 'mcc');
      continue;
    }
    for (const word of splitWords(description)) {
      const w = singularize(word);
      if (w.length < 4 || MCC_STOPWORDS.has(w) || MCC_STOPWORDS.has(word)) continue;
      const counts = wordConcepts.get(w) ?? new Map<ConceptId, number>();
      counts.set(concept, (counts.get(concept) ?? 0) + 1);
      wordConcepts.set(w, counts);
    }
  }

  // Curated names.
  for (const group of curated.groups) {
    if (!isConceptId(group.concept)) throw new Error(`curated: unknown concept ${group.concept}`);
    for (const entry of group.names) {
      const [display, ...alts] = entry.split('|');
      if (!display) continue;
      for (const name of [display, ...alts])
        addWithVariants(name, { concept: group.concept, weight: 1, display }, 'curated');
    }
  }

  // A first word that begins brands of other kinds ('Virgin' of Virgin Hotels, Virgin Trains and
  // Virgin Media) belongs to none of them.
  const kindsByFirstWords = new Map<string, Set<string>>();
  for (const [key, info] of keys) {
    const words = key.split(' ');
    for (let n = 1; n < words.length; n += 1) {
      const head = words.slice(0, n).join(' ');
      const kinds = kindsByFirstWords.get(head) ?? new Set<string>();
      for (const c of info.candidates) kinds.add(c.concept);
      kindsByFirstWords.set(head, kinds);
    }
  }
  for (const [name, candidate] of shortForms) {
    const key = toKey(name);
    if (keys.has(key) || key.startsWith('the ')) continue;
    if ((kindsByFirstWords.get(key)?.size ?? 0) > 1) continue;
    addCandidate(name, candidate, 'nsi');
  }

  // Resolve each key to one concept and group keys by (source, concept, display, flags).
  const entries = new Map<
    string,
    {
      source: KeyInfo['source'];
      concept: ConceptId;
      flags: string;
      display: string;
      keys: string[];
    }
  >();
  let ambiguous = 0;
  for (const [key, info] of keys) {
    const totals = new Map<ConceptId, number>();
    const displayWeight = new Map<string, number>();
    const kinds = new Set(info.candidates.map((c) => c.kind));
    // A supermarket with a petrol station is a supermarket; a petrol station with a shop is a
    // petrol station.
    const isSupermarket = kinds.has('shop/supermarket');
    const isFuel = kinds.has('amenity/fuel');
    for (const c of info.candidates) {
      let weight = c.weight;
      if (isSupermarket && c.kind === 'amenity/fuel') weight *= 0.5;
      if (isFuel && !isSupermarket && (c.kind === 'shop/convenience' || c.kind === 'shop/kiosk'))
        weight *= 0.5;
      totals.set(c.concept, (totals.get(c.concept) ?? 0) + weight);
      displayWeight.set(c.display, (displayWeight.get(c.display) ?? 0) + weight);
    }
    const ranked = [...totals].sort(
      (a, b) => b[1] - a[1] || rankConcept(a[0]) - rankConcept(b[0]) || a[0].localeCompare(b[0]),
    );
    const [concept, best] = ranked[0]!;
    const sum = [...totals.values()].reduce((s, v) => s + v, 0);
    // The display that is this very name first ('Greggs', not 'Bitesize Greggs'), then the most
    // used, then the shortest.
    const isOwnName = (name: string): number => (toKey(name) === key ? 1 : 0);
    const isLatin = (name: string): number => (isMostlyLatin(name) ? 1 : 0);
    const display = [...displayWeight].sort(
      (a, b) =>
        isLatin(b[0]) - isLatin(a[0]) ||
        isOwnName(b[0]) - isOwnName(a[0]) ||
        b[1] - a[1] ||
        a[0].length - b[0].length ||
        a[0].localeCompare(b[0]),
    )[0]![0];
    const words = key.split(' ');
    const isWeak =
      words.length === 1 &&
      (COMMON_WORDS.has(key) || COMMON_WORDS.has(singularize(key)) || key.length <= 3);
    const isAmbiguous = best / sum < 0.6;
    if (isAmbiguous) ambiguous += 1;
    // '!' marks a two-letter name from our curated list ('BP', 'EE', 'O2'): known to be a brand.
    const isTrustedShort = info.source === 'curated' && key.length <= 2;
    const flags = `${isWeak ? '~' : ''}${isAmbiguous ? '?' : ''}${isTrustedShort ? '!' : ''}`;
    const id = `${info.source}\u0000${concept}\u0000${flags}\u0000${display}`;
    const entry = entries.get(id) ?? { source: info.source, concept, flags, display, keys: [] };
    entry.keys.push(key);
    entries.set(id, entry);
  }

  // Encode: 'Display' when the only key is the display in lower case, else 'Display|key|key'.
  const brands: Record<string, string[]> = {};
  for (const entry of [...entries.values()].sort((a, b) => a.display.localeCompare(b.display))) {
    const section = entry.source === 'mcc' ? `mcc:${entry.concept}` : entry.concept;
    const display = entry.display.replace(/\|/g, ' ');
    const sortedKeys = [...entry.keys].sort();
    const isPlain = sortedKeys.length === 1 && sortedKeys[0] === display.toLowerCase();
    const text = entry.flags + (isPlain ? display : [display, ...sortedKeys].join('|'));
    (brands[section] ??= []).push(text);
  }

  // MCC words whose descriptions all point one way, and that our keywords do not already hold.
  const mccWords: Record<string, string[]> = {};
  for (const [word, counts] of [...wordConcepts].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (counts.size !== 1 || keywordPhrases.has(word) || COMMON_WORDS.has(word)) continue;
    const [concept] = [...counts.keys()];
    (mccWords[concept!] ??= []).push(word);
  }
  const mccWordsJoined: Record<string, string> = {};
  for (const [concept, words] of Object.entries(mccWords))
    mccWordsJoined[concept] = words.join(' ');

  const processors = [...new Set(curated.processors.names.map(toKey))].sort();

  const output = {
    _generated: `Generated by scripts/build-merchant-knowledge.ts (npm run knowledge:build); do not edit by hand. Brand names from name-suggestion-index ${nsiVersion} (BSD-3-Clause, see LICENSE-name-suggestion-index.md beside this file); MCC codes and names from greggles/mcc-codes (Unlicense, see mcc-codes/LICENSE.txt); curated names from curated-merchants.json (Pennyflow).`,
    _format:
      "brands: concept -> entries 'Display|key|key' (keys are folded names; an entry without keys has the display in lower case as its one key). Prefix '~': a common word, believed only at the start of a merchant; '?': the name means several kinds; '!': a curated two-letter name. Sections 'mcc:<concept>' come from the MCC list. mcc: code -> concept. mccWords: concept -> words of MCC descriptions. processors: payment processor prefixes.",
    version: 1,
    brands,
    mcc: Object.fromEntries([...mccConcept].sort((a, b) => a[0].localeCompare(b[0]))),
    mccWords: mccWordsJoined,
    processors,
  };
  const json = `${JSON.stringify(output, null, 2)}\n`;
  writeFileSync(outFile, json);

  const entryCount = Object.values(brands).reduce((n, list) => n + list.length, 0);
  console.log(
    `merchant knowledge: ${nsiItems} NSI items, ${keys.size} names -> ${entryCount} entries (${ambiguous} ambiguous), ` +
      `${mccConcept.size} MCC codes, ${Object.values(mccWords).flat().length} MCC words, ${processors.length} processors; ` +
      `${(json.length / 1024).toFixed(0)} kB -> ${path.relative(root, outFile)}`,
  );
  const unused = Object.keys(CONCEPTS).filter(
    (c) => !brands[c] && !Object.keys(brands).includes(`mcc:${c}`),
  );
  if (unused.length) console.log(`concepts without brands: ${unused.join(', ')}`);
}

function rankConcept(concept: ConceptId): number {
  const i = CONCEPT_PRIORITY.indexOf(concept);
  return i === -1 ? CONCEPT_PRIORITY.length : i;
}

function toTitleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

main();
