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
        // Tables fit the column on every width (a long word breaks rather than pushing the table off the page).
        '& table': { width: 'full', borderCollapse: 'collapse', my: '6', fontSize: 'sm' },
        '& th, & td': {
          borderWidth: '1px',
          borderColor: 'border',
          px: { base: '1.5', md: '3' },
          py: '2',
          textAlign: 'start',
          verticalAlign: 'top',
          overflowWrap: 'anywhere',
        },
        '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& hr': { my: '8', borderColor: 'border' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitized (rehype-sanitize) at build time.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
