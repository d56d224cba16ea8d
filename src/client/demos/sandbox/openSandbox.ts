import type { LocalPackageSource } from '../../../shared/demos/localPackages';
import { CODESANDBOX_URL, STACKBLITZ_URL } from '../../../shared/site/settings';
import { SANDBOX_VERSIONS } from '../generated/sandboxVersions';
import type { SandboxInput } from './project';

export type SandboxService = 'codesandbox' | 'stackblitz';

/** The services are POST forms opened in a new tab: no script of theirs runs on our pages. */
function submitForm(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}


/** The files of our local packages, fetched only for a demo that imports one. */
async function localPackagesFor(sources: readonly string[], used: (sources: readonly string[]) => string[]): Promise<LocalPackageSource[]> {
  if (!used(sources).length) return [];
  return (await import('../generated/local-packages.json')).default as LocalPackageSource[];
}

/**
 * Builds the demo's project in the shown variant and sends it to the service. The project
 * builder is a chunk of its own, fetched on the first click, so pages do not carry it.
 */
export async function openSandbox(service: SandboxService, demo: Pick<SandboxInput, 'name' | 'variant' | 'source' | 'helpers'>) {
  const [{ buildSandboxProject, codeSandboxDefinition, stackBlitzFields }, { localPackagesUsed }] = await Promise.all([
    import('./project'),
    import('../../../shared/demos/sandbox/inlineLocalPackages'),
  ]);
  const project = buildSandboxProject({
    ...demo,
    localPackages: await localPackagesFor([demo.source, ...(demo.helpers ?? []).map((helper) => helper.code)], localPackagesUsed),
    versions: SANDBOX_VERSIONS,
    pageUrl: `${window.location.origin}${window.location.pathname}`,
  });
  const openFile = `src/Demo.${demo.variant === 'TS' ? 'tsx' : 'jsx'}`;
  if (service === 'stackblitz') {
    submitForm(STACKBLITZ_URL, stackBlitzFields(project, openFile));
    return;
  }
  // lz-string is only needed here, so it loads on the first click, not with the page.
  const { compressToBase64 } = await import('lz-string');
  const parameters = compressToBase64(JSON.stringify(codeSandboxDefinition(project)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  submitForm(CODESANDBOX_URL, { parameters, query: `file=/${openFile}` });
}
