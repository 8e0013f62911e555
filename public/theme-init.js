// The theme, with no framework code (a file, not inline: the CSP allows only 'self'). Before first paint it applies
// the saved light/dark choice, or the device's setting when none is saved (no flash). Any [data-theme-toggle]
// button switches it, remembers the choice and keeps its label true ("Switch to dark theme" / "… light theme").
(() => {
  const KEY = 'bloomcalc-theme';
  const root = document.documentElement;
  let theme = 'light';
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'dark' || saved === 'light') theme = saved;
    else if (window.matchMedia?.('(prefers-color-scheme: dark)').matches) theme = 'dark';
  } catch {}
  const label = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    for (const button of document.querySelectorAll('[data-theme-toggle]')) {
      // The words are the button's own, in the page's language (data-label-dark / data-label-light).
      const words =
        next === 'dark' ? button.getAttribute('data-label-dark') : button.getAttribute('data-label-light');
      button.setAttribute('aria-label', words || `Switch to ${next} theme`);
    }
  };
  const show = (name) => {
    root.classList.remove('light', 'dark');
    root.classList.add(name);
    root.style.colorScheme = name;
  };
  const apply = () => show(theme);
  apply();
  // Paper is white: a page prints in the light theme (light text would vanish on it), then returns to hers.
  addEventListener('beforeprint', () => show('light'));
  addEventListener('afterprint', apply);
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-theme-toggle]') : null;
    if (!button) return;
    theme = theme === 'dark' ? 'light' : 'dark';
    apply();
    label();
    try {
      localStorage.setItem(KEY, theme);
    } catch {}
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', label, { once: true });
  else label();
})();
