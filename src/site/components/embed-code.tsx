import { Box, Button, Heading, HStack, Text, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@/site/theme/textarea-recipe';
import { SITE_ORIGIN } from '../data/config';
import { embedSnippet } from '../data/embed';
import { PREFIX } from '../i18n/lang';
import { useSiteMessages } from '../messages/context';

/**
 * "Embed this calculator": the code a blogger pastes, in a box she can select with no code, and a Copy
 * button the page script answers (src/islands/enhancements.ts).
 */
export function EmbedCode({ item }: { item: { id: string; name: string } }) {
  const box = 'embed-code';
  const { m, lang } = useSiteMessages();
  return (
    <Box as="section" aria-labelledby="embed-heading" mt="10" data-print="hide">
      <Heading as="h2" size="lg" id="embed-heading" mb="2">
        {m.embedTitle()}
      </Heading>
      <Text mb="3">{m.embedText()}</Text>
      <Box asChild display="block" fontWeight="medium" mb="1">
        <label htmlFor={box}>{m.embedLabel({ name: item.name })}</label>
      </Box>
      <Textarea
        recipe={textareaRecipe}
        id={box}
        readOnly
        rows={6}
        fontFamily="mono"
        fontSize="sm"
        spellCheck={false}
        value={
          lang === 'en'
            ? embedSnippet(item)
            : embedSnippet(item, SITE_ORIGIN, {
                prefix: PREFIX[lang],
                title: m.embedFrameTitle({ name: item.name }),
              })
        }
      />
      <HStack mt="2" gap="3">
        <Button type="button" size="sm" variant="outline" data-copy={box}>
          {m.copyCode()}
        </Button>
        <Text id={`${box}-status`} role="status" fontSize="sm" color="fg.muted" />
      </HStack>
    </Box>
  );
}
