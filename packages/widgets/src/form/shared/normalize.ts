/** Lower-cased text without accents, so "Bogota" finds "Bogotá" and "NIT" finds "nit". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
