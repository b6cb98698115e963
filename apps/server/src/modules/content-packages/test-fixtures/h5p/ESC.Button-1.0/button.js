/* global window, document */
// A content type of our own: a button that says it is done, by an xAPI "completed" statement.
var H5P = window.H5P || {};
H5P.ESCButton = (function () {
  function ESCButton(params, contentId) {
    H5P.EventDispatcher.call(this);
    this.label = (params && params.label) || 'Done';
    this.contentId = contentId;
  }
  ESCButton.prototype = Object.create(H5P.EventDispatcher.prototype);
  ESCButton.prototype.constructor = ESCButton;
  ESCButton.prototype.attach = function ($container) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the click handler needs the instance
    var self = this;
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = this.label;
    button.addEventListener('click', function () {
      self.triggerXAPICompleted(1, 1);
    });
    $container.get(0).appendChild(button);
  };
  return ESCButton;
})();
