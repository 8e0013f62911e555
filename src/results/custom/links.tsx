import { Box, Heading, Link, List } from '@chakra-ui/react';
import type { CustomBlockOf } from '@/engine';
import { getPath } from '@/engine';
import type { CalculatorLink } from '@/engine/links';
import { useLanguage, useResultMessages } from '@/form/language';
import spanishSlugs from '@/generated/es-slugs.json';
import type { BlockProps } from '../blocks';

function isLink(value: unknown): value is CalculatorLink {
  const link = value as CalculatorLink | null;
  return typeof link?.label === 'string' && typeof link.href === 'string' && link.href.startsWith('/');
}

/** A link to a calculator (`/calculators/<id>?…`) on the page's own language's twin, when it has one. */
function inLanguage(href: string, slugs: Readonly<Record<string, string>> | undefined): string {
  const match = /^\/calculators\/([a-z0-9-]+)(.*)$/.exec(href);
  const slug = match && slugs && Object.hasOwn(slugs, match[1] ?? '') ? slugs[match[1] ?? ''] : undefined;
  return slug ? `/es/calculadoras/${slug}${match?.[2] ?? ''}` : href;
}

/** Links to other calculators, prefilled with the dates the visitor already typed (to their Spanish pages on one). */
export default function Links({ block, result }: BlockProps<CustomBlockOf<'links'>>) {
  const { from } = block.props;
  const { locale } = useLanguage();
  const words = useResultMessages();
  // The Spanish page of each calculator by id (src/generated/es-slugs.json, in this block's own lazy chunk).
  const slugs = locale === 'es-US' ? (spanishSlugs as Record<string, string>) : undefined;
  const raw = getPath(result, from);
  const links = Array.isArray(raw) ? raw.filter(isLink) : [];
  if (links.length === 0) return null;
  return (
    <Box as="nav" aria-label={block.title ?? words.relatedCalculators()}>
      {block.title && (
        <Heading as="h3" size="md" mb="3">
          {block.title}
        </Heading>
      )}
      <List.Root gap="2" ps="5">
        {links.map((link) => (
          <List.Item key={link.href}>
            <Link
              href={inLanguage(link.href, slugs)}
              colorPalette="pink"
              color="colorPalette.fg"
              textDecoration="underline"
            >
              {link.label}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
