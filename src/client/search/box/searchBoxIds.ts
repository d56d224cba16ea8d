/** Ids inside the search dialog, from the dialog's own id: the page's shell and the box both name them. */
export const listboxId = (baseId: string) => `${baseId}-listbox`;
export const optionId = (baseId: string, position: number) => `${baseId}-option-${position}`;
