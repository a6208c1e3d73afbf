// Where the document readers' files are served (scripts/vite/vendor-assets.ts defines these).
/** tesseract.js worker, core and language data: '/assets/ocr/<versions>/'. */
declare const __OCR_BASE__: string;
/** pdf.js character maps, standard fonts, colour profiles and image decoders. */
declare const __PDFJS_BASE__: string;
