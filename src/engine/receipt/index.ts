// Receipt scanning's engine: a receipt's OCR text to a transaction's merchant, total, date,
// currency and category. The picture is read by OCR in the browser (features/receipts) or on the
// command line (scripts/receipt-reader.ts), both cutting it to the paper first (crop.ts).
import { createCategorizer, detectCountry } from '../categorize/index.ts';
import { correctMisreadWords, findNearBrand } from './near-brand.ts';
import { parseReceipt, type ReceiptReading } from './parse.ts';

export { parseReceipt, type ReceiptReading } from './parse.ts';
export { prepareReceipt, type CanvasLike } from './crop.ts';

/** A brand the engine knows, named on a receipt's line ('Aldi GmbH & Co. KG' is Aldi). */
function brandFinder(country: string | undefined): (line: string) => string | null {
  const categorize = createCategorizer(country ? { country } : {});
  return (line) => {
    const decision = categorize({ description: line.slice(0, 120), amountCents: -100 });
    return decision.reason === 'brand' && decision.confidence >= 0.7
      ? decision.merchant.name
      : null;
  };
}

export interface ReadReceipt extends ReceiptReading {
  /** The merchant's category: one of `userCategories` when given, else a default one. */
  category: string | null;
}

/** Reads a receipt's text and places its merchant in a category. */
export function readReceiptText(
  text: string,
  options: { fallbackCurrency?: string; userCategories?: readonly string[] } = {},
): ReadReceipt {
  const first = parseReceipt(text, options);
  // The currency's country, or an IBAN's or phone number's among the euro countries.
  const country = detectCountry({ currency: first.currency, text });
  const reading = parseReceipt(text, {
    ...options,
    knownName: brandFinder(country),
    nearName: (line) => findNearBrand(line, country),
    correctName: correctMisreadWords,
  });
  let category: string | null = null;
  if (reading.merchant) {
    const categorize = createCategorizer({
      ...(country && { country }),
      ...(options.userCategories?.length && { userCategories: [...options.userCategories] }),
    });
    const decision = categorize({
      description: reading.merchant,
      amountCents: -(reading.total ?? 100),
    });
    category = decision.category === 'Needs Category' ? null : decision.category;
  }
  return { ...reading, category };
}
