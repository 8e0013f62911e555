// Applies the saved light/dark choice before first paint (no flash). A file, not inline: the CSP allows only 'self'.
(() => {
  let theme = 'light';
  try {
    if (localStorage.getItem('bloomcalc-theme') === 'dark') theme = 'dark';
  } catch {}
  const root = document.documentElement;
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
