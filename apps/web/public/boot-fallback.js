/* global window, document */
// The floor under the app's start: when the app's code cannot be fetched (offline, a dropped
// connection, a deploy's old names), the page would stay on its loading frame for ever. This small
// classic script (not bundled, so it runs even when the bundles do not arrive) notices that the app's
// entry did not run and puts words in the frame's place: what happened, Try again, and the way back.
// A separate file because the Content-Security-Policy allows no inline script.
(function () {
  var shown = false;
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    if (text) node.textContent = text;
    return node;
  }
  function show() {
    var root = document.getElementById('root');
    // React has drawn the app: its own error screens take over from here.
    if (shown || !root || !root.querySelector('[data-skeleton]')) return;
    shown = true;
    var offline = navigator.onLine === false;
    var box = el('div', { role: 'alert', 'data-testid': 'boot-error', class: 'boot-error' });
    box.appendChild(el('h1', {}, 'ESC+ could not be loaded'));
    box.appendChild(
      el(
        'p',
        {},
        offline
          ? 'You seem to be offline. Connect to the internet and try again.'
          : 'The connection dropped or the app was updated while it loaded. Try again to load the latest version.',
      ),
    );
    var retry = el('button', { type: 'button' }, 'Try again');
    retry.addEventListener('click', function () {
      window.location.reload();
    });
    box.appendChild(retry);
    box.appendChild(el('a', { href: '/' }, 'Back to the start'));
    var main = root.querySelector('.boot-main');
    var frame = root.querySelector('[data-skeleton]');
    frame.removeAttribute('role');
    frame.removeAttribute('aria-label');
    if (main) main.replaceChildren(box);
    else frame.appendChild(box);
    retry.focus();
  }
  // The app's entry marks the page when it runs (main.tsx). Module scripts run before
  // DOMContentLoaded: past it, an unmarked page is one whose code could not be fetched.
  function check() {
    if (document.documentElement.getAttribute('data-app-started') !== 'true') show();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check);
  else check();
})();
