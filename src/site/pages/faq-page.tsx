import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { use } from 'react';
import { Prose } from '../components/prose';
import { useInfoPage } from '../data/use-info-page';
import NotFoundPage from './not-found-page';

/**
 * /faq — ten questions as independent panels, all closed at first. Native disclosure elements (`<details>`): the
 * browser gives them keyboard operation and their expanded state, they work before the script runs, and the page
 * needs no accordion state machine in its first load.
 */
export default function FaqPage() {
  const { meta, pending } = useInfoPage();
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      <Prose html={html} />
      <Box mt="6" borderWidth="1px" borderRadius="l2" overflow="hidden">
        {(meta.items ?? []).map((item) => (
          <Box as="details" key={item.question} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
            <Box
              as="summary"
              display="flex"
              alignItems="center"
              gap="3"
              px="4"
              py="4"
              cursor="pointer"
              listStyle="none"
              css={{
                '&::-webkit-details-marker': { display: 'none' },
                '& > svg': { transition: 'transform 0.2s' },
                'details[open] > & > svg': { transform: 'rotate(180deg)' },
                '@media (prefers-reduced-motion: reduce)': { '& > svg': { transition: 'none' } },
              }}
              _hover={{ bg: 'bg.subtle' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '-2px',
              }}
              colorPalette="pink"
            >
              <Heading as="h2" size="md" flex="1" fontWeight="semibold">
                {item.question}
              </Heading>
              <ChevronDown aria-hidden size={18} />
            </Box>
            <Text px="4" pb="4">
              {item.answer}
            </Text>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
