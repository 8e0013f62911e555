import { useSiteMessages } from '../messages/context';
import { type Edition, edition } from './edition';

/** The prerendered page's language data (menu, catalogue, articles…); pages only, never an island. */
export function useEdition(): Edition {
  return edition(useSiteMessages().lang);
}
