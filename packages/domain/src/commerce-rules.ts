import { JEE_BOARD_ID, NEET_BOARD_ID } from './board-visibility.js';

// Packages on sale: the exam packages a flag names, and the tax in a package's price.

/** Spec 001 §9: "Package flags: board 596 is JEE, 606 is NEET" (package_flag of packages/packageList). */
export const PACKAGE_FLAG_BOARDS: Readonly<Record<string, number>> = { JEE: JEE_BOARD_ID, NEET: NEET_BOARD_ID };

/**
 * GST in a package's price. The specs show prices (currency INR) but no tax; the product's reading:
 * package prices are shown GST-inclusive, as Indian consumer prices are, and India's GST on online
 * education services is 18%. The invoice splits the price into the taxable value and the tax.
 */
export const GST_RATE_PERCENT = 18;
