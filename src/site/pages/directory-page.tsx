import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Island } from '../render/islands';

/** The page's static parts, created once: a keystroke re-renders only what it changes. */
const intro = (
  <>
    <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
      All Calculators
    </Heading>
    <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
      Every BloomCalc calculator in one place. Search by name or topic, or pick a category. Each one runs in
      your browser, cites its sources and explains how it works.
    </Text>
  </>
);

const aboutCalculators = (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" mt="16" as="section" aria-label="About the calculators">
    <Box>
      <Heading as="h2" size="lg" mb="2">
        Estimates you can check
      </Heading>
      <Text color="fg.muted">
        Every calculator shows the formula it used with your own numbers filled in, and names the study or
        guideline behind each constant. Worked examples under each form let you check the arithmetic yourself.
      </Text>
    </Box>
    <Box>
      <Heading as="h2" size="lg" mb="2">
        Private by construction
      </Heading>
      <Text color="fg.muted">
        There is no account and no server behind these pages: what you type stays in your browser. Results are
        estimates for information, not a diagnosis — talk to a professional about decisions that matter.
      </Text>
    </Box>
  </SimpleGrid>
);

/** /calculators — the intro, the search island (search, filters, cards) and what every calculator offers. */
export default function DirectoryPage() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      {intro}
      <Island name="directory" props={{}} />
      {aboutCalculators}
    </Container>
  );
}
