import { useLocation } from 'react-router-dom';
import { useSiteMessages } from '../messages/context';
import { loadContentBody } from './content-loader';
import { useEdition } from './use-edition';

/** The information page at this address (its id is the English file name; its slug the language's). */
export function useInfoPage() {
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const { paths, lang } = useSiteMessages();
  const found = Object.entries(useEdition().infoPages).find(([, page]) => paths.page(page.slug) === pathname);
  const [id, meta] = found ?? ['', undefined];
  return { id, meta, pending: meta ? loadContentBody('pages', id, lang) : undefined };
}
