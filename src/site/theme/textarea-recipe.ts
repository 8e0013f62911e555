import { textareaRecipe as chakraTextareaRecipe } from 'chakra-theme/recipes/textarea';
import { withFocus } from './focus';

/**
 * The site's textarea recipe, passed to each `<Textarea recipe={…}>` (the contact form, the embed code): the
 * islands' Chakra system leaves it out, so it loads with the forms that draw a textarea (island-config.ts,
 * ON_DEMAND_RECIPES).
 */
export const textareaRecipe = withFocus(chakraTextareaRecipe);
