import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useSiteMessages } from '../messages/context';
import { Island } from '../render/islands';

/** /calculators (/es/calculadoras) — the intro, the search island (search, filters, cards) and what every calculator offers. */
export default function DirectoryPage() {
  const { m, lang } = useSiteMessages();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {m.directoryTitle()}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
        {m.directoryIntro()}
      </Text>
      <Island name="directory" props={lang === 'en' ? {} : { lang }} />
      <SimpleGrid
        columns={{ base: 1, md: 2 }}
        gap="8"
        mt="16"
        as="section"
        aria-label={m.aboutCalculatorsLabel()}
      >
        <Box>
          <Heading as="h2" size="lg" mb="2">
            {m.estimatesTitle()}
          </Heading>
          <Text color="fg.muted">{m.estimatesText()}</Text>
        </Box>
        <Box>
          <Heading as="h2" size="lg" mb="2">
            {m.privateTitle()}
          </Heading>
          <Text color="fg.muted">{m.privateText()}</Text>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
