import { entryAnchor } from '../../shared/api/entryAnchor';
import type { ApiClass, ApiPlan, ApiProp, ApiSignature, ApiSlot } from '../../shared/api/apiTypes';

/**
 * One field of an entry after its name: code as plain text (React escapes it), code as HTML from
 * the generator (types with links), or prose HTML (defaults explained in words).
 */
export type EntryCell = { label: string } & ({ code: string } | { codeHtml: string } | { html: string });

/** A row of an API section, whatever the layout it is shown in. */
export interface ApiEntry {
  name: string;
  anchor: string;
  descriptionHtml: string;
  cells: EntryCell[];
  required?: boolean;
  /** Present when deprecated: the note, possibly empty. */
  deprecatedHtml?: string;
  plan?: ApiPlan;
  signature?: ApiSignature;
  /** Global state classes (`Mui-selected`), shared by every component. */
  isGlobal?: boolean;
}

export interface EntryLabels {
  type: string;
  default: string;
  className: string;
}

export function propEntries(props: readonly ApiProp[], pageKebab: string, labels: EntryLabels): ApiEntry[] {
  return props.map((prop) => ({
    name: prop.name,
    anchor: entryAnchor(pageKebab, 'prop', prop.name),
    descriptionHtml: prop.descriptionHtml,
    cells: [
      { label: labels.type, codeHtml: prop.typeHtml },
      prop.defaultHtml ? { label: labels.default, html: prop.defaultHtml } : { label: labels.default, code: prop.default ?? '' },
    ],
    required: prop.required,
    deprecatedHtml: prop.deprecatedHtml,
    plan: prop.plan,
    signature: prop.signature,
  }));
}

export function slotEntries(slots: readonly ApiSlot[], pageKebab: string, labels: EntryLabels): ApiEntry[] {
  return slots.map((slot) => ({
    name: slot.name,
    anchor: entryAnchor(pageKebab, 'slot', slot.name),
    descriptionHtml: slot.descriptionHtml,
    cells: [
      slot.defaultHtml ? { label: labels.default, html: slot.defaultHtml } : { label: labels.default, code: slot.default ?? '' },
      { label: labels.className, code: slot.className ? `.${slot.className}` : '' },
    ],
  }));
}

export function classEntries(classes: readonly ApiClass[], pageKebab: string, labels: EntryLabels): ApiEntry[] {
  return classes.map((entry) => ({
    name: entry.key,
    anchor: entryAnchor(pageKebab, 'classes', entry.key),
    descriptionHtml: entry.descriptionHtml,
    cells: [{ label: labels.className, code: `.${entry.className}` }],
    isGlobal: entry.isGlobal,
  }));
}

/** Whether a cell has anything to show (empty defaults are left out of the expanded views). */
export function cellIsEmpty(cell: EntryCell): boolean {
  if ('code' in cell) return !cell.code;
  return 'codeHtml' in cell ? !cell.codeHtml : !cell.html;
}
