import { Accordion, Container, Heading, Text } from '@chakra-ui/react';
import { use } from 'react';
import { Prose } from '../components/prose';
import { loadContentBody } from '../content-loader';
import { infoPages } from '../info-pages';
import NotFoundPage from './not-found-page';

/** /faq — ten questions as independent panels, all closed at first. */
export default function FaqPage() {
  const meta = infoPages.faq;
  const pending = meta ? loadContentBody('pages', 'faq') : undefined;
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      <Prose html={html} />
      <Accordion.Root multiple collapsible mt="6" variant="enclosed">
        {(meta.items ?? []).map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index + 1}`}>
            <Heading as="h2" size="md">
              <Accordion.ItemTrigger cursor="pointer" py="4">
                <Text flex="1" textAlign="start" fontWeight="semibold">
                  {item.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text>{item.answer}</Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Container>
  );
}
