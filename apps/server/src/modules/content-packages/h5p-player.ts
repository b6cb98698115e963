import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the H5P player's own files (h5p-standalone's build) are served from, on the product's origin. */
export const H5P_PLAYER_PATH = '/api/content/h5p-player/';

/**
 * The page that plays an H5P package. It has no file in the package (an H5P package holds content
 * and libraries, no page), so the server writes it and serves it under the package's grant, beside
 * the package's files; a file of the package with this name is never reached.
 */
export const H5P_LAUNCH_PAGE = 'esc-h5p-player.html';

/** The player's files a page may ask for, and their types: h5p-standalone's scripts, its core style and its fonts. */
const PLAYER_FILES: Readonly<Record<string, string>> = {
  'main.bundle.js': 'text/javascript; charset=utf-8',
  'frame.bundle.js': 'text/javascript; charset=utf-8',
  'styles/h5p.css': 'text/css; charset=utf-8',
  'fonts/h5p-core-27.woff': 'font/woff',
  'fonts/h5p-core-27.ttf': 'font/ttf',
  'fonts/h5p-core-27.eot': 'application/vnd.ms-fontobject',
  'fonts/h5p-core-27.svg': 'image/svg+xml',
};

/** h5p-standalone's built files, read from the installed package once each. */
export function createH5pPlayerFiles() {
  const require = createRequire(import.meta.url);
  const cache = new Map<string, Buffer>();
  return {
    /** The file and its type, or null for any name the player does not have. */
    file(name: string): { body: Buffer; type: string } | null {
      const type = Object.hasOwn(PLAYER_FILES, name) ? PLAYER_FILES[name] : undefined;
      if (!type) return null;
      let body = cache.get(name);
      if (!body) {
        // The package's entry is dist/main.bundle.js: its other built files sit beside it.
        body = readFileSync(path.join(path.dirname(require.resolve('h5p-standalone')), name));
        cache.set(name, body);
      }
      return { body, type };
    },
  };
}

/**
 * The bridge between the H5P player and the app. It runs in the launch page, which is sandboxed to an
 * opaque origin: it gives the player what the learner left (the app passes it in the URL's fragment,
 * never sent to the server) as H5P's saved state, and posts the xAPI statements that say the learner
 * answered or completed, with the content's current state, to the parent, addressed to the product's
 * origin only. The state is also posted when it has changed, every 30 seconds. A sandboxed page has
 * no storage and H5P's core reads localStorage (its clipboard, an anonymous learner's id): it gets
 * one in memory that lives as long as the page.
 */
const BRIDGE = `;(function () {
  'use strict';
  var memory = {};
  var storage = {
    getItem: function (k) { return Object.prototype.hasOwnProperty.call(memory, k) ? memory[k] : null; },
    setItem: function (k, v) { memory[k] = String(v); },
    removeItem: function (k) { delete memory[k]; },
    clear: function () { memory = {}; },
  };
  try { window.localStorage.length; } catch (e) {
    Object.defineProperty(window, 'localStorage', { value: storage, configurable: true });
  }
  var saved = {};
  try { saved = JSON.parse(new URLSearchParams(location.hash.slice(1)).get('esc-state') || '{}'); } catch (e) { saved = {}; }
  var base = location.pathname.slice(0, location.pathname.lastIndexOf('/'));
  var player = window.H5PStandalone && (window.H5PStandalone.H5P || (window.H5PStandalone.default || {}).H5P);
  var SUSPEND_MAX = 64000;
  var lastState = saved.suspend_data || '';
  function currentState() {
    var one = window.H5P && window.H5P.instances && window.H5P.instances[0];
    if (!one || typeof one.getCurrentState !== 'function') return undefined;
    try {
      var state = one.getCurrentState();
      var text = state === undefined ? undefined : JSON.stringify(state);
      return text !== undefined && text.length <= SUSPEND_MAX ? text : undefined;
    } catch (e) { return undefined; }
  }
  function post(report) {
    var state = currentState();
    if (state !== undefined) { report.suspend_data = state; lastState = state; }
    window.parent.postMessage({ type: 'esc-package-report', report: report }, location.origin);
  }
  function onStatement(event) {
    var statement = (event && event.data && event.data.statement) || {};
    var verb = statement.verb && statement.verb.id;
    if (typeof verb !== 'string' || !/\\/(completed|answered)$/.test(verb)) return;
    // Only the content's own statements: a part of it (a question inside a set) names the content as
    // its parent, and its answer or completion is not the content's.
    var parent = statement.context && statement.context.contextActivities && statement.context.contextActivities.parent;
    if (parent && parent.length) return;
    var scaled = statement.result && statement.result.score && statement.result.score.scaled;
    var report = { xapi_verb: verb };
    if (typeof scaled === 'number' && isFinite(scaled)) report.score = Math.max(0, Math.min(100, scaled * 100));
    post(report);
  }
  setInterval(function () {
    var state = currentState();
    if (state !== undefined && state !== lastState) post({});
  }, 30000);
  if (!player) return;
  new player(document.getElementById('h5p-container'), {
    id: 'esc',
    h5pJsonPath: base,
    // In this page, not a frame of its own: a sandboxed page's new frame is yet another opaque origin,
    // which the player could not write its content into.
    embedType: 'div',
    frameJs: '${H5P_PLAYER_PATH}frame.bundle.js',
    frameCss: '${H5P_PLAYER_PATH}styles/h5p.css',
    // The page is an opaque origin: its requests for the package's files carry no credentials.
    assetsRequestFetchOptions: { mode: 'cors', credentials: 'omit' },
    contentUserData: saved.suspend_data ? [{ state: saved.suspend_data }] : undefined,
    // H5P hands the saved state to the content only when saving is on; with no signed-in H5P user it
    // posts nowhere itself, and this bridge sends the state on.
    saveFreq: 30,
  }).then(function () {
    window.H5P.externalDispatcher.on('xAPI', onStatement);
  });
})();
`;

/** The launch page of an H5P package: the player from the product's origin, the package's files from its grant. */
export function h5pLaunchPage(): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>H5P</title>
<style>html,body{margin:0;padding:0}</style>
<script src="${H5P_PLAYER_PATH}main.bundle.js"></script>
</head><body><div id="h5p-container"></div>
<script>${BRIDGE}</script>
</body></html>
`;
}
