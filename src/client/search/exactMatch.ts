const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * How exactly a name (a page title, a prop, slot, class or method) is the query a reader typed:
 * 2 character for character (`rowSelectionModel`), 1 the same words ignoring case and
 * punctuation ("pagination" for "Pagination"), 0 not the query (`setRowSelectionModel`).
 */
export function exactness(name: string, query: string): 0 | 1 | 2 {
  const wanted = query.trim();
  if (wanted === '') return 0;
  if (name.trim() === wanted) return 2;
  // A query of symbols or of a non-Latin script normalises to nothing: that matches no name.
  const words = normalise(wanted);
  return words !== '' && normalise(name) === words ? 1 : 0;
}
