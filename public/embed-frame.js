// The embed page's own script (issue #31), a file (the CSP allows only 'self'); it works before the form's code:
// - the theme: light, as the page around it most likely is (a dark phone would put a black block into a light blog),
//   unless the host asks: ?theme=dark, or ?theme=auto for the device's setting, followed as it changes. Nothing is
//   stored, not even this (the full site's /theme-init.js remembers a choice; an embed has none to remember);
// - its height, the height of what it shows (not of the frame: the page's body fills the frame, so measured there it
//   could never shrink), posted to the host page whenever it changes, and again when the host asks (/embed.js may
//   load after this frame's first post), and nothing else ({ type: 'bloomcalc:height' }): /embed.js on the host
//   sizes the iframe by it; without that script the iframe scrolls;
// - the attribution link opens the full page with the inputs now in this page's address (not ?theme);
// - a plain submit (before the form's code) keeps the ?theme it was given.
(() => {
  const root = document.documentElement;
  const asked = new URLSearchParams(location.search).get('theme');
  const fixed = asked === 'dark' ? 'dark' : asked === 'auto' ? null : 'light';
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    const theme = fixed ?? (media?.matches ? 'dark' : 'light');
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  };
  apply();
  if (!fixed) media?.addEventListener?.('change', apply);
  if (asked === 'light' || asked === 'dark' || asked === 'auto')
    document.addEventListener(
      'formdata',
      (event) => {
        if (!event.formData.has('theme')) event.formData.append('theme', asked);
      },
      true,
    );

  const withInputs = (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-embed-attribution]') : null;
    if (!link) return;
    const query = new URLSearchParams(location.search);
    query.delete('theme');
    const search = query.toString();
    link.href = `${link.pathname}${search ? `?${search}` : ''}`;
  };
  for (const type of ['pointerdown', 'focusin', 'click', 'auxclick'])
    document.addEventListener(type, withInputs, true);

  if (window.parent === window) return;
  let last = 0;
  const content = () => document.getElementById('root') ?? document.body;
  const post = () => {
    // Asked before the body is parsed (this script runs in <head>): the first measure, once it is, answers.
    if (!document.body) return;
    const body = getComputedStyle(document.body);
    const height = Math.ceil(
      content().getBoundingClientRect().height +
        Number.parseFloat(body.marginTop) +
        Number.parseFloat(body.marginBottom),
    );
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'bloomcalc:height', height }, '*');
  };
  addEventListener('message', (event) => {
    if (event.source !== window.parent || event.data?.type !== 'bloomcalc:height?') return;
    last = 0;
    post();
  });
  const watch = () => {
    post();
    if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(content());
  };
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch, { once: true });
})();
