import { Box, Button, Heading, HStack, Text, Textarea } from '@chakra-ui/react';
import { embedSnippet } from '../data/embed';

/**
 * "Embed this calculator" (issue #31): the code a blogger pastes, in a box she can select with no code, and a Copy
 * button the page script answers (src/islands/boot.ts).
 */
export function EmbedCode({ item }: { item: { id: string; name: string } }) {
  const box = 'embed-code';
  return (
    <Box as="section" aria-labelledby="embed-heading" mt="10">
      <Heading as="h2" size="lg" id="embed-heading" mb="2">
        Embed this calculator
      </Heading>
      <Text mb="3">
        Put this calculator on your own site or blog: paste this code into your page's HTML. No sign-up and no
        cookies; what your readers type stays in their browser. The script line is optional: it fits the frame
        to the calculator's height (without it, the frame scrolls).
      </Text>
      <Box asChild display="block" fontWeight="medium" mb="1">
        <label htmlFor={box}>Embed code for the {item.name}</label>
      </Box>
      <Textarea
        id={box}
        readOnly
        rows={6}
        fontFamily="mono"
        fontSize="sm"
        spellCheck={false}
        value={embedSnippet(item)}
      />
      <HStack mt="2" gap="3">
        <Button type="button" size="sm" variant="outline" data-copy={box}>
          Copy code
        </Button>
        <Text id={`${box}-status`} role="status" fontSize="sm" color="fg.muted" />
      </HStack>
    </Box>
  );
}
