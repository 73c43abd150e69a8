/** A prefix, suffix or layout of their own, no published check digit. */

import { type CarrierFormat } from './format.types.js';

export const PREFIX_FORMATS: readonly CarrierFormat[] = [
  {
    id: 'amazon-logistics',
    carrier: 'amazon',
    name: 'Amazon Logistics (TBA, TBC, TBM)',
    description:
      'TBA (US), TBC (Canada) or TBM (Mexico) followed by 12 digits, or by 3 letters and 9 digits; no check digit',
    pattern: /^(?<prefix>TB[ACM])(?<serial>\d{12}|[A-Z]{3}\d{9})$/,
    lengths: [15],
    kind: 'alphanumeric',
    examples: {
      valid: ['TBA502887274000', 'TBA010000000000', 'TBC038034537009', 'TBM123456789012', 'TBAONT500361196'],
      invalid: [
        { number: 'TBA50288727400', reason: 'length' },
        { number: 'TBB000000000000', reason: 'format' },
        { number: 'TBA50288727400A', reason: 'format' },
      ],
    },
  },
  {
    id: 'lasership-l',
    carrier: 'ontrac',
    name: 'LaserShip L (LX, LS, LA, LI…)',
    description: 'L, a letter (LX, LS, LA, LI, LE…) and 8 digits; no check digit',
    pattern: /^(?<prefix>L[A-Z])(?<serial>\d{8})$/,
    lengths: [10],
    kind: 'alphanumeric',
    examples: {
      valid: ['LX17635036', 'LX16641251', 'LS12345678', 'LA31008265', 'LI10475322'],
      invalid: [
        { number: 'LX1763503', reason: 'length' },
        { number: 'LX1763503N', reason: 'format' },
        { number: 'XL17635036', reason: 'format' },
      ],
    },
  },
  {
    id: 'lasership-1ls',
    carrier: 'ontrac',
    name: 'LaserShip 1LS (1LS7, 1LSC, 1LSCX)',
    description:
      '1LS7, then 1 or 2 and 10 digits; or 1 or 2, 2 digits, 01, 1–4, 6 digits and a trailing 1 (printed -1); or 1 or ' +
      '2 and 15 or 16 digits; or 1LSC and 11 to 15 letters or digits (1LSCX…); no check digit',
    // The 1LS7 layouts are the four lengths LaserShip prints (tracking_number_data's LaserShip 1LS7 (15) and (18)
    // definitions, and the 20- and 21-character numbers of its issue 4); the 18-character one carries a fixed 01[1-4]
    // and the piece suffix -1, so 1LS7119013618127-2 is not a LaserShip number.
    pattern: /^1LS(?<serial>7[12](?:\d{10}|\d{2}01[1-4]\d{6}1|\d{15,16})|C[0-9A-Z]{11,15})$/,
    lengths: [15, 16, 17, 18, 19, 20, 21],
    kind: 'alphanumeric',
    examples: {
      valid: [
        '1LS717793482164',
        '1LS724505321754',
        '1LS713461643483',
        '1LS7119013618127-1',
        '1LS7235012355811-1',
        '1LS72301001401854622',
        '1LS716317038000783263',
        '1LSCX1234567890',
      ],
      invalid: [
        { number: '1LS71779348216', reason: 'length' },
        { number: '1LX717793482164', reason: 'format' },
        { number: '1LS734505321754', reason: 'format' },
        { number: '1LS7119013618127-2', reason: 'format' },
        { number: '1LS7119023618127-1', reason: 'format' },
        { number: '1LS71779348216412', reason: 'format' },
      ],
    },
  },
  {
    id: 'fedex-door-tag',
    carrier: 'fedex',
    name: 'FedEx door tag',
    description: 'DT followed by 12 digits, left when a delivery attempt failed; no check digit',
    pattern: /^DT(?<serial>\d{12})$/,
    lengths: [14],
    kind: 'alphanumeric',
    examples: {
      valid: ['DT102345678901', 'DT000123456789'],
      invalid: [
        { number: 'DT10234567890', reason: 'length' },
        { number: 'DX102345678901', reason: 'format' },
      ],
    },
  },
  {
    id: 'yodel-jd',
    carrier: 'yodel',
    name: 'Yodel (JD, JJD + 16 digits)',
    description: 'JD or JJD followed by 16 digits (Yodel, now part of InPost UK; DHL uses JJD too); no check digit',
    pattern: /^(?<prefix>J?JD)(?<serial>\d{16})$/,
    lengths: [18, 19],
    kind: 'alphanumeric',
    examples: {
      valid: ['JJD0002257639032011', 'JJD0002255380054291', 'JD0002242617644732', 'JD0002254405060992'],
      invalid: [
        { number: 'JD000225440506099', reason: 'length' },
        { number: 'JC0002254405060992', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-paket-jjd',
    carrier: 'dhl-paket',
    name: 'DHL Paket licence plate (JJD)',
    description: 'JJD followed by 11 to 24 digits (the parcel licence plate); no check digit',
    pattern: /^JJD(?<serial>\d{11,24})$/,
    lengths: [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
    kind: 'alphanumeric',
    examples: {
      valid: ['JJD000390007880755716', 'JJD1410302937991', 'JJD01460000628123070123'],
      invalid: [
        { number: 'JJD0099999', reason: 'length' },
        { number: 'XJD000390007880755716', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-express-piece',
    carrier: 'dhl',
    name: 'DHL Express piece ID (JJD + 9 or 10 digits)',
    description: 'JJD followed by 9 or 10 digits; no check digit',
    pattern: /^JJD(?<serial>\d{9,10})$/,
    lengths: [12, 13],
    kind: 'alphanumeric',
    examples: {
      valid: ['JJD0099999999', 'JJD009999999'],
      invalid: [
        { number: 'JJD00999999', reason: 'length' },
        { number: 'XJD0099999998', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-jd',
    carrier: 'dhl',
    name: 'DHL Express licence plate (JD + 18 digits)',
    description: 'JD followed by 18 digits; no check digit',
    pattern: /^JD(?<serial>\d{18})$/,
    lengths: [20],
    kind: 'alphanumeric',
    examples: {
      valid: ['JD014600006281230701', 'JD011000123456789012'],
      invalid: [
        { number: 'JD01460000628123070', reason: 'length' },
        { number: 'JE014600006281230701', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-jvgl',
    carrier: 'dhl',
    name: 'DHL Global Forwarding (JVGL)',
    description: 'JVGL followed by 6 to 16 digits; no check digit',
    pattern: /^JVGL(?<serial>\d{6,16})$/,
    lengths: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    kind: 'alphanumeric',
    examples: {
      valid: ['JVGL0999999990', 'JVGL06123456'],
      invalid: [
        { number: 'JVGL01234', reason: 'length' },
        { number: 'JVGX0999999990', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-ecommerce-gm',
    carrier: 'dhl-ecommerce',
    name: 'DHL eCommerce (GM)',
    description: 'GM followed by 16 to 22 digits; no check digit',
    pattern: /^GM(?<serial>\d{16,22})$/,
    lengths: [18, 19, 20, 21, 22, 23, 24],
    kind: 'alphanumeric',
    examples: {
      valid: ['GM2951173225174494', 'GM295117494011169042'],
      invalid: [
        { number: 'GM295117322517449', reason: 'length' },
        { number: 'GS295117494011169041', reason: 'format' },
      ],
    },
  },
  {
    id: 'cainiao-lp',
    carrier: 'cainiao',
    name: 'Cainiao logistics order (LP)',
    description: 'LP followed by 12 to 16 digits (AliExpress Standard Shipping and other Cainiao services)',
    pattern: /^LP(?<serial>\d{12,16})$/,
    lengths: [14, 15, 16, 17, 18],
    kind: 'alphanumeric',
    examples: {
      valid: ['LP00123456789012', 'LP00498765432101', 'LP001234567890'],
      invalid: [
        { number: 'LP00123456789', reason: 'length' },
        { number: 'LQ00123456789012', reason: 'format' },
      ],
    },
  },
  {
    id: 'cainiao-cn',
    carrier: 'cainiao',
    name: 'Cainiao (CN)',
    description: 'CN followed by 12 to 15 digits (Cainiao Expedited and Selection services); no check digit',
    pattern: /^CN(?<serial>\d{12,15})$/,
    lengths: [14, 15, 16, 17],
    kind: 'alphanumeric',
    examples: {
      valid: ['CN123456789012', 'CN0123456789012'],
      invalid: [
        { number: 'CN12345678901', reason: 'length' },
        { number: 'CX123456789012', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-ecommerce',
    carrier: 'dhl-ecommerce',
    name: 'DHL eCommerce (LX, RX, UV, CN, SG, TH, IN, HK, MY)',
    description: 'A 2-letter origin prefix followed by 10 to 39 digits; no check digit',
    pattern: /^(?<prefix>LX|RX|UV|CN|SG|TH|IN|HK|MY)(?<serial>\d{10,39})$/,
    lengths: Array.from({ length: 30 }, (_, i) => 12 + i),
    kind: 'alphanumeric',
    examples: {
      valid: ['LX1234567890', 'RX12345678901234', 'SG12345678901234567890'],
      invalid: [
        { number: 'LX123456789', reason: 'length' },
        { number: 'LZ1234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'yunexpress-yt',
    carrier: 'yunexpress',
    name: 'YunExpress (YT)',
    description: 'YT followed by 16 digits; no check digit',
    pattern: /^YT(?<serial>\d{16})$/,
    lengths: [18],
    kind: 'alphanumeric',
    examples: {
      valid: ['YT2229521272164446', 'YT2229521272164447'],
      invalid: [
        { number: 'YT222952127216444', reason: 'length' },
        { number: 'YX2229521272164446', reason: 'format' },
      ],
    },
  },
  {
    id: '4px',
    carrier: '4px',
    name: '4PX',
    description: '4PX followed by 10 to 16 digits, optionally ending CN; no check digit',
    pattern: /^4PX(?<serial>\d{10,16})(?<origin>CN)?$/,
    lengths: [13, 14, 15, 16, 17, 18, 19, 20, 21],
    kind: 'alphanumeric',
    examples: {
      valid: ['4PX3001145112345CN', '4PX3000123456789'],
      invalid: [
        { number: '4PX123456789', reason: 'length' },
        { number: '4PY3001145112345CN', reason: 'format' },
      ],
    },
  },
  {
    id: 'yanwen-yp',
    carrier: 'yanwen',
    name: 'Yanwen (…YP)',
    description: '2 letters, 9 digits and the suffix YP; no check digit',
    pattern: /^(?<service>[A-Z]{2})(?<serial>\d{9})YP$/,
    lengths: [13],
    kind: 'alphanumeric',
    examples: {
      valid: ['UG123456789YP', 'VR018273645YP'],
      invalid: [
        { number: 'UG12345678YP', reason: 'length' },
        { number: 'UG123456789YQ', reason: 'format' },
      ],
    },
  },
  {
    id: 'sf-express',
    carrier: 'sf-express',
    name: 'SF Express (SF)',
    description: 'SF followed by 12 or 13 digits; no published check digit',
    pattern: /^SF(?<serial>\d{12,13})$/,
    lengths: [14, 15],
    kind: 'alphanumeric',
    examples: {
      valid: ['SF1234567890123', 'SF123456789012'],
      invalid: [
        { number: 'SF12345678901', reason: 'length' },
        { number: 'SG1234567890123', reason: 'format' },
      ],
    },
  },
  {
    id: 'jt-express-jt',
    carrier: 'jt-express',
    name: 'J&T Express (JT)',
    description: 'JT followed by 13 digits; no check digit',
    pattern: /^JT(?<serial>\d{13})$/,
    lengths: [15],
    kind: 'alphanumeric',
    examples: {
      valid: ['JT0001234567890', 'JT3012345678901'],
      invalid: [
        { number: 'JT000123456789', reason: 'length' },
        { number: 'JX0001234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'jt-express-jp',
    carrier: 'jt-express',
    name: 'J&T Express Indonesia (JP)',
    description: 'JP followed by 10 digits; no check digit',
    pattern: /^JP(?<serial>\d{10})$/,
    lengths: [12],
    kind: 'alphanumeric',
    examples: {
      valid: ['JP1234567890', 'JP0098765432'],
      invalid: [
        { number: 'JP123456789', reason: 'length' },
        { number: 'JQ1234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'landmark-ltn',
    carrier: 'landmark-global',
    name: 'Landmark Global (LTN)',
    description: 'LTN, 8 to 10 digits, N and the piece number; no check digit',
    pattern: /^LTN(?<serial>\d{8,10})N(?<piece>\d)$/,
    lengths: [13, 14, 15],
    kind: 'alphanumeric',
    examples: {
      valid: ['LTN74207623N1', 'LTN74209518N1', 'LTN74224021N1'],
      invalid: [
        { number: 'LTN7420762N1', reason: 'length' },
        { number: 'LSN74209518N1', reason: 'format' },
      ],
    },
  },
  {
    id: 'gofo-us',
    carrier: 'gofo',
    name: 'GOFO Express (GFUS)',
    description: 'GFUS followed by 14 digits; no check digit',
    pattern: /^GFUS(?<serial>\d{14})$/,
    lengths: [18],
    kind: 'alphanumeric',
    examples: {
      valid: ['GFUS01011884214464', 'GFUS01011884214272'],
      invalid: [
        { number: 'GFUS0101188421446', reason: 'length' },
        { number: 'GFUK01011884214464', reason: 'format' },
      ],
    },
  },
  {
    id: 'spee-dee',
    carrier: 'spee-dee',
    name: 'Spee-Dee Delivery (SP)',
    description: 'SP followed by 18 digits; no check digit',
    pattern: /^SP(?<serial>\d{18})$/,
    lengths: [20],
    kind: 'alphanumeric',
    examples: {
      valid: ['SP029692510000920746', 'SP029692510000901479', 'SP029692450001607639'],
      invalid: [
        { number: 'SP02969251000092074', reason: 'length' },
        { number: 'SX029692510000920746', reason: 'format' },
      ],
    },
  },
  {
    id: 'canpar-22',
    carrier: 'canpar',
    name: 'Canpar (22 characters)',
    description: 'C, D, K, L, S, U, X or Z followed by 21 digits; no check digit',
    pattern: /^(?<prefix>[CDKLSUXZ])(?<serial>\d{21})$/,
    lengths: [22],
    kind: 'alphanumeric',
    examples: {
      valid: ['D576002440000001718010', 'L576002440000000001004', 'S576002440000000025001'],
      invalid: [
        { number: 'D57600244000000251000', reason: 'length' },
        { number: 'M576002440000002510003', reason: 'format' },
      ],
    },
  },
  {
    id: 'postnl-3s',
    carrier: 'postnl',
    name: 'PostNL (3S)',
    description: '3S, a 1- to 4-letter customer code and a 6- to 11-digit serial; no check digit',
    pattern: /^3S(?<customer>[A-Z]{1,4})(?<serial>\d{6,11})$/,
    lengths: [9, 10, 11, 12, 13, 14, 15, 16, 17],
    kind: 'alphanumeric',
    examples: {
      valid: ['3SABCD123456789', '3SDEVC1234567', '3SKAAB0123456'],
      invalid: [
        { number: '3SABCD12345', reason: 'length' },
        { number: '3XABCD123456789', reason: 'format' },
      ],
    },
  },
  {
    id: 'evri-16',
    carrier: 'evri',
    name: 'Evri parcel barcode (16 characters)',
    description: 'H or T, 5 letters or digits and 10 digits (Evri, formerly Hermes UK); no published check digit',
    pattern: /^(?<prefix>[HT])(?<client>[0-9A-Z]{5})(?<serial>\d{10})$/,
    lengths: [16],
    kind: 'alphanumeric',
    examples: {
      valid: ['H00A2A0012345678', 'H01HYA0004807022', 'T00KVA0001234567'],
      invalid: [
        { number: 'H00A2A001234567', reason: 'length' },
        { number: 'X00A2A0012345678', reason: 'format' },
      ],
    },
  },
  {
    id: 'hermes-h20',
    carrier: 'hermes-de',
    name: 'Hermes Germany (H + 19 digits)',
    description: 'H followed by 19 digits; no published check digit',
    pattern: /^H(?<serial>\d{19})$/,
    lengths: [20],
    kind: 'alphanumeric',
    examples: {
      valid: ['H1001234567890123456', 'H1006650201234567890'],
      invalid: [
        { number: 'H100123456789012345', reason: 'length' },
        { number: 'G1001234567890123456', reason: 'format' },
      ],
    },
  },
  {
    id: 'colissimo-13',
    carrier: 'colissimo',
    name: 'Colissimo (13 characters)',
    description: 'A digit and a letter (the product code, such as 6A, 8R or 9V) followed by 11 digits',
    pattern: /^(?<product>\d[A-Z])(?<serial>\d{11})$/,
    lengths: [13],
    kind: 'alphanumeric',
    examples: {
      valid: ['6A12345678901', '8R00123456789', '9V21035469871'],
      invalid: [
        { number: '6A1234567890', reason: 'length' },
        { number: 'AA12345678901', reason: 'format' },
      ],
    },
  },
  {
    id: 'correos-23',
    carrier: 'correos-spain',
    name: 'Correos (23 characters)',
    description:
      'Product (2), client code (4), channel (2), client serial (7), package (2), destination postcode (5), ' +
      'control letter',
    pattern:
      /^(?<product>[A-Z]{2})(?<client>[0-9A-Z]{4})(?<channel>\d{2})(?<serial>\d{7})(?<package>[0-9A-Z]{2})(?<postcode>\d{5}|AD\d{3})(?<control>[A-Z])$/,
    lengths: [23],
    kind: 'alphanumeric',
    examples: {
      valid: ['PQ4F6P0712345670128001H', 'PK1A2B0100012340128080M'],
      invalid: [
        { number: 'PQ4F6P071234567012800H', reason: 'length' },
        { number: 'PQ4F6P0712345670128001', reason: 'length' },
        { number: 'PQ4F6PX712345670128001H', reason: 'format' },
      ],
    },
  },
  {
    id: 'poste-italiane-uw',
    carrier: 'poste-italiane',
    name: 'Poste Italiane parcel (…UW…)',
    description: 'A digit, UW and 10 letters or digits (Pacco ordinario and Crono parcels); no published check digit',
    pattern: /^(?<product>\dUW)(?=[A-Z]{0,9}\d)(?<serial>[0-9A-Z]{10})$/,
    lengths: [13],
    kind: 'alphanumeric',
    examples: {
      valid: ['1UW0123456789', '3UWB123456789'],
      invalid: [
        { number: '1UW012345678', reason: 'length' },
        { number: '1UX0123456789', reason: 'format' },
      ],
    },
  },
  {
    id: 'parcelforce-pb',
    carrier: 'parcelforce',
    name: 'Parcelforce Worldwide (PB)',
    description: 'PB, 2 letters and 10 digits; no check digit',
    pattern: /^PB(?<service>[A-Z]{2})(?<serial>\d{10})$/,
    lengths: [14],
    kind: 'alphanumeric',
    examples: {
      valid: ['PBTM1234567890', 'PBXM0012345001'],
      invalid: [
        { number: 'PBTM123456789', reason: 'length' },
        { number: 'PBT11234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'australia-post-12',
    carrier: 'australia-post',
    name: 'Australia Post eParcel (12 characters)',
    description: '2 digits, 3-letter merchant location ID and 7 digits; no check digit',
    pattern: /^(?<program>\d{2})(?<merchant>[A-Z]{3})(?<serial>\d{7})$/,
    lengths: [12],
    kind: 'alphanumeric',
    examples: {
      valid: ['33LNT5002245', '33XHM0123456'],
      invalid: [
        { number: '33LNT500224', reason: 'length' },
        { number: '3LNTX5002245', reason: 'format' },
      ],
    },
  },
];
