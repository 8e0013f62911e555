import { Box, Container, Heading, HStack, Link, List, Text } from '@chakra-ui/react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { resolveExampleInput, toQuery } from '@/engine';
import { todayIso } from '../browser/today';
import { EmbedCode } from '../components/embed-code';
import { Prose } from '../components/prose';
import { loadCalculator } from '../data/load-calculator';
import { Island, runnerProps, useAssets } from '../render/islands';
import { NamedIcon } from '../theme/icons';
import NotFoundPage from './not-found-page';

/** /calculators/:id — one page for every definition; unknown ids get the not-found page. */
export default function CalculatorPage() {
  const { id = '' } = useParams();
  const module = use(loadCalculator(id));
  const assets = useAssets();
  if (!module) return <NotFoundPage />;
  const item = module.definition;
  const buildDay = todayIso();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <HStack gap="3" mb="2" color={`${item.color}.fg`}>
        <NamedIcon name={item.icon} size={28} />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg">
          {item.name}
        </Heading>
      </HStack>
      <Text fontSize="lg" color="fg.muted" mb="8">
        {item.description}
      </Text>
      <Box>
        <Island name="runner" props={runnerProps(id, item, assets)} />
      </Box>
      <Box as="section" aria-labelledby="examples-heading" mt="10">
        <Heading as="h2" size="lg" id="examples-heading" mb="2">
          Try an example
        </Heading>
        <List.Root gap="1" ps="5">
          {item.examples.map((example) => {
            // Dates are relative to the visitor's day ('today-59d'): the page is rendered with the build date,
            // and the page script rewrites each link on the visitor's date (docs/adr/0004).
            const relative = `/calculators/${item.id}?${toQuery(item, example.input)}`;
            const href = `/calculators/${item.id}?${toQuery(item, resolveExampleInput(example.input, buildDay))}`;
            return (
              <List.Item key={example.title}>
                <Link
                  href={href}
                  data-relative-href={relative === href ? undefined : relative}
                  colorPalette="pink"
                >
                  {example.title}
                </Link>
              </List.Item>
            );
          })}
        </List.Root>
      </Box>
      <Box mt="10">
        <Prose html={module.aboutHtml} />
      </Box>
      <EmbedCode item={item} />
    </Container>
  );
}
