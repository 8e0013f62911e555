import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import journalEn from '@/journal/messages.en.gen';
import journalEs from '@/journal/messages.es.gen';
import { useEdition } from '../data/use-edition';
import { useSiteMessages } from '../messages/context';
import { Island } from '../render/islands';

/**
 * The calculators whose "Keep on this device" the empty journal points to: one for periods, one for a baby's
 * growth (by id; one missing from the catalogue is left out).
 */
const START_CALCULATORS = ['period-tracker', 'baby-growth'];

/**
 * How to start shows while nothing is kept: before the island has read the device, or after it found nothing. While
 * the page script opens a journal it found on this device (it marks the island `data-stored`: src/islands/boot.ts),
 * "Opening your journal" shows instead of how to start and the empty forms; with the journal open or locked, neither.
 */
const VIEW_CSS = {
  '& [data-journal-opening]': { display: 'none' },
  '& [data-stored] [data-journal-opening]': { display: 'block' },
  '& [data-stored] [data-journal-start]': { display: 'none' },
  '&:has([data-stored] [data-journal-view="unread"], [data-journal-view="open"], [data-journal-view="locked"]) [data-journal-howto]':
    { display: 'none' },
};

/**
 * /my-journal (/es/mi-diario): what the journal is, what is kept and where, that nothing is sent, the lock's
 * warning, as static text; the journal itself is an island that reads this device's storage in her browser.
 */
export default function JournalPage() {
  const { lang } = useSiteMessages();
  const { calculators } = useEdition();
  const j = lang === 'es' ? journalEs : journalEn;
  const starts = START_CALCULATORS.flatMap((id) => calculators.filter((item) => item.id === id));
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {j.pageTitle()}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {j.pageIntro()}
          </Text>
        </Stack>
        <noscript>
          <Text fontWeight="semibold">{j.pageNeedsScript()}</Text>
        </noscript>
        <Stack gap="8" css={VIEW_CSS}>
          <Stack as="section" gap="3" aria-labelledby="journal-start-title" data-journal-howto="">
            <Heading as="h2" size="xl" id="journal-start-title">
              {j.pageEmptyTitle()}
            </Heading>
            <Text>{j.pageEmptyKeep()}</Text>
            <List.Root ps="6">
              {starts.map((item) => (
                <List.Item key={item.id}>
                  <Link href={item.href} color="pink.fg" textDecoration="underline">
                    {item.name}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
            <Text>{j.pageEmptyImport()}</Text>
          </Stack>
          <Island name="journal" props={lang === 'en' ? {} : { lang }} />
        </Stack>
        <Box
          as="section"
          aria-labelledby="journal-where"
          borderWidth="1px"
          rounded="lg"
          p={{ base: '4', md: '6' }}
          bg="bg.subtle"
        >
          <Heading as="h2" size="lg" id="journal-where" mb="3">
            {j.pageWhereTitle()}
          </Heading>
          <List.Root gap="2" ps="5">
            <List.Item>{j.pageWhereWhat()}</List.Item>
            <List.Item>{j.pageWhereWhere()}</List.Item>
            <List.Item>{j.pageWhereSent()}</List.Item>
            <List.Item>{j.pageWhereRemove()}</List.Item>
            <List.Item>{j.pageLockNote()}</List.Item>
          </List.Root>
        </Box>
      </Stack>
    </Container>
  );
}
