// Money is integer paise everywhere; rupee strings exist only at the edges (forms, receipts, screens).

export const LIFE_MEMBERSHIP_PAISE = 50_000; // ₹500, Dakshin Bharat Jain Sabha life membership
export const MAGAZINE_MEMBERSHIP_PAISE = 150_000; // ₹1500, Pragati and Jinvijay magazine, 5 years on the form
export const DONATION_PRESETS_RUPEES = [500, 1000, 2000] as const;
// The gateway refuses orders under ₹1; the upper bound keeps a typo from creating a crore-rupee order.
export const MIN_DONATION_PAISE = 100;
export const MAX_DONATION_PAISE = 10_00_000 * 100;
export const CURRENCY = 'INR';

export const GATEWAY_CHARGE_PERCENT = 2;
export const GST_PERCENT_OF_CHARGE = 18;

export interface ChargeBreakdown {
  basePaise: number;
  gatewayChargePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** Rounds numerator/denominator half up; both are non-negative integers. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * docs/product.md#charges-and-gst: gateway charge 2% of the base, GST 18% of that charge, total = base +
 * charge + GST. Each part is rounded to the paisa so that the three lines of the summary always add up to the
 * total.
 */
export function chargesFor(basePaise: number): ChargeBreakdown {
  if (!Number.isSafeInteger(basePaise) || basePaise < 0) {
    throw new RangeError(`base must be a non-negative whole number of paise, got ${basePaise}`);
  }
  const gatewayChargePaise = divideRoundHalfUp(basePaise * GATEWAY_CHARGE_PERCENT, 100);
  const gstPaise = divideRoundHalfUp(gatewayChargePaise * GST_PERCENT_OF_CHARGE, 100);
  return { basePaise, gatewayChargePaise, gstPaise, totalPaise: basePaise + gatewayChargePaise + gstPaise };
}

export interface MembershipChoice {
  dbjs_member: boolean;
  magazine_member: boolean;
}

/** The base price of a membership application, from the server's price list. */
export function membershipBasePaise(choice: MembershipChoice): number {
  return (
    (choice.dbjs_member ? LIFE_MEMBERSHIP_PAISE : 0) +
    (choice.magazine_member ? MAGAZINE_MEMBERSHIP_PAISE : 0)
  );
}

/**
 * Parses a rupee amount typed by a person ("1000", "1,000", "1000.50") into paise.
 * docs/product.md#validation: a non-numeric amount counts as 0.
 */
export function rupeesToPaise(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) && input > 0 ? Math.round(input * 100) : 0;
  const text = String(input ?? '')
    .replace(/[,\s₹]/g, '')
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 0;
  const [whole, fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : 0;
}

/**
 * "11,03,860": a whole number in the Indian grouping (the last three digits, then pairs). Written out rather than
 * asked of Intl.NumberFormat: a page's first Intl formatter loads the locale's data, about 25 ms of a phone's
 * main thread (100 ms at Lighthouse's 4x throttle) in the middle of the donation form's start.
 */
function indianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** "₹51,180.00"-style Indian grouping (₹11,03,860.00), as Intl's en-IN rupees write it. */
export function formatPaise(paise: number): string {
  const size = Math.abs(Math.round(paise));
  const rupees = indianDigits(Math.floor(size / 100));
  return `${paise < 0 ? '-' : ''}₹${rupees}.${String(size % 100).padStart(2, '0')}`;
}

/** "₹2,000"-style whole rupees, for the donation form's preset amounts. */
export function formatWholeRupees(rupees: number): string {
  const whole = Math.round(Math.abs(rupees));
  return `${rupees < 0 ? '-' : ''}₹${indianDigits(whole)}`;
}

/** Two-decimal rupee string, as the checkout and the older API send "amount". */
export function paiseToRupeeString(paise: number): string {
  return (paise / 100).toFixed(2);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole number split the Indian way, as amounts in words count it: crores (any number of them), lakhs and
 * thousands (below 100 each) and the rest below a thousand.
 */
export function indianGroups(n: number): { crore: number; lakh: number; thousand: number; rest: number } {
  return {
    crore: Math.floor(n / 1_00_00_000),
    lakh: Math.floor((n % 1_00_00_000) / 1_00_000),
    thousand: Math.floor((n % 1_00_000) / 1000),
    rest: n % 1000,
  };
}

/** Indian numbering in words (crore, lakh, thousand) for 80G receipts: "Rupees Five Hundred Twelve and Paise Fifty Only". */
export function paiseInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const paiseOnly = paise % 100;
  const parts: string[] = [];
  const { crore, lakh, thousand, rest } = indianGroups(rupees);
  if (crore)
    parts.push(
      `${crore >= 1000 ? paiseInWords(crore * 100).replace(/^Rupees | Only$/g, '') : belowThousand(crore)} Crore`,
    );
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  const rupeeWords = parts.length ? parts.join(' ') : 'Zero';
  return `Rupees ${rupeeWords}${paiseOnly ? ` and Paise ${belowHundred(paiseOnly)}` : ''} Only`;
}
