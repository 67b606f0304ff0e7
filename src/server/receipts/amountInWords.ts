import { indianGroups, paiseInWords } from '../../shared/money';
import type { Language } from '../../shared/i18n/languages';
import NUMBER_WORDS from './numberWords.json';

// The amount in words on a receipt, in the receipt's language, counted the Indian way (hundred, thousand, lakh,
// crore) as cheques and receipts write it: English "Rupees One Thousand Five Hundred Only" (shared/money.ts),
// Marathi "एक हजार पाचशे रुपये फक्त", Kannada "ಒಂದು ಸಾವಿರದ ಐನೂರು ರೂಪಾಯಿ ಮಾತ್ರ", Hindi "एक हज़ार पाँच सौ रुपये मात्र".
// Numbers up to 99 have their own names in Marathi and Hindi (a table each); Kannada joins tens and units. The
// words themselves are data (numberWords.json): index n is the word for n (for tens and hundreds, n tens or hundreds).

const HINDI_BELOW_100 = NUMBER_WORDS.hi.below100;
const MARATHI_BELOW_100 = NUMBER_WORDS.mr.below100;
const MARATHI_HUNDREDS = NUMBER_WORDS.mr.hundreds;
const {
  units: KANNADA_UNITS,
  teens: KANNADA_TEENS,
  tens: KANNADA_TENS,
  hundreds: KANNADA_HUNDREDS,
} = NUMBER_WORDS.kn;

/** A unit that starts with a vowel joins the tens as a vowel sign: ಇಪ್ಪತ್ತು + ಒಂದು = ಇಪ್ಪತ್ತೊಂದು. */
const KANNADA_VOWEL_SIGNS: Record<string, string> = { ಒ: 'ೊ', ಎ: 'ೆ', ಐ: 'ೈ', ಆ: 'ಾ', ಏ: 'ೇ' };

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
  const { crore, lakh, thousand, rest } = indianGroups(n);
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
