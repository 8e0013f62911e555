import { Box } from '@chakra-ui/react';

/** Sanitized HTML rendered at build time (markdown content), with readable typography. */
export function Prose({ html }: { html: string }) {
  return (
    <Box
      className="prose"
      lineHeight="1.75"
      fontSize="md"
      css={{
        '& h2': { fontSize: '2xl', fontWeight: 'bold', mt: '10', mb: '3', lineHeight: '1.3' },
        '& h3': { fontSize: 'xl', fontWeight: 'semibold', mt: '8', mb: '2' },
        '& p': { my: '4' },
        '& ul, & ol': { ps: '6', my: '4' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { my: '1.5' },
        '& a': { color: 'pink.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& strong': { fontWeight: 'semibold' },
        '& blockquote': { borderStartWidth: '4px', borderColor: 'pink.muted', ps: '4', color: 'fg.muted' },
        // Tables fit the column on every width by wrapping at spaces: a word is never split ("Menstr/uation");
        // the cells' padding narrows on a phone so the longest words of the site's tables fit at 390 px.
        '& table': { width: 'full', borderCollapse: 'collapse', my: '6', fontSize: 'sm' },
        '& th, & td': {
          borderWidth: '1px',
          borderColor: 'border',
          px: { base: '1.5', md: '3' },
          py: '2',
          textAlign: 'start',
          verticalAlign: 'top',
          overflowWrap: 'normal',
          wordBreak: 'normal',
          hyphens: 'manual',
        },
        '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
        // A wide table (four columns or more, framed at build) scrolls sideways on a phone, with its hint.
        '& .table-frame': {
          overflowX: 'auto',
          my: '6',
          _focusVisible: { outline: '2px solid', outlineColor: 'pink.fg' },
        },
        '& .table-frame table': { my: '0' },
        '& .table-hint': {
          fontSize: 'sm',
          color: 'fg.muted',
          mt: '-4',
          display: { base: 'block', md: 'none' },
        },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& hr': { my: '8', borderColor: 'border' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitized (rehype-sanitize) at build time.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
