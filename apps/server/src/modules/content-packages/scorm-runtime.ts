import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type ScormStandard = 'scorm12' | 'scorm2004';

/**
 * The bridge between scorm-again and the player. It runs inside the SCO's own page (the server puts
 * it first in the launch page's head), so the SCO's API discovery finds API (1.2) or API_1484_11
 * (2004) on its own window: the page is sandboxed to an opaque origin and could not reach the app's.
 * It loads what the learner left (the player passes it in the URL's fragment, never sent to the
 * server) and posts every commit and finish to the parent, addressed to the product's origin only.
 */
function bridge(standard: ScormStandard): string {
  return `;(function () {
  'use strict';
  var is2004 = ${JSON.stringify(standard === 'scorm2004')};
  var saved = {};
  try { saved = JSON.parse(new URLSearchParams(location.hash.slice(1)).get('esc-state') || '{}'); } catch (e) { saved = {}; }
  var settings = { autocommit: false, logLevel: 5 };
  var api = is2004 ? new window.Scorm2004API(settings) : new window.Scorm12API(settings);
  var resume = saved.suspend_data || saved.location ? 'resume' : 'ab-initio';
  if (is2004) {
    api.loadFromJSON({ suspend_data: saved.suspend_data || '', location: saved.location || '', entry: resume }, 'cmi');
  } else {
    api.loadFromJSON({ suspend_data: saved.suspend_data || '', core: { lesson_location: saved.location || '', entry: resume } }, 'cmi');
  }
  function percent(value, scale) {
    var n = Number(value);
    if (value === '' || value === undefined || !isFinite(n)) return undefined;
    return Math.max(0, Math.min(100, n * scale));
  }
  function report() {
    var cmi = api.cmi;
    var r = is2004
      ? { completion_status: cmi.completion_status, success_status: cmi.success_status, suspend_data: cmi.suspend_data,
          location: cmi.location, score: percent(cmi.score.scaled, 100) }
      : { lesson_status: cmi.core.lesson_status, suspend_data: cmi.suspend_data, location: cmi.core.lesson_location,
          score: percent(cmi.core.score.raw, 1) };
    window.parent.postMessage({ type: 'esc-package-report', report: r }, location.origin);
  }
  ['LMSCommit', 'LMSFinish', 'Commit', 'Terminate'].forEach(function (name) { api.on(name, report); });
  if (is2004) window.API_1484_11 = api; else window.API = api;
})();
`;
}

/** scorm-again's browser build with the bridge after it, one script per standard, read once. */
export function createScormRuntime() {
  const require = createRequire(import.meta.url);
  let library: string | null = null;
  const scripts = new Map<ScormStandard, string>();
  return {
    script(standard: ScormStandard): string {
      // The package exports only its module entry; its browser build sits beside it.
      library ??= readFileSync(path.join(path.dirname(require.resolve('scorm-again')), 'scorm-again.min.js'), 'utf8');
      let script = scripts.get(standard);
      if (!script) {
        script = library + bridge(standard);
        scripts.set(standard, script);
      }
      return script;
    },
  };
}

export const RUNTIME_PATH = '/api/content/package-runtime/';

/** The launch page with the runtime as the first thing in its head (or first in the page without one). */
export function withRuntime(html: string, standard: ScormStandard): string {
  const tag = `<script src="${RUNTIME_PATH}${standard}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  return tag + html;
}
