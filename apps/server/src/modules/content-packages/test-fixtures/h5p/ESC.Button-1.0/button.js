/* global window, document */
// A content type of our own: a button that says it is done, by an xAPI "completed" statement. Its
// state (whether it was pressed) is what H5P saves, and a learner who comes back is told so.
// H5P finds a content type's constructor by its machine name from the window: ESC.Button.
var H5P = window.H5P || {};
var ESC = (window.ESC = window.ESC || {});
ESC.Button = (function () {
  function ESCButton(params, contentId, extras) {
    H5P.EventDispatcher.call(this);
    this.label = (params && params.label) || 'Done';
    this.contentId = contentId;
    this.pressed = Boolean(extras && extras.previousState && extras.previousState.pressed);
  }
  ESCButton.prototype = Object.create(H5P.EventDispatcher.prototype);
  ESCButton.prototype.constructor = ESCButton;
  ESCButton.prototype.getCurrentState = function () {
    return { pressed: this.pressed };
  };
  ESCButton.prototype.attach = function ($container) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the click handler needs the instance
    var self = this;
    var root = $container.get(0);
    if (this.pressed) {
      var before = document.createElement('p');
      before.className = 'esc-button-before';
      before.textContent = 'Pressed before';
      root.appendChild(before);
    }
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = this.label;
    button.addEventListener('click', function () {
      self.pressed = true;
      self.triggerXAPICompleted(1, 1);
    });
    root.appendChild(button);
  };
  return ESCButton;
})();
