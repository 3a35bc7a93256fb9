export { csvCell, csvLine, neutraliseFormula, startsLikeFormula, type CsvValue } from './csv-cell.js';
