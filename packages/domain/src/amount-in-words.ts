// An invoice's amount in words, in the Indian numbering system (thousand, lakh, crore).

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

/** 1..99 in words ("Eighty", "Forty Two"); "" for 0. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

/** 1..999 in words ("One Hundred Eighty"); "" for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest ? `${ONES[hundreds]} Hundred ${rest}` : `${ONES[hundreds]} Hundred`;
}

/**
 * A whole number in Indian words: groups of crore (10^7), lakh (10^5), thousand, then the last three
 * digits; the crores are themselves a number in words ("One Hundred Crore"). Zero is "Zero".
 */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole number of at least 0: ${value}`);
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const parts = [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(value % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** "Rupees One Thousand One Hundred Eighty and Paise Fifty Only"; no paise part when there are none. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = `Rupees ${indianNumberInWords(Math.floor(paise / 100))}`;
  const rest = paise % 100;
  return rest ? `${rupees} and Paise ${indianNumberInWords(rest)} Only` : `${rupees} Only`;
}
