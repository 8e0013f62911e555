import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Safari still needs `-webkit-user-select`; every other property the site's styles use is unprefixed in the
 * browsers we support, so emotion's prefixer (legacy flexbox and -ms- forms, about an eighth of each page's CSS)
 * is left out.
 */
const userSelectPrefix: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The emotion cache of the prerender and of the browser: same key, same plugins, so class names agree. */
export function createSiteEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [userSelectPrefix] });
}
