import { errorTexts } from '../error-texts.ts';

/**
 * The error codes' texts in English, loaded with the global texts of English only. The build writes
 * them out as plain data (vite/contract-for-web.ts, `errorTextsModule`), so that no page carries the
 * other language's texts or the contract's catalogue.
 */
export default errorTexts('en');
