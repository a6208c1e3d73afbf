/* global document */
(function () {
  try {
    var theme = localStorage.getItem('pennyflow.theme');
    var root = document.documentElement;
    root.classList.remove('dark', 'light');
    root.classList.add(theme === 'light' ? 'light' : 'dark');
  } catch {
    /* storage blocked: keep the default dark theme */
  }
})();
