/* global document, location, requestAnimationFrame, CSSStyleSheet */
// Starts the built app. First it paints the picture of this page that the app saved when it was
// last shown (src/web/lib/app-snapshot.ts takes the pictures and hands over to the live page), and
// only then runs the app's code: on a slow phone that code keeps the main thread for most of a
// second, and the picture would wait behind it. The picture sits in a closed shadow root: it cannot
// be clicked, focused or found by id, and nothing of it is mistaken for the live page.
(function () {
  var PICTURE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
  /** However the picture fares, the app starts within this long. */
  var START_DEADLINE_MS = 300;

  /** The saved picture of this page, when it fits this visit (the same app, theme and person). */
  function usablePicture(stylesheet) {
    var saved = JSON.parse(
      localStorage.getItem('pennyflow.snapshot:' + location.pathname) || 'null',
    );
    var theme = document.documentElement.classList.contains('light') ? 'light' : 'dark';
    var isSignedIn = localStorage.getItem('pennyflow.saved-answers') === '1';
    var isUsable =
      saved !== null &&
      typeof saved.html === 'string' &&
      stylesheet !== null &&
      saved.css === stylesheet.getAttribute('href') &&
      saved.search === location.search &&
      saved.theme === theme &&
      saved.isMember === isSignedIn &&
      Date.now() - saved.at < PICTURE_MAX_AGE_MS;
    return isUsable ? saved : null;
  }

  /** Puts the picture on screen, styled from its first paint; says whether there was one. */
  function showPicture() {
    var stylesheet = document.querySelector('link[rel="stylesheet"]');
    var saved = usablePicture(stylesheet);
    if (!saved || !stylesheet.sheet) return false;
    // Text waits for its font only briefly, then paints in a fallback: ask for it before the first
    // layout would, so the picture's words have their own font and size from the first paint.
    if (document.fonts) document.fonts.load('1em "Inter Variable"');
    // The page's stylesheet has loaded (a script waits for the stylesheets above it): a copy of its
    // rules styles the picture at once.
    var styles = new CSSStyleSheet();
    styles.replaceSync(
      Array.prototype.map
        .call(stylesheet.sheet.cssRules, function (rule) {
          return rule.cssText;
        })
        .join('\n'),
    );
    var host = document.createElement('div');
    host.id = 'app-snapshot';
    host.setAttribute('inert', '');
    host.setAttribute('aria-busy', 'true');
    var shadow = host.attachShadow({ mode: 'closed' });
    shadow.adoptedStyleSheets = [styles];
    var page = document.createElement('div');
    // The dark variant's selector (.dark *) looks for the class within the shadow tree.
    page.className = saved.theme;
    page.innerHTML = saved.html;
    shadow.append(page);
    var root = document.getElementById('root');
    root.parentNode.insertBefore(host, root);
    root.hidden = true;
    return true;
  }

  /** Runs the app's entry, which the build names here rather than in a script of its own. */
  var entry = document.querySelector('link[data-app-entry]');
  var isStarted = false;
  function startApp() {
    // Development: Vite's own module script starts the app.
    if (isStarted || !entry) return;
    isStarted = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry.href;
    document.head.appendChild(script);
  }

  var isShowing = false;
  try {
    isShowing = showPicture();
  } catch {
    /* storage blocked or a picture unreadable: the app draws the page itself */
  }
  if (!isShowing) return startApp();
  // After the frame that paints the picture; a hidden tab paints none.
  requestAnimationFrame(function () {
    setTimeout(startApp, 0);
  });
  setTimeout(startApp, START_DEADLINE_MS);
})();
