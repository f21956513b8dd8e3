// Server builds render HTML only: the stylesheets reach the browser through the browser build.
module.exports = function emptyModule() {
  return '';
};
