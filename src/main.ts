// The prerendered page is complete without JavaScript: let the browser paint it before any app code runs, so
// script evaluation never holds back the first paint. Every task that follows still counts towards Total
// Blocking Time (they all come after First Contentful Paint). A timer covers browsers without paint timing.
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 200);
    try {
      new PerformanceObserver((_entries, observer) => {
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }
  });
// Then three main-thread tasks instead of one long one (DESIGN.md "Performance: what limits us"): evaluate the
// Chakra theme modules, build the Chakra system, then import the app and hydrate.
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
await afterFirstPaint();
const { createSiteSystem } = await import('./site/system-config');
await yieldToBrowser();
const system = createSiteSystem();
await yieldToBrowser();
const { start } = await import('./site/client');
await start(system);

export {};
