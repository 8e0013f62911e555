import { Box, Heading, Link, List } from '@chakra-ui/react';
import type { CustomBlockOf, PropsOf } from '@/engine';
import { getPath } from '@/engine';
import type { CalculatorLink } from '@/engine/links';
import { useLanguage } from '@/form/language';
import type { BlockProps } from '../blocks';

/** Props of the `links` custom block (schema: `customBlockProps` in src/engine/schema/blocks.ts). */
export type LinksProps = PropsOf<'links'>;

function isLink(value: unknown): value is CalculatorLink {
  const link = value as CalculatorLink | null;
  return typeof link?.label === 'string' && typeof link.href === 'string' && link.href.startsWith('/');
}

/** Links to other calculators, prefilled with the dates the visitor already typed. */
export default function Links({ block, result }: BlockProps<CustomBlockOf<'links'>>) {
  const { from } = block.props;
  const { words } = useLanguage();
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
            <Link href={link.href} colorPalette="pink" color="colorPalette.fg" textDecoration="underline">
              {link.label}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
