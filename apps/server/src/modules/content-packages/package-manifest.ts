import { XMLParser } from 'fast-xml-parser';
import type { PackageStandard } from '@esc/contracts';
import { packagePath } from '@esc/domain';

/** What a package's manifest says: its standard and the file that launches it, or what is wrong. */
export type ManifestReading =
  | { kind: 'ok'; standard: PackageStandard; launchPath: string }
  | { kind: 'problem'; reason: ManifestProblem; params: Record<string, string> };

export type ManifestProblem =
  | 'noManifest'
  | 'manifestUnreadable'
  | 'noLaunchableSco'
  | 'launchFileMissing'
  | 'h5pContentMissing'
  | 'h5pLibraryMissing';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // No entity expansion: a manifest cannot make the parser build large strings.
  processEntities: false,
  isArray: (name) => ['organization', 'item', 'resource', 'file', 'dependency'].includes(name),
});

const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : []);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** SCORM 2004 names its version in the schemaversion ("2004 3rd Edition", "CAM 1.3") or by its adlcp namespace. */
function scormStandard(manifest: Node, xml: string): PackageStandard {
  const version = text((manifest['metadata'] as Node | undefined)?.['schemaversion']).toLowerCase();
  if (version.includes('2004') || version.includes('1.3')) return 'scorm2004';
  if (version.includes('1.2')) return 'scorm12';
  return xml.includes('adlcp_v1p3') ? 'scorm2004' : 'scorm12';
}

/** The items of an organisation in document order, nested ones after their parent. */
function itemsOf(node: Node): Node[] {
  return list(node['item']).flatMap((item) => [item, ...itemsOf(item)]);
}

/**
 * The launch file of a SCORM manifest: the first item (of the default organisation) whose resource
 * is a SCO with an href; its xml:base folders come first. A query string of the href is dropped: the
 * file is what must exist.
 */
export function readScormManifest(xml: string, files: ReadonlySet<string>): ManifestReading {
  let manifest: Node;
  try {
    manifest = (parser.parse(xml) as Node)['manifest'] as Node;
  } catch {
    return { kind: 'problem', reason: 'manifestUnreadable', params: {} };
  }
  if (!manifest || typeof manifest !== 'object') return { kind: 'problem', reason: 'manifestUnreadable', params: {} };
  const orgs = manifest['organizations'] as Node | undefined;
  const all = list(orgs?.['organization']);
  const defaultId = text(orgs?.['@default']);
  const org = all.find((o) => text(o['@identifier']) === defaultId) ?? all[0];
  const resourcesNode = manifest['resources'] as Node | undefined;
  const resources = list(resourcesNode?.['resource']);
  const scoType = (r: Node) => text(r['@scormtype'] ?? r['@scormType']).toLowerCase();
  for (const item of org ? itemsOf(org) : []) {
    const ref = text(item['@identifierref']);
    const resource = resources.find((r) => text(r['@identifier']) === ref);
    if (!resource || scoType(resource) !== 'sco' || !text(resource['@href'])) continue;
    const href = text(resource['@href']).split(/[?#]/)[0]!;
    const base = text(resourcesNode?.['@base']) + text(resource['@base']);
    const launch = packagePath(decodeURI(base + href));
    if (!launch || !files.has(launch)) return { kind: 'problem', reason: 'launchFileMissing', params: { file: href } };
    return { kind: 'ok', standard: scormStandard(manifest, xml), launchPath: launch };
  }
  return { kind: 'problem', reason: 'noLaunchableSco', params: { standard: 'SCORM', sco: 'SCO' } };
}

/**
 * An H5P package: h5p.json names its main library and dependencies, content/content.json holds the
 * content, and the main library's folder (machineName-major.minor) with its library.json is in the package.
 */
export function readH5pPackage(h5pJson: string, files: ReadonlySet<string>): ManifestReading {
  let meta: { mainLibrary?: unknown; preloadedDependencies?: unknown };
  try {
    meta = JSON.parse(h5pJson) as typeof meta;
  } catch {
    return { kind: 'problem', reason: 'manifestUnreadable', params: {} };
  }
  if (!files.has('content/content.json'))
    return { kind: 'problem', reason: 'h5pContentMissing', params: { standard: 'H5P', file: 'content/content.json' } };
  const main = text(meta.mainLibrary);
  const deps = Array.isArray(meta.preloadedDependencies) ? (meta.preloadedDependencies as Node[]) : [];
  const dep = deps.find((d) => text(d['machineName']) === main);
  const folder = dep ? `${main}-${text(dep['majorVersion'])}.${text(dep['minorVersion'])}` : null;
  if (!main || !folder || !files.has(`${folder}/library.json`)) {
    return { kind: 'problem', reason: 'h5pLibraryMissing', params: { standard: 'H5P', library: main || '-' } };
  }
  return { kind: 'ok', standard: 'h5p', launchPath: 'h5p.json' };
}
