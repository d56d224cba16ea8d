/** Whether an entry matches the filter text: in its name or its description, ignoring case. */
export function matchesFilter(filter: string, name: string, descriptionHtml: string): boolean {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return true;
  return name.toLowerCase().includes(wanted) || descriptionHtml.replace(/<[^>]+>/g, '').toLowerCase().includes(wanted);
}
