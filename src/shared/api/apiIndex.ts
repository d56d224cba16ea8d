import { apiRoute } from '../nav/apiRoutes';
import { withTrailingSlash } from '../nav/routes';
import type { ApiManifest, ApiManifestEntry, ApiPlan } from './apiTypes';

export interface ApiIndexLink {
  name: string;
  pathname: string;
  plan?: ApiPlan;
}

export interface ApiIndexGroup {
  /** Translation key of the group's heading; none for a section's only group. */
  titleKey?: string;
  plan?: ApiPlan;
  links: ApiIndexLink[];
}

export interface ApiIndexSection {
  id: string;
  titleKey: string;
  groups: ApiIndexGroup[];
  /** A link to a guide instead of API pages (the grid's events catalogue). */
  guide?: { pathname: string; textKey: string };
}

/** An API index page: the package's API pages, listed from the generated manifest. */
export interface ApiIndex {
  folder: string;
  titleKey: string;
  sections: ApiIndexSection[];
  /** The pickers index is one long list of groups: a TOC would only repeat it. */
  disableToc: boolean;
  /** The pickers index is a list of links with no ad, as on the reference. */
  disableAd: boolean;
}

const linkTo = (folder: string) => (entry: ApiManifestEntry): ApiIndexLink => ({
  name: entry.name,
  pathname: withTrailingSlash(apiRoute(folder, entry.name)),
  ...(entry.plan ? { plan: entry.plan } : {}),
});

// Picker families in reading order; range families before their single-value prefixes so
// `DateTimeRangePicker` is not taken for a `DateTimePicker`.
const PICKER_FAMILIES = ['DateTimeRange', 'DateRange', 'TimeRange', 'DateTime', 'Date', 'Time'] as const;
const FAMILY_ORDER = ['Date', 'Time', 'DateTime', 'DateRange', 'TimeRange', 'DateTimeRange'];

function pickerFamily(name: string): string | null {
  const bare = name.replace(/^(Desktop|Mobile|Static)/, '');
  if (!bare.endsWith('Picker')) return null;
  return PICKER_FAMILIES.find((family) => bare === `${family}Picker`) ?? null;
}

/** The kind of a pickers component, by the naming convention of the package. */
export function pickerGroupOf(name: string): 'pickers' | 'fields' | 'calendars' | 'clocks' | 'toolbars' | 'others' {
  if (pickerFamily(name)) return 'pickers';
  if (name.endsWith('Field')) return 'fields';
  if (/Calendar|Day($|CalendarSkeleton)/.test(name)) return 'calendars';
  if (name.endsWith('Clock')) return 'clocks';
  if (/(Toolbar|Tabs)$/.test(name)) return 'toolbars';
  return 'others';
}

function datePickersIndex(entries: readonly ApiManifestEntry[]): ApiIndexSection[] {
  const link = linkTo('date-pickers');
  const families = FAMILY_ORDER.map((family) => {
    // The responsive picker first, then its Desktop, Mobile and Static variants.
    const lead = `${family}Picker`;
    const members = entries
      .filter((entry) => pickerFamily(entry.name) === family)
      .sort((a, b) => Number(b.name === lead) - Number(a.name === lead) || a.name.localeCompare(b.name));
    return {
      titleKey: `apiIndex.pickerFamily.${family}`,
      ...(members[0]?.plan ? { plan: members[0].plan } : {}),
      links: members.map(link),
    };
  }).filter((group) => group.links.length);
  const rest = (['fields', 'calendars', 'clocks', 'toolbars', 'others'] as const).map((kind) => ({
    id: kind,
    titleKey: `apiIndex.${kind}`,
    groups: [{ links: entries.filter((entry) => pickerGroupOf(entry.name) === kind).map(link) }],
  }));
  return [{ id: 'pickers', titleKey: 'apiIndex.pickers', groups: families }, ...rest].filter((section) =>
    section.groups.some((group) => group.links.length),
  );
}

/** The index page at `pathname`, or null when it is not one (Charts and Tree View have none). */
export function apiIndexFor(pathname: string, manifest: ApiManifest): ApiIndex | null {
  const folder = /^\/x\/api\/(data-grid|date-pickers)\/?$/.exec(pathname)?.[1];
  if (!folder) return null;
  const entries = manifest[folder];
  if (!entries) throw new Error(`The API manifest has no ${folder}: run \`npm run generate\``);
  if (folder === 'date-pickers') {
    return { folder, titleKey: 'apiIndex.datePickersTitle', sections: datePickersIndex(entries.components), disableToc: true, disableAd: true };
  }
  const link = linkTo(folder);
  return {
    folder,
    titleKey: 'apiIndex.dataGridTitle',
    sections: [
      { id: 'components', titleKey: 'apiIndex.components', groups: [{ links: entries.components.map(link) }] },
      { id: 'interfaces', titleKey: 'apiIndex.interfaces', groups: [{ links: entries.interfaces.map(link) }] },
      {
        id: 'events',
        titleKey: 'apiIndex.events',
        groups: [],
        // The reference links to the page's "Catalog of events" heading; our Events guide is not
        // written yet, so the link goes to the page until that heading exists.
        guide: { pathname: '/x/react-data-grid/events/', textKey: 'apiIndex.eventsLink' },
      },
    ],
    disableToc: false,
    disableAd: false,
  };
}
