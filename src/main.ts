// Three main-thread tasks instead of one long one (DESIGN.md "Performance: what limits us"): evaluate the Chakra
// theme modules, build the Chakra system, then import the app and hydrate.
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
const { createSiteSystem } = await import('./site/system-config');
await yieldToBrowser();
const system = createSiteSystem();
await yieldToBrowser();
const { start } = await import('./site/client');
await start(system);

export {};
