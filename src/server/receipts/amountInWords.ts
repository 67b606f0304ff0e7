import { paiseInWords } from '../../shared/money';
import type { Language } from '../../shared/i18n/languages';

// The amount in words on a receipt, in the receipt's language, counted the Indian way (hundred, thousand, lakh,
// crore) as cheques and receipts write it: English "Rupees One Thousand Five Hundred Only" (shared/money.ts),
// Marathi "एक हजार पाचशे रुपये फक्त", Kannada "ಒಂದು ಸಾವಿರದ ಐನೂರು ರೂಪಾಯಿ ಮಾತ್ರ", Hindi "एक हज़ार पाँच सौ रुपये मात्र".
// Numbers up to 99 have their own names in Marathi and Hindi (a table each); Kannada joins tens and units.

// prettier-ignore
const HINDI_BELOW_100 = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

// prettier-ignore
const MARATHI_BELOW_100 = [
  'शून्य', 'एक', 'दोन', 'तीन', 'चार', 'पाच', 'सहा', 'सात', 'आठ', 'नऊ',
  'दहा', 'अकरा', 'बारा', 'तेरा', 'चौदा', 'पंधरा', 'सोळा', 'सतरा', 'अठरा', 'एकोणीस',
  'वीस', 'एकवीस', 'बावीस', 'तेवीस', 'चोवीस', 'पंचवीस', 'सव्वीस', 'सत्तावीस', 'अठ्ठावीस', 'एकोणतीस',
  'तीस', 'एकतीस', 'बत्तीस', 'तेहेतीस', 'चौतीस', 'पस्तीस', 'छत्तीस', 'सदतीस', 'अडतीस', 'एकोणचाळीस',
  'चाळीस', 'एक्केचाळीस', 'बेचाळीस', 'त्रेचाळीस', 'चव्वेचाळीस', 'पंचेचाळीस', 'सेहेचाळीस', 'सत्तेचाळीस', 'अठ्ठेचाळीस', 'एकोणपन्नास',
  'पन्नास', 'एक्कावन्न', 'बावन्न', 'त्रेपन्न', 'चोपन्न', 'पंचावन्न', 'छप्पन्न', 'सत्तावन्न', 'अठ्ठावन्न', 'एकोणसाठ',
  'साठ', 'एकसष्ठ', 'बासष्ठ', 'त्रेसष्ठ', 'चौसष्ठ', 'पासष्ठ', 'सहासष्ठ', 'सदुसष्ठ', 'अडुसष्ठ', 'एकोणसत्तर',
  'सत्तर', 'एकाहत्तर', 'बाहत्तर', 'त्र्याहत्तर', 'चौऱ्याहत्तर', 'पंचाहत्तर', 'शहात्तर', 'सत्त्याहत्तर', 'अठ्ठ्याहत्तर', 'एकोणऐंशी',
  'ऐंशी', 'एक्क्याऐंशी', 'ब्याऐंशी', 'त्र्याऐंशी', 'चौऱ्याऐंशी', 'पंच्याऐंशी', 'शहाऐंशी', 'सत्त्याऐंशी', 'अठ्ठ्याऐंशी', 'एकोणनव्वद',
  'नव्वद', 'एक्क्याण्णव', 'ब्याण्णव', 'त्र्याण्णव', 'चौऱ्याण्णव', 'पंच्याण्णव', 'शहाण्णव', 'सत्त्याण्णव', 'अठ्ठ्याण्णव', 'नव्व्याण्णव',
];

// prettier-ignore
const KANNADA_UNITS = ['ಸೊನ್ನೆ', 'ಒಂದು', 'ಎರಡು', 'ಮೂರು', 'ನಾಲ್ಕು', 'ಐದು', 'ಆರು', 'ಏಳು', 'ಎಂಟು', 'ಒಂಬತ್ತು'];
// prettier-ignore
const KANNADA_TEENS = [
  'ಹತ್ತು', 'ಹನ್ನೊಂದು', 'ಹನ್ನೆರಡು', 'ಹದಿಮೂರು', 'ಹದಿನಾಲ್ಕು', 'ಹದಿನೈದು', 'ಹದಿನಾರು', 'ಹದಿನೇಳು', 'ಹದಿನೆಂಟು', 'ಹತ್ತೊಂಬತ್ತು',
];
// prettier-ignore
const KANNADA_TENS = ['', '', 'ಇಪ್ಪತ್ತು', 'ಮೂವತ್ತು', 'ನಲವತ್ತು', 'ಐವತ್ತು', 'ಅರವತ್ತು', 'ಎಪ್ಪತ್ತು', 'ಎಂಬತ್ತು', 'ತೊಂಬತ್ತು'];
/** A unit that starts with a vowel joins the tens as a vowel sign: ಇಪ್ಪತ್ತು + ಒಂದು = ಇಪ್ಪತ್ತೊಂದು. */
const KANNADA_VOWEL_SIGNS: Record<string, string> = { ಒ: 'ೊ', ಎ: 'ೆ', ಐ: 'ೈ', ಆ: 'ಾ', ಏ: 'ೇ' };
// prettier-ignore
const KANNADA_HUNDREDS = ['', 'ನೂರು', 'ಇನ್ನೂರು', 'ಮುನ್ನೂರು', 'ನಾನೂರು', 'ಐನೂರು', 'ಆರುನೂರು', 'ಏಳುನೂರು', 'ಎಂಟುನೂರು', 'ಒಂಬೈನೂರು'];

function kannadaBelow100(n: number): string {
  if (n < 10) return KANNADA_UNITS[n];
  if (n < 20) return KANNADA_TEENS[n - 10];
  const tens = KANNADA_TENS[Math.floor(n / 10)];
  const unit = n % 10;
  if (unit === 0) return tens;
  const unitWord = KANNADA_UNITS[unit];
  const sign = KANNADA_VOWEL_SIGNS[unitWord[0]];
  // ಇಪ್ಪತ್ತು → ಇಪ್ಪತ್ತ + ೊಂದು; before ಮೂರು and ನಾಲ್ಕು: ಇಪ್ಪತ್ + ಮೂರು (ಇಪ್ಪತ್ಮೂರು, ಇಪ್ಪತ್ನಾಲ್ಕು).
  if (sign) return tens.slice(0, -1) + sign + unitWord.slice(1);
  return tens.slice(0, -2) + unitWord;
}

interface Scale {
  below100(n: number): string;
  /** 1 to 9 hundreds, `more` when a smaller number follows. */
  hundreds(count: number, more: boolean): string;
  thousand(more: boolean): string;
  lakh(more: boolean): string;
  crore(more: boolean): string;
  /** The whole line from the rupees' and the paise's words ('' for no paise). */
  line(rupees: string, paise: string): string;
}

const MARATHI_HUNDREDS = ['', 'एकशे', 'दोनशे', 'तीनशे', 'चारशे', 'पाचशे', 'सहाशे', 'सातशे', 'आठशे', 'नऊशे'];

const SCALES: Record<Exclude<Language, 'en'>, Scale> = {
  hi: {
    below100: (n) => HINDI_BELOW_100[n],
    hundreds: (count) => `${HINDI_BELOW_100[count]} सौ`,
    thousand: () => 'हज़ार',
    lakh: () => 'लाख',
    crore: () => 'करोड़',
    line: (rupees, paise) => `${rupees} रुपये${paise ? ` और ${paise} पैसे` : ''} मात्र`,
  },
  mr: {
    below100: (n) => MARATHI_BELOW_100[n],
    // 100 alone is शंभर; 125 is एकशे पंचवीस.
    hundreds: (count, more) => (count === 1 && !more ? 'शंभर' : MARATHI_HUNDREDS[count]),
    thousand: () => 'हजार',
    lakh: () => 'लाख',
    crore: () => 'कोटी',
    line: (rupees, paise) => `${rupees} रुपये${paise ? ` आणि ${paise} पैसे` : ''} फक्त`,
  },
  kn: {
    below100: kannadaBelow100,
    // 500 is ಐನೂರು; 525 is ಐನೂರ ಇಪ್ಪತ್ತೈದು. A thousand or lakh followed by more takes ದ: ಒಂದು ಸಾವಿರದ ಐನೂರು.
    hundreds: (count, more) => (more ? KANNADA_HUNDREDS[count].slice(0, -1) : KANNADA_HUNDREDS[count]),
    thousand: (more) => (more ? 'ಸಾವಿರದ' : 'ಸಾವಿರ'),
    lakh: (more) => (more ? 'ಲಕ್ಷದ' : 'ಲಕ್ಷ'),
    crore: () => 'ಕೋಟಿ',
    line: (rupees, paise) => `${rupees} ರೂಪಾಯಿ${paise ? ` ಮತ್ತು ${paise} ಪೈಸೆ` : ''} ಮಾತ್ರ`,
  },
};

function wholeNumber(scale: Scale, n: number): string {
  if (n === 0) return scale.below100(0);
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  let rest = n % 1_00_00_000;
  const lakh = Math.floor(rest / 1_00_000);
  rest %= 1_00_000;
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  const hundred = Math.floor(rest / 100);
  const below = rest % 100;
  if (crore) parts.push(`${wholeNumber(scale, crore)} ${scale.crore(lakh + thousand + rest > 0)}`);
  if (lakh) parts.push(`${scale.below100(lakh)} ${scale.lakh(thousand + rest > 0)}`);
  if (thousand) parts.push(`${scale.below100(thousand)} ${scale.thousand(rest > 0)}`);
  if (hundred) parts.push(scale.hundreds(hundred, below > 0));
  if (below) parts.push(scale.below100(below));
  return parts.join(' ');
}

/** An amount of paise in words in `language`. */
export function amountInWords(paise: number, language: Language): string {
  if (language === 'en') return paiseInWords(paise);
  const scale = SCALES[language];
  const rupees = Math.floor(paise / 100);
  const paiseOnly = paise % 100;
  return scale.line(wholeNumber(scale, rupees), paiseOnly ? scale.below100(paiseOnly) : '');
}
