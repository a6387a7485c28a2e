/** The upload takes JSON files only: a .json name or a JSON media type. */
export function isJsonFile(file: { name: string; type: string }): boolean {
  return file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
}
