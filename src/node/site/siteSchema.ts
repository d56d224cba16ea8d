import { z } from 'zod';
import type { SiteModel } from '../../../data/site';
import { earlierMajors, type VersionSpec } from '../../../data/versionHistory';

/**
 * The schema of the site model (data/site.ts) and of the earlier majors it names
 * (data/versionHistory.ts), checked when `npm run generate` loads them: a typo
 * in an address, a folder or a package name, or two products sharing a key, stops the build with
 * the path of the bad value instead of surfacing as a broken page or link much later.
 */
const origin = z.url({ protocol: /^https?$/ }).refine((url) => URL.canParse(url) && new URL(url).origin === url, 'an origin: scheme and host, no path or trailing slash');
const sitePath = z.string().regex(/^\/[a-z0-9/-]*[a-z0-9]$/, 'a path from the root without a trailing slash');
const segment = z.string().regex(/^[a-z][a-z0-9-]*$/, 'lowercase words joined by hyphens');
const majorKey = z.enum(Object.keys(earlierMajors) as [string, ...string[]], 'an earlier major of data/versionHistory.ts');
const apiName = z.string().regex(/^(?:[A-Z][A-Za-z0-9]*|[a-z][A-Za-z0-9]*Classes)$/, 'a PascalCase name, or a classes object such as gridClasses');

const version = z.object({
  text: z.string().regex(/^v\d+$/, 'a major such as v7'),
  origin,
  root: sitePath.optional(),
  missing: z.array(z.string().regex(/^\/x\/[a-z0-9/*-]+$/, 'a route or pattern under /x/')).optional(),
  kept: z.record(sitePath, sitePath).optional(),
});

const product = z.object({
  id: z.string().regex(/^x-[a-z-]+$/, 'an id such as x-data-grid'),
  name: z.string().min(1),
  routeSegment: segment,
  contentFolder: segment,
  apiFolder: segment,
  packages: z.array(z.string().regex(/^@mui\/x-[a-z-]+$/, 'an @mui/x- package')).min(1),
  previousVersions: z.array(majorKey),
  api: z.object({
    components: z.array(z.union([apiName, z.object({ name: apiName, plan: z.enum(['pro', 'premium']) })])),
    interfaces: z.array(apiName),
  }),
});
type ProductShape = z.infer<typeof product>;
const apiNames = (item: ProductShape) => [...item.api.components.map((entry) => (typeof entry === 'string' ? entry : entry.name)), ...item.api.interfaces];

export const siteSchema = z.object({
  origin,
  titleSuffix: z.string().regex(/^ \S.*$/, 'a space, then the words after a page title'),
  suite: z.object({ name: z.string().min(1), root: sitePath, previousVersions: z.array(majorKey) }),
  products: z
    .array(product)
    .min(1)
    .superRefine((items, context) => {
      // No two alike, where each names one product, package or page; the message names the repeated ones.
      const distinct = (what: string, values: string[]) => {
        const repeated = values.filter((value, index) => values.indexOf(value) !== index);
        if (repeated.length) context.addIssue({ code: 'custom', message: `${what} repeated: ${[...new Set(repeated)].join(', ')}` });
      };
      for (const key of ['id', 'routeSegment', 'contentFolder', 'apiFolder'] as const) distinct(`product ${key}s`, items.map((item) => item[key]));
      distinct('packages', items.flatMap((item) => item.packages));
      for (const item of items) distinct(`${item.apiFolder} API pages`, apiNames(item));
    }),
});

/** The model and the earlier majors it names, checked: throws an error listing every problem, each at its path. */
export function checkedSite(model: SiteModel, majors: Readonly<Record<string, VersionSpec>> = earlierMajors): SiteModel {
  const problems = [
    ...(siteSchema.safeParse(model).error?.issues ?? []).map((issue) => `  data/site.ts ${issue.path.join('.') || '(the model)'}: ${issue.message}`),
    ...(z.record(z.string(), version).safeParse(majors).error?.issues ?? []).map((issue) => `  data/versionHistory.ts ${issue.path.join('.')}: ${issue.message}`),
  ];
  if (problems.length) throw new Error(`The site model is not valid:\n${problems.join('\n')}`);
  return model;
}
